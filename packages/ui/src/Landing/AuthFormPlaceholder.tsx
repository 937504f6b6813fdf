import { Button } from '../Button';
import * as styles from './AuthFormPlaceholder.css';

/** Stands in for the authentication form in stories of the landing page. */
export function AuthFormPlaceholder() {
  return (
    <div className={styles.placeholder}>
      <h2 className={styles.title}>Welcome Back</h2>
      <p className={styles.text}>Sign in to continue your journey.</p>
      <div className={styles.field} />
      <div className={styles.field} />
      <Button fullWidth>Sign In</Button>
    </div>
  );
}
