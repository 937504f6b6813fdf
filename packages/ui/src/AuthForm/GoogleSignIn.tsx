import { Button } from '../Button';
import { LockOverlay } from '../LockOverlay';
import * as styles from './AuthForm.css';

/** Google's "G", drawn in the text colour like every other icon of the interface. */
const GoogleIcon = () => (
  <svg className={styles.googleIcon} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M12.48 10.92v3.28h7.84c-.24 1.84-.85 3.19-1.79 4.13-1.15 1.15-2.93 2.4-6.05 2.4-4.83 0-8.6-3.89-8.6-8.72s3.77-8.72 8.6-8.72c2.6 0 4.51 1.03 5.91 2.35l2.31-2.31C18.75 1.44 16.13 0 12.48 0 5.87 0 .31 5.39.31 12s5.56 12 12.17 12c3.57 0 6.27-1.17 8.37-3.36 2.16-2.16 2.84-5.21 2.84-7.67 0-.76-.05-1.47-.17-2.05H12.48Z" />
  </svg>
);

export const GOOGLE_COMING_SOON = 'Google sign-in coming soon';

/** The 'OR' divider and the Google button, locked until Google sign-in opens. */
export function GoogleSignIn({ onGoogleSignIn }: { onGoogleSignIn?: () => void }) {
  return (
    <div className={styles.alternative}>
      <p className={styles.divider}>OR</p>
      {/* The lock hides the button's own words, so its label says what is coming. */}
      <LockOverlay label={GOOGLE_COMING_SOON} layout="inline" radius="full">
        <Button variant="secondary" size="large" fullWidth icon={<GoogleIcon />} onClick={onGoogleSignIn}>
          Sign in with Google
        </Button>
      </LockOverlay>
    </div>
  );
}
