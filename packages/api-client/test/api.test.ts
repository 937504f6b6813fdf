import { HttpResponse, http, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { UnexpectedResponseError } from '../src';
import { ava, chatReply, completeUser, handlers, history, noor, tokens } from '../src/mocks';
import { clientWith, useMockServer } from './support';

const server = useMockServer();

/** Serves `body` at `path` and records the query string of each request. */
function serve(method: 'get' | 'post', path: string, body: JsonBodyType) {
  const queries: Record<string, string>[] = [];
  server.use(
    http[method](`*/api${path}`, ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json(body);
    }),
  );
  return queries;
}

describe('default query values', () => {
  it.each([
    ['characters', '/characters', { data: [], page: 1, limit: 20, total: 0 }, { page: '1', limit: '20' }],
    ['browse', '/interactions/browse', { data: [] }, { page: '1', limit: '10' }],
    ['interactions', '/interactions', { data: { data: [] } }, { page: '1', limit: '100' }],
  ] as const)('%s asks for %s with %o', async (name, path, body, expected) => {
    const { api } = clientWith();
    const queries = serve('get', path, body);

    await api[name]();

    expect(queries).toEqual([expected]);
  });

  it('filters interactions by type only when asked', async () => {
    const { api } = clientWith();
    const queries = serve('get', '/interactions', { data: { data: [] } });

    await api.interactions({ type: 'dislike' });

    expect(queries).toEqual([{ page: '1', limit: '100', type: 'dislike' }]);
  });

  it('pages conversations by 10 and history by 50 unless the caller polls for fewer', async () => {
    const { api } = clientWith();
    const conversationQueries = serve('get', '/messages/:userId', { data: [] });
    const historyQueries = serve('get', '/messages/:userId/:characterId', { data: [] });

    await api.conversations(completeUser._id, { page: 2 });
    await api.history(completeUser._id, ava._id);
    await api.history(completeUser._id, ava._id, { limit: 10 });

    expect(conversationQueries).toEqual([{ page: '2', limit: '10' }]);
    expect(historyQueries).toEqual([
      { page: '1', limit: '50' },
      { page: '1', limit: '10' },
    ]);
  });
});

describe('chat replies', () => {
  it.each([
    [
      'aiResponse first',
      { aiResponse: 'a', aiReply: 'b', data: { aiResponse: 'c' }, response: 'd', message: 'e' },
      'a',
    ],
    ['then aiReply', { aiReply: 'b', data: { aiResponse: 'c' }, response: 'd', message: 'e' }, 'b'],
    ['then data.aiResponse', { data: { aiResponse: 'c', aiReply: 'x' }, response: 'd', message: 'e' }, 'c'],
    ['then data.aiReply', { data: { aiReply: 'x' }, response: 'd', message: 'e' }, 'x'],
    ['then response', { response: 'd', message: 'e' }, 'd'],
    ['then message', { message: 'e' }, 'e'],
    ['skipping empty fields', { aiResponse: '', aiReply: 42, message: 'e' }, 'e'],
  ])('reads the reply text: %s', async (_, body, expected) => {
    const { api } = clientWith();
    serve('post', '/chat/:userId/:characterId', body);

    await expect(api.chat(completeUser._id, ava._id, 'Hello')).resolves.toBe(expected);
  });

  it.each([
    ['no text field', {}],
    ['only empty text', { aiResponse: '  ', message: '' }],
    ['not an object', 'ok'],
  ])("fails with 'Invalid chat response' when the body has %s", async (_, body) => {
    const { api } = clientWith();
    serve('post', '/chat/:userId/:characterId', body);

    await expect(api.chat(completeUser._id, ava._id, 'Hello')).rejects.toThrow(new Error('Invalid chat response'));
  });

  it('sends the message and returns the mock reply', async () => {
    const { api } = clientWith();
    let sent: unknown;
    server.use(
      http.post('*/api/chat/:userId/:characterId', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ aiResponse: chatReply });
      }),
    );

    await expect(api.chat(completeUser._id, ava._id, 'Hello')).resolves.toBe(chatReply);
    expect(sent).toEqual({ message: 'Hello' });
  });
});

