import { Landing } from '@kindred/ui';
import { siteConfig } from '../siteConfig';
import { AuthFormPending } from './AuthFormPending';

export function LandingScreen() {
  return <Landing authForm={<AuthFormPending />} socialProfile={siteConfig.socialProfile} />;
}

/** /auth is where signed-out visitors are sent to sign in, so the form is already open. */
export function AuthScreen() {
  return <Landing authForm={<AuthFormPending />} socialProfile={siteConfig.socialProfile} initiallyRevealed />;
}
