import { type RouteName, routeAccess } from '@kindred/contract';
import { assign, type SnapshotFrom, setup } from 'xstate';
import type { SessionStatus } from './authSession';

export interface AccessRequest {
  route: RouteName;
  session: SessionStatus;
  profileComplete: boolean;
}

export type AccessDecision =
  | 'checking'
  | 'redirectingToAuth'
  | 'redirectingToProfile'
  | 'redirectingToDashboard'
  | 'allowed';

/** Which way a visit to a route goes, given what the session knows (spec section 4, access guard). */
export const decideAccess = ({ route, session, profileComplete }: AccessRequest): AccessDecision => {
  const access = routeAccess[route];
  if (access === 'public') {
    // The landing page (also served at /auth) sends signed-in visitors on; other public pages never redirect.
    const isLanding = route === 'landing' || route === 'auth';
    return isLanding && session === 'authenticated' ? 'redirectingToDashboard' : 'allowed';
  }
  if (session === 'loading') return 'checking';
  if (session === 'unauthenticated') return 'redirectingToAuth';
  if (access === 'incompleteProfile') return profileComplete ? 'redirectingToDashboard' : 'allowed';
  return profileComplete ? 'allowed' : 'redirectingToProfile';
};

export type AccessGuardEvent =
  | { type: 'session.changed'; session: SessionStatus; profileComplete: boolean }
  /** The visitor moved to another route while the same guard stays on screen. */
  | { type: 'route.changed'; route: RouteName };

export const accessGuardMachine = setup({
  types: {
    context: {} as AccessRequest,
    events: {} as AccessGuardEvent,
    input: {} as AccessRequest,
  },
  actions: {
    redirectToAuth: () => {},
    redirectToProfile: () => {},
    redirectToDashboard: () => {},
    rememberSession: assign((_, params: Pick<AccessRequest, 'session' | 'profileComplete'>) => ({
      session: params.session,
      profileComplete: params.profileComplete,
    })),
    rememberRoute: assign((_, params: Pick<AccessRequest, 'route'>) => ({ route: params.route })),
  },
  guards: {
    decides: ({ context }, params: { decision: AccessDecision }) => decideAccess(context) === params.decision,
  },
}).createMachine({
  id: 'accessGuard',
  context: ({ input }) => input,
  initial: 'deciding',
  on: {
    'route.changed': {
      target: '.deciding',
      actions: { type: 'rememberRoute', params: ({ event }) => ({ route: event.route }) },
    },
    'session.changed': {
      target: '.deciding',
      actions: {
        type: 'rememberSession',
        params: ({ event }) => ({ session: event.session, profileComplete: event.profileComplete }),
      },
    },
  },
  states: {
    deciding: {
      always: [
        { guard: { type: 'decides', params: { decision: 'checking' } }, target: 'checking' },
        { guard: { type: 'decides', params: { decision: 'redirectingToAuth' } }, target: 'redirectingToAuth' },
        { guard: { type: 'decides', params: { decision: 'redirectingToProfile' } }, target: 'redirectingToProfile' },
        {
          guard: { type: 'decides', params: { decision: 'redirectingToDashboard' } },
          target: 'redirectingToDashboard',
        },
        { target: 'allowed' },
      ],
    },
    /** Shows 'Loading...'. */
    checking: {},
    redirectingToAuth: { entry: 'redirectToAuth' },
    redirectingToProfile: { entry: 'redirectToProfile' },
    redirectingToDashboard: { entry: 'redirectToDashboard' },
    allowed: {},
  },
});

export type AccessGuardSnapshot = SnapshotFrom<typeof accessGuardMachine>;
