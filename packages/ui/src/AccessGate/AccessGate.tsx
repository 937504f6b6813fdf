import { Spinner } from '../Spinner';
import { Wordmark } from '../Wordmark';
import * as styles from './AccessGate.css';

/** Fills the screen while the app finds out who is signed in, before any guarded page may show. */
export function AccessGate() {
  return (
    <main className={styles.root}>
      <div className={styles.stack}>
        <Wordmark />
        <div role="status" className={styles.stack}>
          <span className={styles.spinner}>
            <Spinner size="large" />
          </span>
          <p className={styles.label}>Loading...</p>
        </div>
      </div>
    </main>
  );
}
