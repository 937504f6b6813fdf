import {
  browseResponse,
  DISCOVER_PAGE_SIZE,
  type InteractionType,
  interactionsResponse,
  likeResponse,
  meResponse,
} from '@kindred/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { characterIdsByInteraction, chatAccess } from '../../src/plugins/app/interactions/repository';
import { seedCharacters } from '../../src/seed/characters';
import { describeEachDatabase } from '../helpers/app';
import { bearer, injectOk, signUpUser, type TestUser } from '../helpers/users';

const slugs = seedCharacters.map((seed) => seed.slug);
const [first, second, third, fourth] = slugs as [string, string, string, string];
const ageRangeOf = (slug: string) => {
  const seed = seedCharacters.find((character) => character.slug === slug);
  if (!seed) throw new Error(`No seeded character ${slug}`);
  return { min: seed.ageRangeMin, max: seed.ageRangeMax };
};
/** A character that matches only users of 35 and over. */
const OLDER_ONLY = 'kwame-mensah';

/** The calls of one signed-in user, each expecting a 200 and checking the answer against the contract. */
function clientOf(app: FastifyInstance, user: TestUser) {
  const headers = bearer(user.accessToken);
  const get = (url: string) => injectOk(app, { url, headers });
  const post = (url: string) => injectOk(app, { method: 'POST', url, headers });
  const like = async (id: string) => likeResponse.strict().parse(await post(`/api/interactions/${id}/like`));
  const dislike = (id: string) => post(`/api/interactions/${id}/dislike`);
  return {
    like,
    dislike,
    act: (type: InteractionType, id: string) => (type === 'like' ? like(id) : dislike(id)),
    browse: async (query = '') =>
      browseResponse
        .strict()
        .parse(await get(`/api/interactions/browse${query}`))
        .data.map((item) => item.id),
    list: async (query = '') => interactionsResponse.parse(await get(`/api/interactions${query}`)).data.data,
    me: async () => meResponse.parse(await get('/api/users/me')).user,
  };
}

