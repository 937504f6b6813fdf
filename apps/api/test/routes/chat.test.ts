import { randomUUID } from 'node:crypto';
import { CHAT_MESSAGE_MAX_LENGTH, pathOf } from '@kindred/contract';
import { describe, expect, it } from 'vitest';
import { createChatRepository } from '../../src/plugins/app/chat/repository';
import { requestHash } from '../../src/plugins/app/chat/request-headers';
import { describeEachDatabase } from '../helpers/app';
import {
  characterIds,
  characterIdsFor,
  characterName,
  chat,
  Gate,
  historyOf,
  likeCharacter,
  ScriptedModel,
  sendMessage,
  signUpChatter,
} from '../helpers/chat';
import { createTestClock } from '../helpers/clock';
import { whileLocked } from '../helpers/locks';
import { bearer, injectOk, signUpUser, testProfile } from '../helpers/users';

const model = new ScriptedModel();
// Standing still unless a test moves it: messages sent within one millisecond must still keep their order.
const time = createTestClock(new Date('2025-06-01T12:00:00Z'));
const QUOTA = 8;
const [first = '', second = ''] = characterIds;

const NOT_YOURS = { message: 'You can only read and send your own messages' };
const NOT_LIKED = { message: 'You can only chat with characters you like' };
const UNAVAILABLE = { message: 'The character could not answer right now. Please try again.' };
const TOO_SLOW = { message: 'The character took too long to answer. Please try again.' };

