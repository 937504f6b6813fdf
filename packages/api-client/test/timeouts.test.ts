import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createApiClient, defaultTimeouts, errorMessage, TIMEOUT_MESSAGE } from '../src';
import { ava, chatReply, completeUser, createMemoryStorage, tokens } from '../src/mocks';
import { BASE_URL, useMockServer } from './support';

const server = useMockServer();

/** A client whose calls give up after 50 ms, and the chat send after 400 ms. */
const impatientClient = () =>
  createApiClient({
    baseURL: BASE_URL,
    storage: createMemoryStorage(tokens),
    timeouts: { request: 50, reply: 400 },
  });

/** The server answers every call, but only after `ms`. */
function answerAfter(ms: number) {
  server.use(
    http.all('*/api/*', async () => {
      await delay(ms);
      return HttpResponse.json({ aiResponse: chatReply, data: [] });
    }),
  );
}

describe('request timeouts', () => {
  it('fails a call the server never answers, with a message a screen can show', async () => {
    server.use(http.get('*/api/characters', () => delay('infinite')));
    const { api } = impatientClient();

    const failure = await api.characters().catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(Error);
    expect(errorMessage(failure, 'fallback')).toBe(TIMEOUT_MESSAGE);
  });

  it('gives the chat send longer than other calls, since it waits for the reply', async () => {
    answerAfter(150);
    const { api } = impatientClient();

    await expect(api.characters()).rejects.toThrow(TIMEOUT_MESSAGE);
    await expect(api.chat(completeUser._id, ava._id, 'Hello')).resolves.toBeDefined();
  });

  it('fails a chat send the server never answers too', async () => {
    server.use(http.post('*/api/chat/:userId/:characterId', () => delay('infinite')));
    const { api } = impatientClient();

    await expect(api.chat(completeUser._id, ava._id, 'Hello')).rejects.toThrow(TIMEOUT_MESSAGE);
  });

  it('waits 15 s for ordinary calls and outlasts the server’s 60 s reply deadline for the chat send', () => {
    expect(defaultTimeouts.request).toBe(15_000);
    expect(defaultTimeouts.reply).toBeGreaterThan(60_000);
    const { http: instance } = createApiClient({ baseURL: BASE_URL, storage: createMemoryStorage() });
    expect(instance.defaults.timeout).toBe(defaultTimeouts.request);
  });
});
