import { paths, type RouteName, routeAccess } from '@kindred/contract';
import { accessGuardMachine } from '@kindred/machines';
import { AccessGate } from '@kindred/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { SignedInLayout } from './SignedInLayout';
import { useSession } from './useSession';

/**
 * Decides, for one route of the table, whether the visitor may see it (spec section 4, access
 * guard): waits while the session is loading, sends signed-out visitors to /auth, incomplete
 * profiles to /create-profile, and signed-in visitors away from the landing page.
 */
function useAccessDecision(route: RouteName) {
  const navigate = useNavigate();
  const { status, profileComplete } = useSession();
  const guard = useActorRef(
    accessGuardMachine.provide({
      actions: {
        redirectToAuth: () => void navigate(paths.auth, { replace: true }),
        redirectToProfile: () => void navigate(paths.createProfile, { replace: true }),
        redirectToDashboard: () => void navigate(paths.dashboard, { replace: true }),
      },
    }),
    { input: { route, session: status, profileComplete } },
  );
  const decision = useSelector(guard, (snapshot) => snapshot.value);

  useEffect(() => {
    guard.send({ type: 'session.changed', session: status, profileComplete });
  }, [guard, status, profileComplete]);

  // React keeps this guard when one route's page replaces another's, so it must learn the new route.
  useEffect(() => {
    guard.send({ type: 'route.changed', route });
  }, [guard, route]);

  return decision;
}

/** Shows a route's page once the guard allows it, under the top navigation on signed-in pages. */
export function RouteGuard({ route }: { route: RouteName }) {
  const decision = useAccessDecision(route);
  if (decision === 'checking') return <AccessGate />;
  if (decision !== 'allowed') return null;
  return routeAccess[route] === 'completeProfile' ? (
    <SignedInLayout>
      <Outlet />
    </SignedInLayout>
  ) : (
    <Outlet />
  );
}

/**
 * The guard beside a public page, which shows whatever the session turns out to be: it only moves
 * a signed-in visitor on from the landing page.
 */
export function SessionRedirect({ route }: { route: RouteName }) {
  useAccessDecision(route);
  return null;
}
