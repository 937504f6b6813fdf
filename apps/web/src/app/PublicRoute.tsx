import { type RouteName, TOKEN_STORAGE_KEYS } from '@kindred/contract';
import { lazy, Suspense, useContext } from 'react';
import { Outlet } from 'react-router-dom';
import { retryImport } from './lazyRoute';
import { ProvidedServicesContext } from './ServicesProvider';

/** Without its code a public page still shows; it only misses moving a signed-in visitor on. */
const SessionRedirect = lazy(() =>
  retryImport(() => import('./RouteGuard')).then(
    (guard) => ({ default: guard.SessionRedirect }),
    () => ({ default: () => null }),
  ),
);

/**
 * Before the auth form is used, only the token pair an earlier visit left in localStorage (where
 * the API client keeps it) can sign a visitor in; the form moves on by itself after signing in.
 */
const tokensStored = () => Object.values(TOKEN_STORAGE_KEYS).every((key) => Boolean(localStorage.getItem(key)));

/**
 * A public page shows at once. The access guard, which brings the session along, runs beside it
 * only when the visitor may be signed in (or a test's services run already), so a signed-out
 * visitor's public pages never load it.
 */
export function PublicRoute({ route }: { route: RouteName }) {
  const servicesProvided = useContext(ProvidedServicesContext) !== null;
  return (
    <>
      <Outlet />
      {(servicesProvided || tokensStored()) && (
        <Suspense fallback={null}>
          <SessionRedirect route={route} />
        </Suspense>
      )}
    </>
  );
}
