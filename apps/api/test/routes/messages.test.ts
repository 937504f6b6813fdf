import {
  CHAT_HISTORY_PAGE_SIZE,
  CHAT_POLL_PAGE_SIZE,
  CONVERSATION_LIST_PAGE_SIZE,
  conversationsResponse,
  historyResponse,
  pathOf,
} from '@kindred/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companionships, interactions } from '../../src/db/schema';
import { imageUrl } from '../../src/paths';
import { scopes } from '../../src/plugins/app/read-cache/read-cache';
import { describeEachDatabase } from '../helpers/app';
import {
  characterIds,
  characterIdsFor,
  characterName,
  chat,
  likeCharacter,
  ScriptedModel,
  signUpChatter,
} from '../helpers/chat';
import { bearer, type TestUser, testProfile } from '../helpers/users';

const [first = '', second = '', third = ''] = characterIds;

describeEachDatabase(
  'messages',
  (getApp) => {
    const chatter = (...liked: string[]) => signUpChatter(getApp(), ...liked);

    const get = (user: TestUser, url: string, as = user) =>
      getApp().inject({ url: `/api${url}`, headers: bearer(as.accessToken) });

    async function conversations(user: TestUser, query = '') {
      const response = await get(user, `${pathOf('conversations', { userId: user.id })}${query}`);
      expect(response.statusCode).toBe(200);
      return conversationsResponse.parse(response.json()).data;
    }

    async function dislike(user: TestUser, characterId: string) {
      const response = await getApp().inject({
        method: 'POST',
        url: `/api${pathOf('dislike', { id: characterId })}`,
        headers: bearer(user.accessToken),
      });
      expect(response.statusCode).toBe(200);
    }

    async function history(user: TestUser, characterId: string, query = '') {
      const response = await get(user, `${pathOf('history', { userId: user.id, characterId })}${query}`);
      expect(response.statusCode).toBe(200);
      return historyResponse.parse(response.json()).data;
    }

    describe('GET /api/messages/:userId/:characterId', () => {
      let user: TestUser;
      const exchanges = 30;
      beforeAll(async () => {
        user = await chatter(first);
        for (let turn = 1; turn <= exchanges; turn++) await chat(getApp(), user, first, `Message ${turn}`);
      });

      it(`answers the latest ${CHAT_HISTORY_PAGE_SIZE} messages by default, newest first`, async () => {
        const page = await history(user, first);
        expect(page).toHaveLength(CHAT_HISTORY_PAGE_SIZE);
        expect(page.slice(0, 4).map(({ type, content }) => ({ type, content }))).toEqual([
          { type: 'ai', content: `Reply to: Message ${exchanges}` },
          { type: 'human', content: `Message ${exchanges}` },
          { type: 'ai', content: `Reply to: Message ${exchanges - 1}` },
          { type: 'human', content: `Message ${exchanges - 1}` },
        ]);
        const times = page.map((message) => Date.parse(message.timestamp));
        expect(times).toEqual([...times].sort((a, b) => b - a));
        expect(new Set(times).size).toBe(times.length);
      });

      it('walks the whole conversation page by page, each message once', async () => {
        const pages = [1, 2].map((page) => history(user, first, `?page=${page}&limit=${CHAT_HISTORY_PAGE_SIZE}`));
        const [newest = [], oldest = []] = await Promise.all(pages);
        expect(oldest).toHaveLength(exchanges * 2 - CHAT_HISTORY_PAGE_SIZE);
        expect(oldest.at(-1)).toMatchObject({ type: 'human', content: 'Message 1' });
        const ids = [...newest, ...oldest].map((message) => message._id);
        expect(new Set(ids).size).toBe(exchanges * 2);
        expect(await history(user, first, '?page=3')).toEqual([]);
      });

      it(`answers the ${CHAT_POLL_PAGE_SIZE} latest to a poll`, async () => {
        const all = await history(user, first);
        expect(await history(user, first, `?limit=${CHAT_POLL_PAGE_SIZE}`)).toEqual(all.slice(0, CHAT_POLL_PAGE_SIZE));
      });

      it('answers an empty list for a character the user has not written to', async () => {
        expect(await history(user, second)).toEqual([]);
      });

      it.each(['page=0', 'limit=0', 'limit=101', 'page=abc'])('answers ?%s with 400 and a message', async (query) => {
        const response = await get(user, `${pathOf('history', { userId: user.id, characterId: first })}?${query}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: expect.any(String) });
      });
    });

    describe('GET /api/messages/:userId', () => {
      it('lists every match at once, newest first, with an empty last message until the first one', async () => {
        const user = await chatter(first, second, third);
        const listed = await conversations(user);
        expect(listed.map((conversation) => conversation._id)).toEqual([third, second, first]);
        expect(listed[0]).toEqual({
          _id: third,
          name: characterName(third),
          profileImageUrl: imageUrl(`characters/${third}/portrait.svg`),
          lastInteraction: expect.any(String),
          lastMessage: { content: '' },
          affinity: { level: 1, name: 'stranger', score: 0 },
        });
        const times = listed.map((conversation) => Date.parse(conversation.lastInteraction));
        expect(times).toEqual([...times].sort((a, b) => b - a));
      });

      it('moves a conversation to the top with its last message, and a newer match above it', async () => {
        const user = await chatter(first, second, third);
        await chat(getApp(), user, first, 'Hello first');
        await chat(getApp(), user, second, 'Hello second');
        const [newest, older, match] = await conversations(user);
        expect(newest).toEqual({
          _id: second,
          name: characterName(second),
          profileImageUrl: imageUrl(`characters/${second}/portrait.svg`),
          lastInteraction: (await history(user, second))[0]?.timestamp,
          lastMessage: { content: 'Reply to: Hello second' },
          affinity: { level: 1, name: 'stranger', score: expect.any(Number) },
        });
        expect(older).toMatchObject({ _id: first, lastMessage: { content: 'Reply to: Hello first' } });
        expect(match).toMatchObject({ _id: third, lastMessage: { content: '' } });

        await chat(getApp(), user, first, 'Back to you');
        const [fourth = ''] = characterIdsFor(testProfile.age).filter((id) => ![first, second, third].includes(id));
        await likeCharacter(getApp(), user, fourth);
        expect((await conversations(user)).map((conversation) => conversation._id)).toEqual([
          fourth,
          first,
          second,
          third,
        ]);
      });

      it('lists neither a character the user disliked, even after talking, nor one that blocked the user', async () => {
        const [blocking = ''] = characterIds.filter((id) => !characterIdsFor(testProfile.age).includes(id));
        const user = await chatter(first, second, blocking);
        await chat(getApp(), user, first, 'Hello first');
        await dislike(user, first);

        expect((await conversations(user)).map((conversation) => conversation._id)).toEqual([second]);
      });

      it(`answers pages of ${CONVERSATION_LIST_PAGE_SIZE} by default`, async () => {
        // Characters that match the user: the others never chat with them.
        const ids = characterIdsFor(testProfile.age).slice(0, CONVERSATION_LIST_PAGE_SIZE + 2);
        const user = await chatter(...ids);
        for (const id of ids) await chat(getApp(), user, id, 'Hi');
        const newestFirst = [...ids].reverse();

        expect((await conversations(user)).map((item) => item._id)).toEqual(
          newestFirst.slice(0, CONVERSATION_LIST_PAGE_SIZE),
        );
        expect((await conversations(user, '?page=2')).map((item) => item._id)).toEqual(
          newestFirst.slice(CONVERSATION_LIST_PAGE_SIZE),
        );
        expect((await conversations(user, '?page=2&limit=3')).map((item) => item._id)).toEqual(newestFirst.slice(3, 6));
      });

      it('pages matches and conversations of the same moment each once, in the same order every time', async () => {
        const ids = characterIdsFor(testProfile.age).slice(0, 6);
        const user = await chatter(...ids);
        for (const id of ids.slice(0, 3)) await chat(getApp(), user, id, 'Hi');
        // Every match made, and every last message sent, at the same instant.
        const { db } = getApp().database;
        const instant = new Date('2026-01-01T12:00:00.000Z');
        await db.update(interactions).set({ updatedAt: instant }).where(eq(interactions.userId, user.id));
        await db.update(companionships).set({ lastMessageAt: instant }).where(eq(companionships.userId, user.id));
        getApp().readCache.forget(scopes.user(user.id));

        const walk = async () => {
          const pages = await Promise.all(ids.map((_, index) => conversations(user, `?page=${index + 1}&limit=1`)));
          return pages.flat().map((conversation) => conversation._id);
        };
        const walked = await walk();
        expect(walked).toEqual([...ids].sort());
        expect(await walk()).toEqual(walked);
        expect((await conversations(user, '?limit=4')).map((conversation) => conversation._id)).toEqual(
          walked.slice(0, 4),
        );
      });

      it('shows a new match in a list read just before the like', async () => {
        const user = await chatter(first);
        expect((await conversations(user)).map((conversation) => conversation._id)).toEqual([first]);
        await likeCharacter(getApp(), user, second);
        expect((await conversations(user)).map((conversation) => conversation._id)).toEqual([second, first]);
        await dislike(user, second);
        expect((await conversations(user)).map((conversation) => conversation._id)).toEqual([first]);
      });

      it.each(['page=0', 'limit=0', 'limit=101', 'page=abc'])('answers ?%s with 400 and a message', async (query) => {
        const user = await chatter(first);
        const response = await get(user, `${pathOf('conversations', { userId: user.id })}?${query}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: expect.any(String) });
      });
    });

    describe('isolation', () => {
      it("never shows one user's conversation to another", async () => {
        const alice = await chatter(first);
        const bob = await chatter(first);
        await chat(getApp(), alice, first, 'A secret for you');

        for (const url of [
          pathOf('conversations', { userId: alice.id }),
          pathOf('history', { userId: alice.id, characterId: first }),
        ]) {
          const response = await get(alice, url, bob);
          expect(response.statusCode).toBe(403);
          expect(response.json()).toEqual({ message: 'You can only read and send your own messages' });
        }
        expect((await conversations(bob)).map((conversation) => conversation.lastMessage)).toEqual([{ content: '' }]);
        expect(await history(bob, first)).toEqual([]);
        expect(await history(alice, first)).toHaveLength(2);
      });
    });
  },
  { overrides: { companionModel: new ScriptedModel() } },
);
