import {
  accountExport,
  EVENT_STREAM_TYPE,
  historyResponse,
  MEMORY_CONTENT_MAX_LENGTH,
  type MemoryRecord,
  memoriesResponse,
  memoryResponse,
  memoryValidationMessages,
  pathOf,
  STREAM_EVENT,
} from '@kindred/contract';
import { createParser } from 'eventsource-parser';
import { describe, expect, it } from 'vitest';
import { extractFactsByRules, type ReplyInput, type ReplyOutput } from '../../src/companion';
import { describeEachDatabase } from '../helpers/app';
import { characterIdsFor, chat, Gate, likeCharacter, ScriptedModel, signUpChatter } from '../helpers/chat';
import { bearer, injectOk, signUpUser, type TestUser, testProfile, updateProfile } from '../helpers/users';

// Characters that talk with the test profile's age; the offline engine answers and learns.
const [first = '', second = ''] = characterIdsFor(testProfile.age);

const NOT_YOURS = { message: 'You can only read and send your own messages' };
const NOT_LIKED = { message: 'You can only chat with characters you like' };
const BLOCKED = {
  message: 'This character is not available to chat with you, because your age is outside the ages they talk with.',
};
const NO_CHARACTER = { message: 'Character not found' };
const NO_MEMORY = { message: 'This memory does not exist.' };
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const FAMILY = '👨‍👩‍👧';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describeEachDatabase('memories', (getApp) => {
  const chatter = (...liked: string[]) => signUpChatter(getApp(), ...liked);

  const memoryUrl = (user: TestUser, characterId: string, memoryId?: string) =>
    `/api${
      memoryId === undefined
        ? pathOf('memories', { userId: user.id, characterId })
        : pathOf('updateMemory', { userId: user.id, characterId, memoryId })
    }`;

  /** A call to the Memory endpoints of `user`'s conversation with `characterId`, as `as` (the user by default). */
  const call = (
    method: Method,
    user: TestUser,
    characterId: string,
    { memoryId, payload, as = user }: { memoryId?: string; payload?: object; as?: TestUser } = {},
  ) =>
    getApp().inject({
      method,
      url: memoryUrl(user, characterId, memoryId),
      headers: bearer(as.accessToken),
      ...(payload && { payload }),
    });

  async function memoriesOf(user: TestUser, characterId: string): Promise<MemoryRecord[]> {
    const response = await call('GET', user, characterId);
    expect(response.statusCode).toBe(200);
    return memoriesResponse.parse(response.json()).data;
  }

  async function addNote(user: TestUser, characterId: string, payload: { content: string; pinned?: boolean }) {
    const response = await call('POST', user, characterId, { payload });
    expect(response.statusCode).toBe(200);
    return memoryResponse.parse(response.json()).data;
  }

  async function update(user: TestUser, characterId: string, memoryId: string, payload: object) {
    const response = await call('PATCH', user, characterId, { memoryId, payload });
    expect(response.statusCode).toBe(200);
    return memoryResponse.parse(response.json()).data;
  }

  async function historyOf(user: TestUser, characterId: string) {
    const url = `/api${pathOf('history', { userId: user.id, characterId })}`;
    return historyResponse.parse(await injectOk(getApp(), { url, headers: bearer(user.accessToken) })).data;
  }

  /** The one memory `message`, sent to `characterId`, taught: a new user's first. */
  async function learnedFrom(user: TestUser, characterId: string, message: string) {
    await chat(getApp(), user, characterId, message);
    const [memory] = await memoriesOf(user, characterId);
    if (!memory) throw new Error(`Nothing was learned from "${message}"`);
    return memory;
  }

  const dislike = (user: TestUser, characterId: string) =>
    injectOk(getApp(), {
      method: 'POST',
      url: `/api${pathOf('dislike', { id: characterId })}`,
      headers: bearer(user.accessToken),
    });

  describe('reading', () => {
    it('lists what the character learned, newest first, each with the message it came from', async () => {
      const user = await chatter(first);
      await chat(getApp(), user, first, 'I live in Lyon');
      await chat(getApp(), user, first, 'I have a dog named Biscuit');
      const [, dogMessage, , homeMessage] = await historyOf(user, first);

      const listed = await memoriesOf(user, first);
      const learned = { _id: expect.any(String), kind: 'fact', pinned: false, source: 'learned' };
      expect(listed).toEqual([
        {
          ...learned,
          content: 'Your dog is called Biscuit',
          sourceMessageId: dogMessage?._id,
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
          lastUsedAt: null,
        },
        {
          ...learned,
          content: 'You live in Lyon',
          sourceMessageId: homeMessage?._id,
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
          // The second reply was written with it.
          lastUsedAt: expect.any(String),
        },
      ]);
      expect(Date.parse(listed[0]?.createdAt ?? '')).toBeGreaterThan(Date.parse(listed[1]?.createdAt ?? ''));
    });

    it('keeps only the newer of two facts that disagree, though the older one was used for the reply that replaced it', async () => {
      const user = await chatter(first);
      await chat(getApp(), user, first, 'I live in Lyon');
      await chat(getApp(), user, first, 'I live in Marseille now');
      const [, movedMessage] = await historyOf(user, first);

      expect(await memoriesOf(user, first)).toEqual([
        {
          _id: expect.any(String),
          kind: 'fact',
          pinned: false,
          source: 'learned',
          content: 'You live in Marseille',
          sourceMessageId: movedMessage?._id,
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
          lastUsedAt: null,
        },
      ]);
    });

    it('answers an empty list before anything is remembered, and for a character the user has not liked', async () => {
      const user = await chatter(first);
      expect(await memoriesOf(user, first)).toEqual([]);
      expect(await memoriesOf(user, second)).toEqual([]);
    });
  });

  describe('notes', () => {
    it("stores a note in the user's words, trimmed, unpinned unless asked, and lists it first", async () => {
      const user = await chatter(first);
      await chat(getApp(), user, first, 'I live in Lyon');

      const note = await addNote(user, first, { content: '  Call me Robbie, never Robert.\n' });
      expect(note).toEqual({
        _id: expect.any(String),
        kind: 'note',
        content: 'Call me Robbie, never Robert.',
        pinned: false,
        source: 'user',
        sourceMessageId: null,
        createdAt: expect.any(String),
        updatedAt: note.createdAt,
        lastUsedAt: null,
      });
      const pinned = await addNote(user, first, { content: 'I am vegetarian', pinned: true });
      expect(pinned).toMatchObject({ kind: 'note', pinned: true, source: 'user' });

      expect((await memoriesOf(user, first)).map(({ _id }) => _id)).toEqual([pinned._id, note._id, expect.any(String)]);
    });

    it(`accepts ${MEMORY_CONTENT_MAX_LENGTH} characters as a reader counts them, each an emoji of several code points`, async () => {
      const user = await chatter(first);
      const content = FAMILY.repeat(MEMORY_CONTENT_MAX_LENGTH);
      expect(await addNote(user, first, { content })).toMatchObject({ content });
    });

    it.each([
      ['an empty note', { content: '' }, memoryValidationMessages.contentEmpty],
      [
        'a note of only invisible characters',
        { content: ' \u200B\u2060\uFEFF\n\u202E ' },
        memoryValidationMessages.contentEmpty,
      ],
      [
        `a note of ${MEMORY_CONTENT_MAX_LENGTH + 1} characters`,
        { content: 'a'.repeat(MEMORY_CONTENT_MAX_LENGTH + 1) },
        memoryValidationMessages.contentTooLong,
      ],
      [
        `a note of ${MEMORY_CONTENT_MAX_LENGTH + 1} emoji`,
        { content: FAMILY.repeat(MEMORY_CONTENT_MAX_LENGTH + 1) },
        memoryValidationMessages.contentTooLong,
      ],
      ['no content', { pinned: true }, expect.any(String)],
      ['a pin that is no boolean', { content: 'Call me Robbie', pinned: 'yes' }, expect.any(String)],
    ])('answers 400 with a message for %s, and stores nothing', async (_, payload, message) => {
      const user = await chatter(first);
      const response = await call('POST', user, first, { payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
      expect(await memoriesOf(user, first)).toEqual([]);
    });

    it('refuses a note for a character the user has not liked, or disliked since', async () => {
      const user = await chatter(first);
      for (const characterId of [second, first]) {
        if (characterId === first) await dislike(user, first);
        const response = await call('POST', user, characterId, { payload: { content: 'Call me Robbie' } });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(NOT_LIKED);
        expect(await memoriesOf(user, characterId)).toEqual([]);
      }
    });
  });

  describe('rewriting and pinning', () => {
    it('makes a learned fact the user rewrites a note of theirs, from the same message', async () => {
      const user = await chatter(first);
      const fact = await learnedFrom(user, first, 'I live in Lyon');

      const rewritten = await update(user, first, fact._id, { content: ' I moved to Porto in the spring ' });
      expect(rewritten).toEqual({
        ...fact,
        kind: 'note',
        content: 'I moved to Porto in the spring',
        source: 'user',
        updatedAt: expect.any(String),
      });
      expect(Date.parse(rewritten.updatedAt)).toBeGreaterThanOrEqual(Date.parse(fact.updatedAt));
      expect(await memoriesOf(user, first)).toEqual([rewritten]);
    });

    it('pins and unpins a learned fact, which stays learned', async () => {
      const user = await chatter(first);
      const fact = await learnedFrom(user, first, 'I have a dog named Biscuit');

      const pinned = await update(user, first, fact._id, { pinned: true });
      expect(pinned).toEqual({ ...fact, pinned: true, updatedAt: expect.any(String) });
      expect(await update(user, first, fact._id, { pinned: false })).toMatchObject({
        kind: 'fact',
        source: 'learned',
        pinned: false,
        content: 'Your dog is called Biscuit',
      });
    });

    it('keeps a fact learned when its text comes back as shown, with a pin', async () => {
      const user = await chatter(first);
      const fact = await learnedFrom(user, first, 'I live in Lyon');
      expect(await update(user, first, fact._id, { content: fact.content, pinned: true })).toEqual({
        ...fact,
        pinned: true,
        updatedAt: expect.any(String),
      });
    });

    it('rewrites and pins a note of the user', async () => {
      const user = await chatter(first);
      const note = await addNote(user, first, { content: 'Call me Robbie' });
      expect(await update(user, first, note._id, { content: 'Call me Rob', pinned: true })).toEqual({
        ...note,
        content: 'Call me Rob',
        pinned: true,
        updatedAt: expect.any(String),
      });
    });

    it.each([
      ['neither content nor pin', {}, memoryValidationMessages.nothingToChange],
      ['empty content', { content: '' }, memoryValidationMessages.contentEmpty],
      [
        'content of only invisible characters',
        { content: '\u200B \u2066\u2069' },
        memoryValidationMessages.contentEmpty,
      ],
      [
        `content of ${MEMORY_CONTENT_MAX_LENGTH + 1} characters`,
        { content: 'b'.repeat(MEMORY_CONTENT_MAX_LENGTH + 1) },
        memoryValidationMessages.contentTooLong,
      ],
      ['a pin that is no boolean', { pinned: 'true' }, expect.any(String)],
    ])('answers 400 with a message for %s, and changes nothing', async (_, payload, message) => {
      const user = await chatter(first);
      const note = await addNote(user, first, { content: 'Call me Robbie' });
      const response = await call('PATCH', user, first, { memoryId: note._id, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
      expect(await memoriesOf(user, first)).toEqual([note]);
    });

    it('answers 400 for a memory id that is no uuid, on rewriting and on deleting', async () => {
      const user = await chatter(first);
      for (const [method, payload] of [['PATCH', { pinned: true }], ['DELETE']] as const) {
        const response = await call(method, user, first, { memoryId: 'not-a-uuid', payload });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: 'Not a valid id' });
      }
    });

    it("answers 404 for an unknown memory, another user's, or one of another conversation, and changes none", async () => {
      const [user, other] = [await chatter(first, second), await chatter(first)];
      const mine = await addNote(user, second, { content: 'Call me Robbie' });
      const theirs = await addNote(other, first, { content: 'Call me Alex' });
      for (const memoryId of [NO_SUCH_ID, theirs._id, mine._id]) {
        const response = await call('PATCH', user, first, { memoryId, payload: { content: 'Mine now', pinned: true } });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(NO_MEMORY);
      }
      expect(await memoriesOf(other, first)).toEqual([theirs]);
      expect(await memoriesOf(user, second)).toEqual([mine]);
    });
  });

  describe('forgetting', () => {
    it('deletes a memory: 204, gone from the list, and a second delete answers 404', async () => {
      const user = await chatter(first);
      const fact = await learnedFrom(user, first, 'I live in Lyon');
      const note = await addNote(user, first, { content: 'Call me Robbie' });

      const removed = await call('DELETE', user, first, { memoryId: fact._id });
      expect(removed.statusCode).toBe(204);
      expect(removed.body).toBe('');
      expect(await memoriesOf(user, first)).toEqual([note]);

      const again = await call('DELETE', user, first, { memoryId: fact._id });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual(NO_MEMORY);
    });

    it("answers 404 for another user's memory and leaves it", async () => {
      const [user, other] = [await chatter(first), await chatter(first)];
      const theirs = await addNote(other, first, { content: 'Call me Alex' });
      const response = await call('DELETE', user, first, { memoryId: theirs._id });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NO_MEMORY);
      expect(await memoriesOf(other, first)).toEqual([theirs]);
    });
  });

  describe('access', () => {
    /** Every Memory endpoint for `memoryId` in `user`'s conversation with `characterId`. */
    const everyCall = (memoryId: string) =>
      [
        ['GET', {}],
        ['POST', { payload: { content: 'Call me Robbie' } }],
        ['PATCH', { memoryId, payload: { pinned: true } }],
        ['DELETE', { memoryId }],
      ] as const;

    it("answers 403 for another user's conversation on every endpoint, and changes nothing", async () => {
      const [owner, intruder] = [await chatter(first), await chatter(first)];
      const note = await addNote(owner, first, { content: 'Call me Robbie' });
      for (const [method, options] of everyCall(note._id)) {
        const response = await call(method, owner, first, { ...options, as: intruder });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(NOT_YOURS);
      }
      expect(await memoriesOf(owner, first)).toEqual([note]);
      expect(await memoriesOf(intruder, first)).toEqual([]);
    });

    it('answers 404 for an unknown character on every endpoint', async () => {
      const user = await chatter(first);
      const note = await addNote(user, first, { content: 'Call me Robbie' });
      for (const [method, options] of everyCall(note._id)) {
        const response = await call(method, user, 'nobody-here', options);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(NO_CHARACTER);
      }
      expect(await memoriesOf(user, first)).toEqual([note]);
    });

    it('answers 401 without a token and 403 until the profile is complete', async () => {
      const incomplete = await signUpUser(getApp(), { profileComplete: false });
      const anonymous = await getApp().inject({ url: memoryUrl(incomplete, first) });
      expect(anonymous.statusCode).toBe(401);
      const response = await call('GET', incomplete, first);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Complete your profile first' });
    });

    it('closes the memories of a character that blocked the user to reading and writing, but lets them be deleted', async () => {
      const user = await chatter(first);
      const fact = await learnedFrom(user, first, 'I live in Lyon');
      const note = await addNote(user, first, { content: 'Call me Robbie' });
      await updateProfile(getApp(), user, { age: 15 });

      for (const [method, options] of everyCall(note._id).filter(([method]) => method !== 'DELETE')) {
        const response = await call(method, user, first, options);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(BLOCKED);
      }
      for (const memoryId of [fact._id, note._id]) {
        expect((await call('DELETE', user, first, { memoryId })).statusCode).toBe(204);
      }
      await updateProfile(getApp(), user);
      expect(await memoriesOf(user, first)).toEqual([]);
    });

    it('lets the user read, pin and delete what a character they disliked remembers', async () => {
      const user = await chatter(first);
      const fact = await learnedFrom(user, first, 'I live in Lyon');
      const note = await addNote(user, first, { content: 'Call me Robbie' });
      await dislike(user, first);

      expect(await memoriesOf(user, first)).toEqual([note, fact]);
      expect(await update(user, first, fact._id, { pinned: true })).toMatchObject({ kind: 'fact', pinned: true });
      expect((await call('DELETE', user, first, { memoryId: note._id })).statusCode).toBe(204);
      expect(await memoriesOf(user, first)).toMatchObject([{ _id: fact._id, pinned: true }]);
    });
  });

  describe('learning from the conversation', () => {
    it('learns facts from what the user says, each from its message, and marks the replies that learned', async () => {
      const user = await chatter(first);
      await chat(getApp(), user, first, 'I live in Lyon');
      await chat(getApp(), user, first, 'How was your afternoon?');
      await chat(getApp(), user, first, 'My name is Robin');
      await chat(getApp(), user, first, 'I have a dog named Biscuit');

      const history = await historyOf(user, first);
      const learned = new Map((await memoriesOf(user, first)).map((memory) => [memory.content, memory]));
      const humanMessageOf = (content: string) => history.find((message) => message.content === content);
      for (const [message, memory] of [
        ['I live in Lyon', 'You live in Lyon'],
        ['My name is Robin', 'You go by Robin'],
        ['I have a dog named Biscuit', 'Your dog is called Biscuit'],
      ]) {
        expect(learned.get(memory ?? '')).toMatchObject({
          kind: 'fact',
          sourceMessageId: humanMessageOf(message ?? '')?._id,
        });
      }
      expect(learned.size).toBe(3);

      // Newest first: each reply follows its message.
      const replies = history.filter((message) => message.type === 'ai').reverse();
      expect(replies.map((reply) => reply.memoryUpdated)).toEqual([true, undefined, true, true]);
    });

    it("says that the reply learned something in the stream's final message", async () => {
      const user = await chatter(first);
      await chat(getApp(), user, first, 'Hello!');
      const response = await getApp().inject({
        method: 'POST',
        url: `/api${pathOf('chat', { userId: user.id, characterId: first })}`,
        headers: { ...bearer(user.accessToken), accept: EVENT_STREAM_TYPE },
        payload: { message: 'I live in Lyon' },
      });
      expect(response.statusCode).toBe(200);
      const events: Array<{ event: string | undefined; data: { message?: { _id: string; memoryUpdated?: boolean } } }> =
        [];
      createParser({ onEvent: ({ event, data }) => events.push({ event, data: JSON.parse(data) }) }).feed(
        response.body,
      );
      const [reply] = await historyOf(user, first);
      expect(events.at(-1)).toEqual({
        event: STREAM_EVENT.done,
        data: { message: expect.objectContaining({ _id: reply?._id, memoryUpdated: true }) },
      });
      expect(reply?.memoryUpdated).toBe(true);
    });

    it('forgets what a deleted message taught, but keeps what the user rewrote from it', async () => {
      const user = await chatter(first);
      await chat(getApp(), user, first, 'I live in Lyon');
      await chat(getApp(), user, first, 'I have a dog named Biscuit');
      const [dog, home] = await memoriesOf(user, first);
      const rewritten = await update(user, first, home?._id ?? '', { content: 'I live in Lyon, near the river' });
      const [, dogMessage, , homeMessage] = await historyOf(user, first);
      expect(dog).toMatchObject({ content: 'Your dog is called Biscuit', sourceMessageId: dogMessage?._id });
      expect(rewritten).toMatchObject({ kind: 'note', sourceMessageId: homeMessage?._id });

      for (const message of [dogMessage, homeMessage]) {
        const removed = await getApp().inject({
          method: 'DELETE',
          url: `/api${pathOf('deleteMessage', { userId: user.id, characterId: first, messageId: message?._id ?? '' })}`,
          headers: bearer(user.accessToken),
        });
        expect(removed.statusCode).toBe(204);
      }
      expect(await memoriesOf(user, first)).toEqual([{ ...rewritten, sourceMessageId: null }]);
    });
  });

  describe('the account export', () => {
    it("lists each conversation's memories as the Memory panel shows them", async () => {
      const user = await chatter(first, second);
      await chat(getApp(), user, first, 'My name is Robin');
      await chat(getApp(), user, first, 'I have a dog named Biscuit');
      await addNote(user, first, { content: 'Call me Robbie', pinned: true });
      const fact = await learnedFrom(user, second, 'I live in Lyon');
      await update(user, second, fact._id, { pinned: true });

      const exported = accountExport.parse(
        await injectOk(getApp(), {
          url: `/api${pathOf('exportAccount', { id: user.id })}`,
          headers: bearer(user.accessToken),
        }),
      );
      const remembered = Object.fromEntries(
        exported.conversations.map(({ characterId, memories }) => [characterId, memories]),
      );
      expect(remembered).toEqual({ [first]: await memoriesOf(user, first), [second]: await memoriesOf(user, second) });
      expect(remembered[first]).toHaveLength(3);
    });

    it('lists no memories of another user', async () => {
      const [user, other] = [await chatter(first), await chatter(first)];
      await chat(getApp(), user, first, 'Hello!');
      await learnedFrom(other, first, 'I live in Lyon');
      await likeCharacter(getApp(), other, second);
      await addNote(other, second, { content: 'Call me Alex' });
      const exported = accountExport.parse(
        await injectOk(getApp(), {
          url: `/api${pathOf('exportAccount', { id: user.id })}`,
          headers: bearer(user.accessToken),
        }),
      );
      expect(exported.conversations.map(({ memories }) => memories)).toEqual([[]]);
    });
  });
});

/** Answers as the scripted model does, and learns what the rules find in each message. */
class TeachableModel extends ScriptedModel {
  override async reply(input: ReplyInput): Promise<ReplyOutput> {
    const output = await super.reply(input);
    return { ...output, facts: extractFactsByRules(input.message, input.now) };
  }
}

const teachable = new TeachableModel();

describeEachDatabase(
  'memories changed while a reply is written',
  (getApp) => {
    const memoriesOf = async (user: TestUser) =>
      memoriesResponse.parse(
        await injectOk(getApp(), {
          url: `/api${pathOf('memories', { userId: user.id, characterId: first })}`,
          headers: bearer(user.accessToken),
        }),
      ).data;

    it('keeps what the user deleted and wrote meanwhile, and learns what the message taught', async () => {
      const user = await signUpChatter(getApp(), first);
      await chat(getApp(), user, first, 'I live in Lyon');
      const [lyon] = await memoriesOf(user);
      expect(lyon?.content).toBe('You live in Lyon');

      const gate = new Gate();
      teachable.script(user.id, gate);
      const sending = chat(getApp(), user, first, 'My name is Robin');
      await gate.reached;
      const deleted = await getApp().inject({
        method: 'DELETE',
        url: `/api${pathOf('deleteMemory', { userId: user.id, characterId: first, memoryId: lyon?._id ?? '' })}`,
        headers: bearer(user.accessToken),
      });
      expect(deleted.statusCode).toBe(204);
      await injectOk(getApp(), {
        method: 'POST',
        url: `/api${pathOf('createMemory', { userId: user.id, characterId: first })}`,
        headers: bearer(user.accessToken),
        payload: { content: 'Call me Rob' },
      });
      gate.open();
      await sending;

      expect((await memoriesOf(user)).map((memory) => memory.content).sort()).toEqual([
        'Call me Rob',
        'You go by Robin',
      ]);
    });
  },
  { overrides: { companionModel: teachable } },
);
