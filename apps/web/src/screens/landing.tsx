import { AccountDeletedNotice, Landing, Spinner } from '@kindred/ui';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSiteFactsWhenRead } from '../app/siteFacts';
import { ACCOUNT_DELETED_PARAM } from './accountDeleted';

// The form brings the API client and the session along: most visitors read the page without opening it.
const AuthFormContainer = lazy(() =>
  import('./auth/AuthFormContainer').then((form) => ({ default: form.AuthFormContainer })),
);

export function LandingScreen() {
  // The page shows at once; the operator's social link joins the footer when the facts are read.
  const site = useSiteFactsWhenRead();
  // Set by the account screen once it deleted the account (see screens/account.tsx).
  const accountDeleted = useSearchParams()[0].has(ACCOUNT_DELETED_PARAM);
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