describeEachDatabase('interactions', (getApp) => {
  const signUp = async (options?: Parameters<typeof signUpUser>[1]) => {
    const user = await signUpUser(getApp(), options);
    return { user, ...clientOf(getApp(), user) };
  };
  /** Likes and dislikes in turn, as a user swiping through a deck would. */
  const actOnAll = async (client: Awaited<ReturnType<typeof signUp>>, ids: string[]) => {
    for (const [index, id] of ids.entries()) await client.act(index % 2 === 0 ? 'like' : 'dislike', id);
  };

  describe('access', () => {
    const calls = [
      ['GET', '/api/interactions/browse'],
      ['GET', '/api/interactions'],
      ['POST', `/api/interactions/${first}/like`],
      ['POST', `/api/interactions/${first}/dislike`],
    ] as const;

    it.each(calls)('%s %s answers 401 without a token', async (method, url) => {
      const response = await getApp().inject({ method, url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: expect.any(String) });
    });

    it.each(calls)('%s %s answers 403 until the profile is complete, and records nothing', async (method, url) => {
      const incomplete = await signUpUser(getApp(), { profileComplete: false });
      const response = await getApp().inject({ method, url, headers: bearer(incomplete.accessToken) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Complete your profile first' });
      expect(await characterIdsByInteraction(getApp().database.db, incomplete.id)).toEqual({
        likes: [],
        dislikes: [],
        matches: [],
        blocked: [],
      });
    });

    it.each([
      '/api/interactions/browse?limit=0',
      '/api/interactions/browse?limit=101',
      '/api/interactions/browse?page=0',
      '/api/interactions/browse?page=two',
      '/api/interactions?type=love',
      '/api/interactions?limit=0',
      '/api/interactions?page=-1',
    ])('GET %s answers 400 with a message', async (url) => {
      const { user } = await signUp();
      const response = await getApp().inject({ url, headers: bearer(user.accessToken) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: expect.any(String) });
    });
  });

  describe('GET /api/interactions/browse', () => {
    it('answers the first characters in their stable order, 10 by default', async () => {
      const client = await signUp();
      expect(await client.browse()).toEqual(slugs.slice(0, DISCOVER_PAGE_SIZE));
      expect(await client.browse('?limit=3')).toEqual(slugs.slice(0, 3));
    });

    it('walks every character once, page by page, and then answers an empty page', async () => {
      const client = await signUp();
      const limit = 7;
      const seen: string[] = [];
      for (let page = 1; page <= Math.ceil(slugs.length / limit); page++) {
        seen.push(...(await client.browse(`?page=${page}&limit=${limit}`)));
      }
      expect(seen).toEqual(slugs);
      expect(await client.browse(`?page=${Math.ceil(slugs.length / limit) + 1}&limit=${limit}`)).toEqual([]);
    });

    it('leaves out the characters the user liked or disliked', async () => {
      const client = await signUp();
      await client.like(first);
      await client.dislike(third);
      expect(await client.browse('?limit=3')).toEqual([second, fourth, slugs[4]]);
    });

    it('gives the next unseen characters to a client that acted on the whole page before asking for the next', async () => {
      const client = await signUp();
      const deck: string[] = [];
      for (let page = 1; ; page++) {
        const cards = await client.browse(`?page=${page}&limit=${DISCOVER_PAGE_SIZE}`);
        deck.push(...cards);
        await actOnAll(client, cards);
        if (cards.length < DISCOVER_PAGE_SIZE) break;
      }
      expect(deck).toEqual(slugs);
      expect(await client.browse()).toEqual([]);
    });

    it('neither repeats nor skips when the client passed over some cards without acting on them', async () => {
      const client = await signUp();
      const page1 = await client.browse();
      const passedOver = [page1[1], page1[4], page1[9]];
      await actOnAll(
        client,
        page1.filter((id) => !passedOver.includes(id)),
      );
      expect(await client.browse('?page=2')).toEqual(slugs.slice(DISCOVER_PAGE_SIZE, 2 * DISCOVER_PAGE_SIZE));
    });

    it('starts again from the first unseen character when page 1 is fetched again', async () => {
      const client = await signUp();
      await actOnAll(client, await client.browse());
      const unseen = slugs.slice(DISCOVER_PAGE_SIZE);
      expect(await client.browse()).toEqual(unseen.slice(0, DISCOVER_PAGE_SIZE));
      expect(await client.browse('?page=2')).toEqual(unseen.slice(DISCOVER_PAGE_SIZE, 2 * DISCOVER_PAGE_SIZE));
    });

    it('counts a later page over the characters unseen now when page 1 was never fetched', async () => {
      const client = await signUp();
      await actOnAll(client, slugs.slice(0, 2));
      expect(await client.browse('?page=2&limit=3')).toEqual(slugs.slice(5, 8));
    });
  });

  describe('POST /api/interactions/:id/like', () => {
    it('answers Matched when the user is within the character age range', async () => {
      const client = await signUp({ age: 30 });
      expect(ageRangeOf(first)).toEqual({ min: 18, max: 99 });
      expect(await client.like(first)).toEqual({ message: 'Liked', relationship: { type: 'Matched' } });
      expect(await chatAccess(getApp().database.db, client.user.id, first)).toBe('open');
    });

    it('answers Blocked when the user is outside the character age range, and still records the like', async () => {
      expect(ageRangeOf(OLDER_ONLY)).toEqual({ min: 35, max: 99 });
      const young = await signUp({ age: 19 });
      expect(await young.like(OLDER_ONLY)).toEqual({ message: 'Liked', relationship: { type: 'Blocked' } });
      expect(await young.me()).toMatchObject({ likes: [OLDER_ONLY], dislikes: [], matches: [], blocked: [OLDER_ONLY] });
      expect(await chatAccess(getApp().database.db, young.user.id, OLDER_ONLY)).toBe('blocked');

      const oldEnough = await signUp({ age: 35 });
      expect((await oldEnough.like(OLDER_ONLY)).relationship).toEqual({ type: 'Matched' });
    });

    it('changes nothing when liked again', async () => {
      const client = await signUp({ age: 19 });
      const firstAnswer = await client.like(OLDER_ONLY);
      const listed = await client.list();
      expect(await client.like(OLDER_ONLY)).toEqual(firstAnswer);
      expect(await client.list()).toEqual(listed);
    });

    it('records one like when the same like arrives twice at once', async () => {
      const { user, list } = await signUp();
      const like = () =>
        getApp().inject({ method: 'POST', url: `/api/interactions/${first}/like`, headers: bearer(user.accessToken) });
      const answers = await Promise.all([like(), like(), like()]);
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toEqual({ message: 'Liked', relationship: { type: 'Matched' } });
      }
      expect((await list()).map((item) => item.character.id)).toEqual([first]);
    });

    it('replaces an earlier dislike', async () => {
      const client = await signUp();
      await client.dislike(first);
      expect(await client.like(first)).toEqual({ message: 'Liked', relationship: { type: 'Matched' } });
      expect((await client.list()).map(({ character, type }) => [character.id, type])).toEqual([[first, 'like']]);
      expect(await client.me()).toMatchObject({ likes: [first], dislikes: [], matches: [first] });
    });

    it('answers 404 for an unknown character and records nothing', async () => {
      const client = await signUp();
      const response = await getApp().inject({
        method: 'POST',
        url: '/api/interactions/nobody-here/like',
        headers: bearer(client.user.accessToken),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Character not found' });
      expect(await client.list()).toEqual([]);
    });
  });

  describe('POST /api/interactions/:id/dislike', () => {
    it('records the rejection, once however often it is sent', async () => {
      const client = await signUp();
      expect(await client.dislike(first)).toEqual({ message: 'Disliked' });
      const listed = await client.list();
      expect(await client.dislike(first)).toEqual({ message: 'Disliked' });
      expect(await client.list()).toEqual(listed);
      expect(listed.map(({ character, type }) => [character.id, type])).toEqual([[first, 'dislike']]);
    });

    it('replaces an earlier like and its match', async () => {
      const client = await signUp();
      await client.like(first);
      await client.dislike(first);
      expect(await chatAccess(getApp().database.db, client.user.id, first)).toBe('notLiked');
      expect(await client.me()).toMatchObject({ likes: [], dislikes: [first], matches: [] });
      expect(await client.browse('?limit=1')).toEqual([second]);
    });

    it('answers 404 for an unknown character', async () => {
      const client = await signUp();
      const response = await getApp().inject({
        method: 'POST',
        url: '/api/interactions/nobody-here/dislike',
        headers: bearer(client.user.accessToken),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Character not found' });
    });
  });

  describe('GET /api/interactions', () => {
    it('answers the characters the user acted on, the most recent first, as data.data', async () => {
      const client = await signUp();
      await client.like(first);
      await client.dislike(second);
      await client.like(third);
      const response = await getApp().inject({ url: '/api/interactions', headers: bearer(client.user.accessToken) });
      const items = interactionsResponse.strict().parse(response.json()).data.data;
      expect(items.map(({ character, type }) => [character.id, type])).toEqual([
        [third, 'like'],
        [second, 'dislike'],
        [first, 'like'],
      ]);
      const [newest] = items;
      expect(newest?.character).toMatchObject({ _id: third, id: third, name: seedCharacters[2]?.name });
      const times = items.map((item) => Date.parse(item.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('filters by type and pages', async () => {
      const client = await signUp();
      await actOnAll(client, slugs.slice(0, 6));
      const ids = async (query: string) => (await client.list(query)).map((item) => item.character.id);
      expect(await ids('?type=like')).toEqual([slugs[4], slugs[2], slugs[0]]);
      expect(await ids('?type=dislike')).toEqual([slugs[5], slugs[3], slugs[1]]);
      expect(await ids('?limit=2&page=2')).toEqual([slugs[3], slugs[2]]);
      expect(await ids('?type=like&limit=2&page=2')).toEqual([slugs[0]]);
    });
  });

  describe('GET /api/users/me', () => {
    it('lists the liked, disliked and matched character ids', async () => {
      const client = await signUp({ age: 19 });
      await client.like(first);
      await client.like(OLDER_ONLY);
      await client.dislike(second);
      const user = await client.me();
      expect(new Set(user.likes)).toEqual(new Set([first, OLDER_ONLY]));
      expect(user.dislikes).toEqual([second]);
      expect(user.matches).toEqual([first]);
    });
  });

  describe('isolation between users', () => {
    it("never shows or changes another user's interactions", async () => {
      const alice = await signUp();
      const bob = await signUp();
      await alice.like(first);
      await alice.dislike(second);

      expect(await bob.list()).toEqual([]);
      expect(await bob.me()).toMatchObject({ likes: [], dislikes: [], matches: [] });
      expect(await bob.browse('?limit=2')).toEqual([first, second]);

      await bob.like(second);
      await bob.dislike(first);
      expect((await alice.list()).map(({ character, type }) => [character.id, type])).toEqual([
        [second, 'dislike'],
        [first, 'like'],
      ]);
      expect(await alice.me()).toMatchObject({ likes: [first], dislikes: [second], matches: [first] });
      expect(await chatAccess(getApp().database.db, alice.user.id, second)).toBe('notLiked');
      expect(await chatAccess(getApp().database.db, bob.user.id, second)).toBe('open');
    });

    it("keeps each user's discovery pages apart", async () => {
      const alice = await signUp();
      const bob = await signUp();
      await actOnAll(alice, await alice.browse());
      // Bob starts and acts on his own deck in between.
      await actOnAll(bob, await bob.browse('?limit=15'));
      expect(await bob.browse()).toEqual(slugs.slice(15, 15 + DISCOVER_PAGE_SIZE));
      expect(await alice.browse('?page=2')).toEqual(slugs.slice(DISCOVER_PAGE_SIZE, 2 * DISCOVER_PAGE_SIZE));
    });
  });
});
