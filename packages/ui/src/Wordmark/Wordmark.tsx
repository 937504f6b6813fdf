import { BRAND_NAME } from '@kindred/contract';
import { SparkleIcon } from '../icons';
import { useLinkComponent } from '../TextLink';
import * as styles from './Wordmark.css';

export type WordmarkProps = {
  /** Makes the wordmark a link, usually home. */
  href?: string;
};

export function Wordmark({ href }: WordmarkProps) {
  const LinkComponent = useLinkComponent();
  const content = (
    <>
      <span className={styles.mark}>
        <SparkleIcon size="medium" />
      </span>
      {BRAND_NAME}
    </>
  );
  if (href === undefined) return <span className={styles.wordmark}>{content}</span>;
  return (
    <LinkComponent href={href} className={styles.wordmark}>
      {content}
    </LinkComponent>
  );
}
