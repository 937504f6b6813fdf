import { Landing } from '@kindred/ui';
import { useSiteFactsWhenRead } from '../app/siteFacts';
import { AuthFormContainer } from './auth/AuthFormContainer';

/** /auth is where signed-out visitors are sent to sign in, so the form is already open. */
export function AuthScreen() {
  const site = useSiteFactsWhenRead();
  return <Landing authForm={<AuthFormContainer />} socialProfile={site?.socialLinks[0]} initiallyRevealed />;
}
