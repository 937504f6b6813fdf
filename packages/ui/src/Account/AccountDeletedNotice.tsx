import * as styles from './Account.css';
import { accountTexts } from './accountTexts';

/** The short confirmation the landing page shows once an account is deleted. */
export function AccountDeletedNotice() {
  return (
    <p className={styles.deletedNotice} role="status">
      {accountTexts.deleted}
    </p>
  );
}
