import { paths } from '@kindred/contract';
import { TextLink } from '@kindred/ui';
import * as styles from './AuthFormPending.css';

/** Fills the landing page's form slot until accounts open; points visitors to the waitlist meanwhile. */
export function AuthFormPending() {
  return (
    <div className={styles.pending}>
      <h2 className={styles.title}>Invitation only</h2>
      <p className={styles.text}>Sign-in opens with the public beta.</p>
      <TextLink href={paths.waitlist} weight="medium">
        ← Join Waitlist →
      </TextLink>
    </div>
  );
}
