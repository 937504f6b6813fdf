import { AccountDeletedNotice, Landing, Spinner } from '@kindred/ui';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { useSiteFactsWhenRead } from '../app/siteFacts';

// The form brings the API client and the session along: most visitors read the page without opening it.
const AuthFormContainer = lazy(() =>
  import('./auth/AuthFormContainer').then((form) => ({ default: form.AuthFormContainer })),
);

export function LandingScreen() {
  // The page shows at once; the operator's social link joins the footer when the facts are read.
  const site = useSiteFactsWhenRead();
  // Set by the account screen once it deleted the account (see screens/account.tsx).
  const accountDeleted = (useLocation().state as { accountDeleted?: boolean } | null)?.accountDeleted === true;
  return (
    <>
      {accountDeleted && <AccountDeletedNotice />}
      <Landing
        authForm={
          <Suspense fallback={<Spinner label="Loading..." />}>
            <AuthFormContainer />
          </Suspense>
        }
        socialProfile={site?.socialLinks[0]}
      />
    </>
  );
}