describe('response shapes', () => {
  it('returns the discover list whether it comes as an array or inside data', async () => {
    const { api } = clientWith();
    const wrapped = await api.browse();
    server.use(handlers.browse.asArray);
    const bare = await api.browse();

    expect(wrapped.length).toBeGreaterThan(0);
    expect(bare).toEqual(wrapped);
  });

  it('turns message content that is an object into its JSON text', async () => {
    const { api } = clientWith();
    const content = { text: 'Hi', mood: 'warm' };
    serve('get', '/messages/:userId/:characterId', {
      data: [{ _id: 'm1', type: 'ai', content, timestamp: '2025-09-20T18:00:00.000Z' }],
    });

    const [message] = await api.history(completeUser._id, ava._id);

    expect(message?.content).toBe(JSON.stringify(content));
    expect(JSON.parse(message?.content ?? '')).toEqual(content);
  });

  it("reads a conversation's picture from avatar when profileImageUrl is missing", async () => {
    const { api } = clientWith();
    serve('get', '/messages/:userId', {
      data: [
        {
          _id: noor._id,
          name: noor.name,
          avatar: noor.profileImageUrl,
          lastInteraction: '2025-09-21T08:12:00.000Z',
          lastMessage: { content: { text: 'Morning' } },
        },
      ],
    });

    const [conversation] = await api.conversations(completeUser._id);

    expect(conversation).toEqual({
      _id: noor._id,
      name: noor.name,
      profileImageUrl: noor.profileImageUrl,
      lastInteraction: '2025-09-21T08:12:00.000Z',
      lastMessage: { content: '{"text":"Morning"}' },
    });
  });

  it('returns the inner lists and records the endpoints wrap them in', async () => {
    const { api } = clientWith();

    await expect(api.me()).resolves.toEqual(completeUser);
    await expect(api.character(ava._id)).resolves.toEqual(ava);
    await expect(api.interactions({ type: 'like' })).resolves.toSatisfy((items: { type: string }[]) =>
      items.every((item) => item.type === 'like'),
    );
    await expect(api.history(completeUser._id, ava._id, { limit: 3 })).resolves.toEqual(history.slice(0, 3));
  });

  it('returns the tokens of an OTP verification only when both are text', async () => {
    const { api } = clientWith({});
    const body = { email: 'sam@example.com', otp: '123456' };

    await expect(api.verifyOtp(body)).resolves.toBeNull();
    server.use(handlers.verifyOtp.signedIn);
    await expect(api.verifyOtp(body)).resolves.toEqual(tokens);
    serve('post', '/auth/otp/verify', { accessToken: tokens.accessToken, refreshToken: 42 });
    await expect(api.verifyOtp(body)).resolves.toBeNull();
  });

  it('refuses a login answer without both tokens, naming the call', async () => {
    const { api } = clientWith({});
    serve('post', '/auth/login', { accessToken: tokens.accessToken });

    const error = await api.login({ email: 'sam@example.com', password: 'secret1' }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect((error as Error).message).toContain('POST /auth/login');
  });

  it('logs out by posting the refresh token', async () => {
    const { api } = clientWith();
    let sent: unknown;
    server.use(
      http.post('*/api/auth/logout', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'Logged out' });
      }),
    );

    await api.logout(tokens.refreshToken);

    expect(sent).toEqual({ refreshToken: tokens.refreshToken });
  });

  it("passes a like's relationship on, Blocked included", async () => {
    const { api } = clientWith();
    server.use(handlers.like.blocked);

    await expect(api.like(ava._id)).resolves.toMatchObject({ relationship: { type: 'Blocked' } });
  });
});
