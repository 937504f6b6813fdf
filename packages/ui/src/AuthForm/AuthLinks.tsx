import { paths } from '@kindred/contract';
import { TextLink } from '../TextLink';
import { textLink } from '../TextLink/TextLink.css';
import * as styles from './AuthForm.css';
import type { AuthMode } from './authFormTexts';

type ModeLinkProps = {
  /** A muted lead-in before the action, e.g. 'Need an account?'. */
  prompt?: string;
  action: string;
  onClick: () => void;
};

/** Looks like a link, but switches the form's mode in place, so it is a button. */
export function ModeLink({ prompt, action, onClick }: ModeLinkProps) {
  return (
    <button
      type="button"
      className={`${styles.modeLink} ${textLink({ underline: 'hover', weight: 'medium' })}`}
      onClick={onClick}
    >
      {prompt && <span className={styles.prompt}>{prompt} </span>}
      {action}
    </button>
  );
}

type AuthLinksProps = { mode: AuthMode; onModeChange: (mode: AuthMode) => void };

/** Where the user can go from each mode: sign up and the waitlist from login, back to sign-in from the rest. */
export function AuthLinks({ mode, onModeChange }: AuthLinksProps) {
  const toLogin = () => onModeChange('login');
  return (
    <div className={styles.links}>
      {mode === 'login' && (
        <>
          <ModeLink prompt="Need an account?" action="Sign up" onClick={() => onModeChange('register')} />
          <TextLink href={paths.waitlist} tone="muted" underline="hover" weight="medium">
            ← Join Waitlist →
          </TextLink>
        </>
      )}
      {mode === 'register' && <ModeLink prompt="Already have an account?" action="Sign in" onClick={toLogin} />}
      {mode !== 'login' && mode !== 'register' && <ModeLink action="Back to Sign In" onClick={toLogin} />}
    </div>
  );
}
