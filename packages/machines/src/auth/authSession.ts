import type { TokenPair, User } from '@kindred/contract';
import { type ActorRefFrom, assign, emit, type SnapshotFrom, setup } from 'xstate';
import { notProvided } from '../shared/notProvided';

export interface AuthSessionInput {
  /** The tokens found in storage when the app starts; the session starts signed out without both. */
  storedTokens?: Partial<TokenPair> | null;
}

export interface AuthSessionContext {
  user: User | null;
  accessToken: string | null;
  refreshToken: string | null;
}

export type AuthSessionEvent =
  | { type: 'user.login'; tokens: TokenPair }
  | { type: 'user.logout' }
  | { type: 'user.reload' }
  /** The HTTP client refreshed the tokens after a 401 (it has stored them already). */
  | { type: 'session.refreshed'; tokens: TokenPair }
  /** The HTTP client could not refresh the tokens: the session is over. */
  | { type: 'session.ended' };

/** Emitted so whoever sent `user.login` learns how it ended (see `signInWithSession`). */
export type AuthSessionEmitted =
  | { type: 'session.signedIn'; user: User }
  | { type: 'session.signInFailed'; error: unknown };

export const authSessionMachine = setup({
  types: {
    context: {} as AuthSessionContext,
    events: {} as AuthSessionEvent,
    input: {} as AuthSessionInput | undefined,
    emitted: {} as AuthSessionEmitted,
  },
  actors: {
    fetchUser: notProvided<User>('fetchUser'),
    logoutOnServer: notProvided<void, { refreshToken: string }>('logoutOnServer'),
  },
  actions: {
    storeTokens: (_, _tokens: TokenPair) => {},
    clearStoredTokens: () => {},
    logError: (_, _params: { error: unknown }) => {},
    rememberTokens: assign((_, tokens: TokenPair) => ({
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
    })),
    rememberUser: assign((_, params: { user: User }) => ({ user: params.user })),
    forgetSession: assign({ user: null, accessToken: null, refreshToken: null }),
    announceSignedIn: emit((_, params: { user: User }) => ({ type: 'session.signedIn' as const, user: params.user })),
    announceSignInFailed: emit((_, params: { error: unknown }) => ({
      type: 'session.signInFailed' as const,
      error: params.error,
    })),
  },
  guards: {
    hasStoredTokens: ({ context }) => context.accessToken !== null && context.refreshToken !== null,
    hasRefreshToken: ({ context }) => context.refreshToken !== null,
  },
}).createMachine({
  id: 'authSession',
  context: ({ input }) => ({
    user: null,
    accessToken: stringOrNull(input?.storedTokens?.accessToken),
    refreshToken: stringOrNull(input?.storedTokens?.refreshToken),
  }),
  initial: 'loading',
  on: {
    'user.login': {
      target: '.signingIn',
      actions: [
        { type: 'rememberTokens', params: ({ event }) => event.tokens },
        { type: 'storeTokens', params: ({ event }) => event.tokens },
      ],
    },
    'session.refreshed': { actions: { type: 'rememberTokens', params: ({ event }) => event.tokens } },
    'session.ended': { target: '.unauthenticated', actions: ['clearStoredTokens', 'forgetSession'] },
  },
  states: {
    loading: {
      initial: 'checkingTokens',
      states: {
        checkingTokens: {
          always: [{ guard: 'hasStoredTokens', target: 'fetchingUser' }, { target: '#authSession.unauthenticated' }],
        },
        fetchingUser: {
          invoke: {
            id: 'fetchUser',
            src: 'fetchUser',
            onDone: {
              target: '#authSession.authenticated',
              actions: { type: 'rememberUser', params: ({ event }) => ({ user: event.output }) },
            },
            onError: {
              target: '#authSession.unauthenticated',
              actions: [
                { type: 'logError', params: ({ event }) => ({ error: event.error }) },
                'clearStoredTokens',
                'forgetSession',
              ],
            },
          },
        },
      },
    },
    signingIn: {
      invoke: {
        id: 'fetchUser',
        src: 'fetchUser',
        onDone: {
          target: 'authenticated',
          actions: [
            { type: 'rememberUser', params: ({ event }) => ({ user: event.output }) },
            { type: 'announceSignedIn', params: ({ event }) => ({ user: event.output }) },
          ],
        },
        // The new tokens are useless without a user: sign out again, then tell the caller.
        onError: [
          {
            guard: 'hasRefreshToken',
            target: 'signingOut',
            actions: { type: 'announceSignInFailed', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'unauthenticated',
            actions: [
              'clearStoredTokens',
              'forgetSession',
              { type: 'announceSignInFailed', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        ],
      },
      on: {
        'session.ended': {
          target: 'unauthenticated',
          actions: [
            'clearStoredTokens',
            'forgetSession',
            { type: 'announceSignInFailed', params: { error: undefined } },
          ],
        },
      },
    },
    authenticated: {
      initial: 'idle',
      states: {
        idle: { on: { 'user.reload': 'reloading' } },
        reloading: {
          // A reload asked for during another may follow a change the running one read too early.
          on: { 'user.reload': { target: 'reloading', reenter: true } },
          invoke: {
            id: 'fetchUser',
            src: 'fetchUser',
            onDone: {
              target: 'idle',
              actions: { type: 'rememberUser', params: ({ event }) => ({ user: event.output }) },
            },
            onError: { target: 'idle', actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
      on: {
        'user.logout': [
          { guard: 'hasRefreshToken', target: 'signingOut' },
          { target: 'unauthenticated', actions: ['clearStoredTokens', 'forgetSession'] },
        ],
      },
    },
    signingOut: {
      invoke: {
        id: 'logoutOnServer',
        src: 'logoutOnServer',
        input: ({ context }) => ({ refreshToken: context.refreshToken ?? '' }),
        onDone: { target: 'unauthenticated', actions: ['clearStoredTokens', 'forgetSession'] },
        // The server call is a courtesy: the local session ends whatever it answers.
        onError: {
          target: 'unauthenticated',
          actions: [
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
            'clearStoredTokens',
            'forgetSession',
          ],
        },
      },
    },
    unauthenticated: {},
  },
});

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

export type AuthSessionSnapshot = SnapshotFrom<typeof authSessionMachine>;
export type AuthSessionActorRef = ActorRefFrom<typeof authSessionMachine>;

/** The three states the rest of the app cares about (spec: isLoading, isAuthenticated). */
export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

/**
 * A sign-in in progress counts as loading, so a guarded route waits for its outcome instead of
 * sending the visitor to /auth; a sign-out in progress already counts as signed out.
 */
export const sessionStatus = (snapshot: AuthSessionSnapshot): SessionStatus => {
  if (snapshot.matches('authenticated')) return 'authenticated';
  if (snapshot.matches('loading') || snapshot.matches('signingIn')) return 'loading';
  return 'unauthenticated';
};

export const isAuthenticated = (snapshot: AuthSessionSnapshot) => sessionStatus(snapshot) === 'authenticated';
export const isLoading = (snapshot: AuthSessionSnapshot) => sessionStatus(snapshot) === 'loading';
export const isProfileComplete = (snapshot: AuthSessionSnapshot) => snapshot.context.user?.profileComplete === true;

/**
 * Signs in with fresh tokens through the session and settles when the session knows the user:
 * resolves with the user, or rejects with the failure (the session has signed out again by then).
 */
export const signInWithSession = (session: AuthSessionActorRef, tokens: TokenPair): Promise<User> =>
  new Promise<User>((resolve, reject) => {
    const subscriptions = [
      session.on('session.signedIn', (event) => {
        stopListening();
        resolve(event.user);
      }),
      session.on('session.signInFailed', (event) => {
        stopListening();
        reject(event.error);
      }),
    ];
    const stopListening = () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
    session.send({ type: 'user.login', tokens });
  });
