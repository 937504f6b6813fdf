import { Button } from '../Button';
import { ArrowLeftIcon, SparkleIcon } from '../icons';
import * as styles from './ComingSoon.css';

export type ComingSoonProps = {
  title: string;
  message: string;
  onBack: () => void;
};

/** A feature that is announced but not built yet: what it will be, and a way back. */
export function ComingSoon({ title, message, onBack }: ComingSoonProps) {
  return (
    <main className={styles.root}>
      <div className={styles.panel}>
        <span className={styles.badge}>
          <SparkleIcon size="large" />
        </span>
        <p className={styles.eyebrow}>Coming soon</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.message}>{message}</p>
        <Button variant="secondary" icon={<ArrowLeftIcon size="small" />} onClick={onBack}>
          Go Back
        </Button>
      </div>
    </main>
  );
}
