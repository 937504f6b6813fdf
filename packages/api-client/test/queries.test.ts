import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  characterQueryOptions,
  charactersQueryOptions,
  createQueryClient,
  historyQueryOptions,
  interactionsQueryOptions,
  queryKeys,
} from '../src';
import { ava, characters, completeUser, history } from '../src/mocks';
import { clientWith, useMockServer } from './support';

const server = useMockServer();

/** Counts the requests reaching `path` while still answering with the default handlers. */
function countRequests(path: string) {
  const counter = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === `/api${path}`) counter.count += 1;
  });
  return counter;
}

describe('query options', () => {
  it('cache the characters under their page and limit, fresh for five minutes', async () => {
    const { api } = clientWith();
    const queryClient = createQueryClient();
    const requests = countRequests('/characters');

    await queryClient.fetchQuery(charactersQueryOptions(api));
    await queryClient.fetchQuery(charactersQueryOptions(api, { page: 1, limit: 20 }));

    expect(requests.count).toBe(1);
    expect(queryClient.getQueryData(queryKeys.characterList(1, 20))).toEqual(characters);
  });

  it('keep lists of different filters apart', async () => {
    const { api } = clientWith();
    const queryClient = createQueryClient();

    const liked = await queryClient.fetchQuery(interactionsQueryOptions(api, 'like'));
    const all = await queryClient.fetchQuery(interactionsQueryOptions(api));

    expect(liked.length).toBeLessThan(all.length);
    expect(queryClient.getQueryData(queryKeys.interactionList('like'))).toEqual(liked);
  });

  it('load one page of a conversation', async () => {
    const { api } = clientWith();

    const page = await createQueryClient().fetchQuery(
      historyQueryOptions(api, completeUser._id, ava._id, { page: 2, limit: 10 }),
    );

    expect(page).toEqual(history.slice(10, 20));
  });

  it('retry a failed server but not a refused request', async () => {
    const { api } = clientWith();
    const queryClient = createQueryClient();
    // Immediate retries keep the test fast; the retry policy itself is the one under test.
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 } });
    const attempts: Record<string, number> = {};
    server.use(
      http.get('*/api/characters/:id', ({ params }) => {
        const id = String(params.id);
        attempts[id] = (attempts[id] ?? 0) + 1;
        if (id === ava._id && attempts[id] === 1) return HttpResponse.json({ message: 'Try again' }, { status: 503 });
        if (id === ava._id) return HttpResponse.json({ data: ava });
        return HttpResponse.json({ message: 'Character not found' }, { status: 404 });
      }),
    );

    await expect(queryClient.fetchQuery(characterQueryOptions(api, ava._id))).resolves.toEqual(ava);
    await expect(queryClient.fetchQuery(characterQueryOptions(api, 'nobody'))).rejects.toThrow();
    expect(attempts).toEqual({ [ava._id]: 2, nobody: 1 });
  });
});
