import { isAxiosError } from 'axios';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorMessage } from '../src';
import { completeUser, renewedTokens, tokens } from '../src/mocks';
import { clientWith, useMockServer } from './support';

const server = useMockServer();

const bearer = (accessToken: string) => `Bearer ${accessToken}`;
const unauthorized = () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });

/** `GET /users/me` that accepts only the renewed access token, recording what each request sent. */
function meAcceptingOnlyRenewedToken() {
  const sent: (string | null)[] = [];
  server.use(
    http.get('*/api/users/me', ({ request }) => {
      const authorization = request.headers.get('authorization');
      sent.push(authorization);
      return authorization === bearer(renewedTokens.accessToken)
        ? HttpResponse.json({ user: completeUser })
        : unauthorized();
    }),
  );
  return sent;
}

/** `POST /auth/refresh` answering with `respond`, recording each call's headers and body. */
function refreshEndpoint(respond: () => Response | Promise<Response> = () => HttpResponse.json(renewedTokens)) {
  const calls: { authorization: string | null; body: unknown }[] = [];
  server.use(
    http.post('*/api/auth/refresh', async ({ request }) => {
      calls.push({ authorization: request.headers.get('authorization'), body: await request.json() });
      return respond();
    }),
  );
  return calls;
}

const statusOf = (error: unknown) => (isAxiosError(error) ? error.response?.status : undefined);

describe('credentials on every request', () => {
  it('sends the stored access token as a bearer credential, with credentials enabled', async () => {
    const { api, http: client } = clientWith();
    const sent: (string | null)[] = [];
    server.use(
      http.get('*/api/users/me', ({ request }) => {
        sent.push(request.headers.get('authorization'));
        return HttpResponse.json({ user: completeUser });
      }),
    );

    await api.me();

    expect(sent).toEqual([bearer(tokens.accessToken)]);
    expect(client.defaults.withCredentials).toBe(true);
  });

  it('sends no Authorization header when signed out', async () => {
    const { api } = clientWith({});
    const sent: (string | null)[] = [];
    server.use(
      http.post('*/api/auth/login', ({ request }) => {
        sent.push(request.headers.get('authorization'));
        return HttpResponse.json(tokens);
      }),
    );

    await api.login({ email: 'sam@example.com', password: 'secret1' });

    expect(sent).toEqual([null]);
  });
});

describe('refresh on a 401', () => {
  it('renews the tokens once for five concurrent 401s and retries each with the new token', async () => {
    const { api, storage, onSessionEnded } = clientWith();
    const sent = meAcceptingOnlyRenewedToken();
    // Hold the refresh until all five requests have been refused, so they all queue behind it.
    let releaseRefresh = () => {};
    const allRefused = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const refreshes = refreshEndpoint(async () => {
      await allRefused;
      return HttpResponse.json(renewedTokens);
    });
    server.events.on('response:mocked', () => {
      if (sent.length === 5) releaseRefresh();
    });

    const users = await Promise.all(Array.from({ length: 5 }, () => api.me()));

    expect(users).toEqual(Array(5).fill(completeUser));
    expect(refreshes).toHaveLength(1);
    expect(sent.slice(5)).toEqual(Array(5).fill(bearer(renewedTokens.accessToken)));
    expect(storage.getItem('accessToken')).toBe(renewedTokens.accessToken);
    expect(storage.getItem('refreshToken')).toBe(renewedTokens.refreshToken);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('sends the refresh with the stored refresh token and without a bearer header', async () => {
    const { api } = clientWith();
    meAcceptingOnlyRenewedToken();
    const refreshes = refreshEndpoint();

    await api.me();

    expect(refreshes).toEqual([{ authorization: null, body: { refreshToken: tokens.refreshToken } }]);
  });

  it('retries a request only once: a second 401 is passed on', async () => {
    const { api } = clientWith();
    let attempts = 0;
    server.use(
      http.get('*/api/users/me', () => {
        attempts += 1;
        return unauthorized();
      }),
    );
    const refreshes = refreshEndpoint();

    const error = await api.me().catch((caught: unknown) => caught);

    expect(statusOf(error)).toBe(401);
    expect(attempts).toBe(2);
    expect(refreshes).toHaveLength(1);
  });

  it('retries a 401 that arrives after a finished refresh with the new token, without refreshing again', async () => {
    const { api, tokens: store } = clientWith();
    const renewed = new Promise<void>((resolve) => store.subscribe(() => resolve()));
    meAcceptingOnlyRenewedToken();
    server.use(
      http.get('*/api/characters', async ({ request }) => {
        if (request.headers.get('authorization') === bearer(renewedTokens.accessToken)) {
          return HttpResponse.json({ data: [], page: 1, limit: 20, total: 0 });
        }
        // Refused only once the other request's refresh has completed.
        await renewed;
        return unauthorized();
      }),
    );
    const refreshes = refreshEndpoint();

    await expect(Promise.all([api.characters(), api.me()])).resolves.toEqual([[], completeUser]);
    expect(refreshes).toHaveLength(1);
  });

  it('ends the session when the refresh fails: every waiting request is rejected', async () => {
    const { api, tokens: store, onSessionEnded } = clientWith();
    meAcceptingOnlyRenewedToken();
    const refreshes = refreshEndpoint(() => HttpResponse.json({ message: 'Invalid refresh token' }, { status: 401 }));

    const results = await Promise.allSettled([api.me(), api.me(), api.me()]);

    expect(refreshes).toHaveLength(1);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      if (result.status === 'rejected') expect(errorMessage(result.reason, '')).toBe('Invalid refresh token');
    }
    expect(store.accessToken()).toBeNull();
    expect(store.refreshToken()).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledOnce();
  });

  it('ends the session without a refresh call when no refresh token is stored', async () => {
    const { api, tokens: store, onSessionEnded } = clientWith({ accessToken: tokens.accessToken });
    meAcceptingOnlyRenewedToken();
    const refreshes = refreshEndpoint();

    const error = await api.me().catch((caught: unknown) => caught);

    expect(errorMessage(error, '')).toBe('Unauthorized');
    expect(refreshes).toHaveLength(0);
    expect(store.accessToken()).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledOnce();
  });

  it('passes other errors on unchanged, without refreshing', async () => {
    const { api, tokens: store, onSessionEnded } = clientWith();
    server.use(
      http.get('*/api/users/me', () => HttpResponse.json({ message: 'Database unavailable' }, { status: 503 })),
    );
    const refreshes = refreshEndpoint();

    const error = await api.me().catch((caught: unknown) => caught);

    expect(statusOf(error)).toBe(503);
    expect(errorMessage(error, '')).toBe('Database unavailable');
    expect(refreshes).toHaveLength(0);
    expect(store.pair()).toEqual(tokens);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });
});