describeEachDatabase(
  'chat',
  (getApp, driver) => {
    /** A new user who likes the first character. */
    const chatter = () => signUpChatter(getApp(), first);

    /** The three chat endpoints of `owner`'s conversation with `characterId`. */
    const endpointsOf = (owner: { id: string }, characterId = first) => [
      { method: 'GET' as const, url: `/api${pathOf('conversations', { userId: owner.id })}` },
      { method: 'GET' as const, url: `/api${pathOf('history', { userId: owner.id, characterId })}` },
      {
        method: 'POST' as const,
        url: `/api${pathOf('chat', { userId: owner.id, characterId })}`,
        payload: { message: 'Hello there' },
      },
    ];

    describe('access', () => {
      it('answers 401 without a token on all three endpoints', async () => {
        const user = await chatter();
        for (const request of endpointsOf(user)) {
          const response = await getApp().inject(request);
          expect(response.statusCode).toBe(401);
          expect(response.json()).toEqual({ message: 'Please sign in to continue.' });
        }
      });

      it('answers 403 on all three endpoints until the profile is complete', async () => {
        const incomplete = await signUpUser(getApp(), { profileComplete: false });
        for (const request of endpointsOf(incomplete)) {
          const response = await getApp().inject({ ...request, headers: bearer(incomplete.accessToken) });
          expect(response.statusCode).toBe(403);
          expect(response.json()).toEqual({ message: 'Complete your profile first' });
        }
      });

      it("answers 403 for another user's id on all three endpoints, and sends nothing in their name", async () => {
        const owner = await chatter();
        const intruder = await chatter();
        for (const request of endpointsOf(owner)) {
          const response = await getApp().inject({ ...request, headers: bearer(intruder.accessToken) });
          expect(response.statusCode).toBe(403);
          expect(response.json()).toEqual(NOT_YOURS);
        }
        expect(await historyOf(getApp(), owner, first)).toEqual([]);
        expect(await historyOf(getApp(), intruder, first)).toEqual([]);
      });

      it('answers 403 for a character the user has not liked, or has disliked since', async () => {
        const user = await chatter();
        const notLiked = await sendMessage(getApp(), user, second, 'Hello');
        expect(notLiked.statusCode).toBe(403);
        expect(notLiked.json()).toEqual(NOT_LIKED);

        await injectOk(getApp(), {
          method: 'POST',
          url: `/api${pathOf('dislike', { id: first })}`,
          headers: bearer(user.accessToken),
        });
        const disliked = await sendMessage(getApp(), user, first, 'Hello');
        expect(disliked.statusCode).toBe(403);
        expect(disliked.json()).toEqual(NOT_LIKED);
        expect(await historyOf(getApp(), user, first)).toEqual([]);
      });

      it('answers 404 for an unknown character, on sending and on reading', async () => {
        const user = await chatter();
        const sent = await sendMessage(getApp(), user, 'nobody-here', 'Hello');
        expect(sent.statusCode).toBe(404);
        expect(sent.json()).toEqual({ message: 'Character not found' });
        const read = await getApp().inject({
          url: `/api${pathOf('history', { userId: user.id, characterId: 'nobody-here' })}`,
          headers: bearer(user.accessToken),
        });
        expect(read.statusCode).toBe(404);
        expect(read.json()).toEqual({ message: 'Character not found' });
      });

      it.each([
        ['an empty message', '', 'Message must not be empty'],
        ['a message of spaces and line breaks', '  \n\t ', 'Message must not be empty'],
        [
          'a message that is too long',
          'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1),
          `Message must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`,
        ],
      ])('answers 400 for %s and stores nothing', async (_, message, expected) => {
        const user = await chatter();
        const response = await sendMessage(getApp(), user, first, message);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: expected });
        expect(await historyOf(getApp(), user, first)).toEqual([]);
      });

      it('answers 400 for a malformed Idempotency-Key and stores nothing', async () => {
        const user = await chatter();
        const response = await sendMessage(getApp(), user, first, 'Hello', { idempotencyKey: 'with spaces in it' });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: 'Idempotency-Key must be 1 to 255 visible ASCII characters' });
        expect(await historyOf(getApp(), user, first)).toEqual([]);
      });
    });

    describe('sending', () => {
      it('stores the trimmed message and the reply, and answers the reply', async () => {
        const user = await chatter();
        const response = await sendMessage(getApp(), user, first, '  Hi there!  ');
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ aiResponse: 'Reply to: Hi there!' });

        const [reply, message] = await historyOf(getApp(), user, first);
        expect(message).toEqual({
          _id: expect.any(String),
          type: 'human',
          content: 'Hi there!',
          timestamp: expect.any(String),
        });
        expect(reply).toEqual({
          _id: expect.any(String),
          type: 'ai',
          content: 'Reply to: Hi there!',
          timestamp: expect.any(String),
        });
        expect(Date.parse(reply?.timestamp ?? '')).toBeGreaterThan(Date.parse(message?.timestamp ?? ''));
      });

      it('gives the model the character, the user, their time zone and the conversation so far', async () => {
        const user = await chatter();
        await chat(getApp(), user, first, 'First message');
        await chat(getApp(), user, first, 'Second message', { timeZone: 'America/New_York' });
        await chat(getApp(), user, first, 'Third message', { timeZone: 'Not/AZone' });

        const [opening, followUp, third] = model.inputsFor(user.id);
        expect(opening).toMatchObject({
          character: { id: first, name: characterName(first) },
          userName: 'Sam Lee',
          timeZone: 'UTC',
          previousMessageAt: null,
          history: [],
          turnCount: 0,
          affinity: 1,
          message: 'First message',
        });
        expect(followUp).toMatchObject({
          timeZone: 'America/New_York',
          turnCount: 2,
          history: [
            { type: 'human', content: 'First message' },
            { type: 'ai', content: 'Reply to: First message' },
          ],
          message: 'Second message',
        });
        expect(followUp?.previousMessageAt?.toISOString()).toBe(followUp?.history[1]?.timestamp);
        expect(third).toMatchObject({ timeZone: 'UTC', turnCount: 4 });
      });

      it('answers one of two sends at once, and 409 to the other while its reply is written', async () => {
        const user = await chatter();
        const gate = new Gate();
        model.script(user.id, gate);
        const sends = ['From my phone', 'From my laptop'].map((message) => sendMessage(getApp(), user, first, message));
        // The first reply waits until the other send is answered.
        await Promise.race(sends);
        gate.open();
        const answers = await Promise.all(sends);

        const statuses = answers.map((answer) => answer.statusCode).sort();
        expect(statuses).toEqual([200, 409]);
        const history = await historyOf(getApp(), user, first);
        expect(history).toHaveLength(2);
        const [reply, message] = history;
        // Complete: a reply shows a status only while it is written, or when it did not end well.
        expect(reply).toEqual({
          _id: expect.any(String),
          type: 'ai',
          content: `Reply to: ${message?.content}`,
          timestamp: expect.any(String),
        });
        expect(model.inputsFor(user.id)).toHaveLength(1);
      });
    });

    describe('Idempotency-Key', () => {
      it('answers a retried send with the first reply, without a second message', async () => {
        const user = await chatter();
        const firstTry = await chat(getApp(), user, first, 'Only once', { idempotencyKey: 'send-1' });
        const retry = await chat(getApp(), user, first, 'Only once', { idempotencyKey: 'send-1' });
        expect(retry).toBe(firstTry);
        expect((await historyOf(getApp(), user, first)).map((message) => message.type)).toEqual(['ai', 'human']);
        expect(model.inputsFor(user.id)).toHaveLength(1);
      });

      it('answers 409 to the same key while the first send is still being answered', async () => {
        const user = await chatter();
        const gate = new Gate();
        model.script(user.id, gate);
        const firstTry = sendMessage(getApp(), user, first, 'Are you there?', { idempotencyKey: 'send-2' });
        await gate.reached;

        const concurrent = await sendMessage(getApp(), user, first, 'Are you there?', { idempotencyKey: 'send-2' });
        expect(concurrent.statusCode).toBe(409);
        expect(concurrent.json()).toEqual({ message: 'This message is still being answered. Please wait a moment.' });

        gate.open();
        expect((await firstTry).json()).toEqual({ aiResponse: 'Reply to: Are you there?' });
        expect(await historyOf(getApp(), user, first)).toHaveLength(2);
      });

      it('answers 422 to the same key with another message or another character', async () => {
        const user = await chatter();
        await likeCharacter(getApp(), user, second);
        await chat(getApp(), user, first, 'One thing', { idempotencyKey: 'send-3' });
        for (const [characterId, message] of [
          [first, 'Another thing'],
          [second, 'One thing'],
        ] as const) {
          const response = await sendMessage(getApp(), user, characterId, message, { idempotencyKey: 'send-3' });
          expect(response.statusCode).toBe(422);
          expect(response.json()).toEqual({
            message: 'This Idempotency-Key was already used for a different message',
          });
        }
        expect(await historyOf(getApp(), user, first)).toHaveLength(2);
        expect(await historyOf(getApp(), user, second)).toEqual([]);
      });

      it('keeps keys apart per user', async () => {
        const [one, other] = [await chatter(), await chatter()];
        await chat(getApp(), one, first, 'Mine', { idempotencyKey: 'shared-key' });
        expect(await chat(getApp(), other, first, 'Also mine', { idempotencyKey: 'shared-key' })).toBe(
          'Reply to: Also mine',
        );
      });
    });

    describe('when the model fails', () => {
      it('answers 502, keeps the message, and a retry with the same key answers it without a duplicate', async () => {
        const user = await chatter();
        model.script(user.id, 'fail');
        const failed = await sendMessage(getApp(), user, first, 'Tell me a story', { idempotencyKey: 'send-4' });
        expect(failed.statusCode).toBe(502);
        expect(failed.json()).toEqual(UNAVAILABLE);
        const [kept] = await historyOf(getApp(), user, first);
        expect(kept).toMatchObject({ type: 'human', content: 'Tell me a story' });

        const retry = await sendMessage(getApp(), user, first, 'Tell me a story', { idempotencyKey: 'send-4' });
        expect(retry.json()).toEqual({ aiResponse: 'Reply to: Tell me a story' });
        const history = await historyOf(getApp(), user, first);
        expect(history.map((message) => message.type)).toEqual(['ai', 'human']);
        expect(history[1]).toEqual(kept);
      });

      it('answers 502 and keeps the message when the send has no key', async () => {
        const user = await chatter();
        model.script(user.id, 'fail');
        const failed = await sendMessage(getApp(), user, first, 'Anyone home?');
        expect(failed.statusCode).toBe(502);
        expect(failed.json()).toEqual(UNAVAILABLE);
        expect(await historyOf(getApp(), user, first)).toMatchObject([{ type: 'human', content: 'Anyone home?' }]);
      });

      it('answers 504 when the model takes longer than AI_TIMEOUT_MS, keeps the message, and a retry answers it', async () => {
        const user = await chatter();
        model.script(user.id, 'hang');
        const slow = await sendMessage(getApp(), user, first, 'Still there?', { idempotencyKey: 'send-5' });
        expect(slow.statusCode).toBe(504);
        expect(slow.json()).toEqual(TOO_SLOW);
        expect(await historyOf(getApp(), user, first)).toMatchObject([{ type: 'human', content: 'Still there?' }]);

        expect(await chat(getApp(), user, first, 'Still there?', { idempotencyKey: 'send-5' })).toBe(
          'Reply to: Still there?',
        );
        expect(await historyOf(getApp(), user, first)).toHaveLength(2);
      });

      it('keeps the message of a send whose reply was left unfinished by this process, and answers a retry at once', async () => {
        const user = await chatter();
        const message = 'Did you get this?';
        // What a send has done when the end of its reply could not be stored: the reply stays `streaming`.
        const { instanceKey } = getApp().database;
        await createChatRepository(
          getApp().database.db,
          getApp().log,
          { instanceKey, writes: () => false },
          { changed: () => {} },
        ).claim({
          userId: user.id,
          characterId: first,
          content: message,
          idempotency: { key: 'send-6', hash: requestHash(first, message) },
          now: time.clock(),
          dailyQuota: QUOTA,
          replyId: randomUUID(),
        });
        expect(await historyOf(getApp(), user, first)).toMatchObject([
          { type: 'ai', content: '', status: 'streaming' },
          { type: 'human', content: message },
        ]);
        expect(await chat(getApp(), user, first, message, { idempotencyKey: 'send-6' })).toBe(`Reply to: ${message}`);
        expect(await historyOf(getApp(), user, first)).toMatchObject([
          { type: 'ai', content: `Reply to: ${message}` },
          { type: 'human', content: message },
        ]);
      });

      it('answers a retry at once when the process that was writing the reply has stopped', async () => {
        const user = await chatter();
        const message = 'Are you still with me?';
        // Instance key 0 is never drawn: no running process holds it.
        await createChatRepository(
          getApp().database.db,
          getApp().log,
          { instanceKey: 0, writes: () => true },
          { changed: () => {} },
        ).claim({
          userId: user.id,
          characterId: first,
          content: message,
          idempotency: { key: 'send-7', hash: requestHash(first, message) },
          now: time.clock(),
          dailyQuota: QUOTA,
          replyId: randomUUID(),
        });
        expect(await chat(getApp(), user, first, message, { idempotencyKey: 'send-7' })).toBe(`Reply to: ${message}`);
        expect((await historyOf(getApp(), user, first)).map((sent) => sent.type)).toEqual(['ai', 'human']);
      });

      it('shows the unanswered message to the model with the next one', async () => {
        const user = await chatter();
        model.script(user.id, 'fail');
        await sendMessage(getApp(), user, first, 'Lost message');
        await chat(getApp(), user, first, 'Next message');
        expect(model.inputsFor(user.id).at(-1)).toMatchObject({
          history: [{ type: 'human', content: 'Lost message' }],
          turnCount: 1,
        });
      });
    });

    describe('daily quota', () => {
      it(`answers 429 past ${QUOTA} messages in a day and stores nothing more; retries of earlier sends still answer`, async () => {
        const user = await chatter();
        for (let sent = 1; sent <= QUOTA; sent++) {
          await chat(getApp(), user, first, `Message ${sent}`, { idempotencyKey: `quota-${sent}` });
        }
        const over = await sendMessage(getApp(), user, first, 'One too many');
        expect(over.statusCode).toBe(429);
        expect(over.json()).toEqual({
          message: `You have reached the limit of ${QUOTA} messages a day. Please try again later.`,
        });
        expect(await historyOf(getApp(), user, first)).toHaveLength(QUOTA * 2);
        expect(await chat(getApp(), user, first, 'Message 1', { idempotencyKey: 'quota-1' })).toBe(
          'Reply to: Message 1',
        );

        const someoneElse = await chatter();
        expect(await chat(getApp(), someoneElse, first, 'Hello')).toBe('Reply to: Hello');
      });

      it(`never stores more than ${QUOTA} messages of a day when the last sends of it arrive at once`, async () => {
        const user = await chatter();
        const others = characterIdsFor(testProfile.age)
          .filter((characterId) => characterId !== first)
          .slice(0, 3);
        for (const characterId of others) await likeCharacter(getApp(), user, characterId);
        for (let sent = 1; sent <= QUOTA - 2; sent++) await chat(getApp(), user, first, `Message ${sent}`);

        // One send in each of four conversations: two fit in the day, whichever the two are.
        const conversations = [first, ...others];
        const sendAll = () =>
          conversations.map((characterId) => sendMessage(getApp(), user, characterId, 'All at once'));
        // On PostgreSQL all four have counted what was sent before any stores its message, unless they take turns.
        const sends =
          driver === 'postgres'
            ? await whileLocked(getApp(), 'LOCK TABLE messages IN SHARE MODE', {
                waiting: conversations.length,
                start: sendAll,
              })
            : sendAll();
        const answers = await Promise.all(sends);
        const statuses = answers.map((answer) => answer.statusCode).sort();
        expect(statuses).toEqual([200, 200, 429, 429]);
        const stored = await Promise.all(conversations.map((characterId) => historyOf(getApp(), user, characterId)));
        expect(stored.flat().filter((message) => message.type === 'human')).toHaveLength(QUOTA);
      });
    });
  },
  {
    env: { AI_TIMEOUT_MS: '1000', CHAT_DAILY_QUOTA: String(QUOTA) },
    overrides: { companionModel: model, clock: time.clock },
  },
);
