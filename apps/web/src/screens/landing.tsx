import { Landing, Spinner } from '@kindred/ui';
import { lazy, Suspense } from 'react';
import { useSiteFactsWhenRead } from '../app/siteFacts';

// The form brings the API client and the session along: most visitors read the page without opening it.
const AuthFormContainer = lazy(() =>
  import('./auth/AuthFormContainer').then((form) => ({ default: form.AuthFormContainer })),
);

export function LandingScreen() {
  // The page shows at once; the operator's social link joins the footer when the facts are read.
  const site = useSiteFactsWhenRead();
  return (
    <Landing
      authForm={
        <Suspense fallback={<Spinner label="Loading..." />}>
          <AuthFormContainer />
        </Suspense>
      }
      socialProfile={site?.socialLinks[0]}
    />
  );
}
