import { Landing } from '@kindred/ui';
import { siteConfig } from '../siteConfig';
import { AuthFormContainer } from './auth/AuthFormContainer';

/** /auth is where signed-out visitors are sent to sign in, so the form is already open. */
export function AuthScreen() {
  return <Landing authForm={<AuthFormContainer />} socialProfile={siteConfig.socialProfile} initiallyRevealed />;
}
