import { Landing, Spinner } from '@kindred/ui';
import { lazy, Suspense } from 'react';
import { siteConfig } from '../siteConfig';

// The form brings the API client and the session along: most visitors read the page without opening it.
const AuthFormContainer = lazy(() =>
  import('./auth/AuthFormContainer').then((form) => ({ default: form.AuthFormContainer })),
);

export function LandingScreen() {
  return (
    <Landing
      authForm={
        <Suspense fallback={<Spinner label="Loading..." />}>
          <AuthFormContainer />
        </Suspense>
      }
      socialProfile={siteConfig.socialProfile}
    />
  );
}
