import { CHAT_MESSAGE_MAX_LENGTH, chatBody, pathOf } from '@kindred/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/app';
import { characterIds, chat, historyOf, sendMessage, signUpChatter } from '../helpers/chat';
import { bearer, injectOk, type TestUser } from '../helpers/users';

const [character = ''] = characterIds;
const logLines: string[] = [];

/** Text that has broken chat servers: emoji sequences, flags, stacked accents, right-to-left, lone surrogates. */
const TRICKY = [
  '😀',
  '👩‍👩‍👧‍👦',
  '🏳️‍🌈',
  '👍🏽',
  '🇫🇷🇯🇵',
  '🏴󠁧󠁢󠁳󠁣󠁴󠁿',
  'e\u0301\u0302\u0303',
  'Z̴̡̢̛̗̘̙̜̝̞̟̠̀́̂̃',
  'नमस्ते',
  'مرحبا بالعالم',
  'שלום \u202eevil\u202c',
  '\u200f\u200e\u2066\u2069',
  '\ud83d',
  '\ude00',
  'lone \udfff surrogate',
  'I love x',
  "I'm Sam and I love ",
  'my dog Biscuit ',
];
/** Whitespace of every kind JavaScript knows, line breaks included. */
const WHITESPACE = [
  ' ',
  '\t',
  '\n',
  '\r\n',
  '\v',
  '\f',
  '\u0085',
  '\u00a0',
  '\u1680',
  '\u2003',
  '\u200a',
  '\u2028',
  '\u2029',
  '\u202f',
  '\u205f',
  '\u3000',
  '\ufeff',
];

const fragment = fc.oneof(
  fc.constantFrom(...TRICKY),
  fc.constantFrom(...WHITESPACE),
  // Any code points, lone surrogates included.
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);
/** A message the contract accepts (some visible text, within the longest allowed) without NUL, which is refused on purpose. */
const message = fc
  .oneof(
    { weight: 4, arbitrary: fc.array(fragment, { minLength: 1, maxLength: 12 }).map((parts) => parts.join('')) },
    {
      weight: 1,
      arbitrary: fc
        .array(fragment, { minLength: 1, maxLength: 4 })
        .map((parts) => parts.join(''))
        .filter((part) => part.length > 0)
        .map((part) => part.repeat(Math.floor(CHAT_MESSAGE_MAX_LENGTH / part.length))),
    },
  )
  .map((text) => text.replaceAll('\u0000', ''))
  .filter((text) => chatBody.safeParse({ message: text }).success);

describeEachDatabase(
  'chat in any script',
  (getApp) => {
    const chatter = () => signUpChatter(getApp(), character);

    async function expectAnswered(user: TestUser, text: string) {
      const response = await sendMessage(getApp(), user, character, text);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ aiResponse: string }>().aiResponse.trim()).not.toBe('');
    }

    it('keeps answering after a long message of emoji leaves the history for the summary', async () => {
      const user = await chatter();
      await expectAnswered(user, 'hi');
      await expectAnswered(user, 'ok');
      await expectAnswered(user, '😀'.repeat(2_000));
      for (let turn = 0; turn < 4; turn++) await expectAnswered(user, 'ok wow '.repeat(400));
      await expectAnswered(user, 'hello');

      const history = await historyOf(getApp(), user, character);
      expect(history.filter((sent) => sent.type === 'ai')).toHaveLength(8);
    });

    it('remembers a like written in emoji without cutting one in half', async () => {
      const user = await chatter();
      await expectAnswered(user, `I love x${'😀'.repeat(50)}`);
      const reply = await chat(getApp(), user, character, 'Do you remember what I love?');
      expect(reply).toContain(`x${'😀'.repeat(10)}`);
    });

    it('stores a lone surrogate as U+FFFD and keeps learning from the message', async () => {
      const user = await chatter();
      await expectAnswered(user, 'I love tea\ud83d');
      expect((await historyOf(getApp(), user, character)).at(-1)?.content).toBe('I love tea\ufffd');
      expect(await chat(getApp(), user, character, 'Do you remember what I love?')).toContain('tea');
    });

    it('answers and stores the reply when the database refuses what the character learned', async () => {
      const user = await chatter();
      const db = getApp().database.db;
      await expectAnswered(user, 'hi');
      logLines.length = 0;
      // This user's memory may hold no facts for now: learning one fails inside the reply's transaction.
      const refuse = sql.raw(
        `ALTER TABLE memories ADD CONSTRAINT refuses_facts_of_${user.id.replaceAll('-', '')} CHECK (user_id <> '${user.id}' OR kind <> 'fact')`,
      );
      await db.execute(refuse);
      try {
        await expectAnswered(user, 'I love hiking');
      } finally {
        await db.execute(
          sql.raw(`ALTER TABLE memories DROP CONSTRAINT refuses_facts_of_${user.id.replaceAll('-', '')}`),
        );
      }
      expect((await historyOf(getApp(), user, character)).map((sent) => sent.type)).toEqual([
        'ai',
        'human',
        'ai',
        'human',
      ]);
      expect(logLines.some((line) => line.includes('Learning from an exchange failed'))).toBe(true);

      await expectAnswered(user, 'I love climbing');
      expect(await chat(getApp(), user, character, 'Do you remember what I love?')).toContain('climbing');
    });

    it.each([
      { memories: 'kept from the replies before', change: async () => {} },
      {
        // The cache forgets them: they are read with the conversation, in the statement that fails.
        memories: 'just changed',
        change: async (user: TestUser) =>
          injectOk(getApp(), {
            method: 'POST',
            url: `/api${pathOf('memories', { userId: user.id, characterId: character })}`,
            headers: bearer(user.accessToken),
            payload: { content: 'Call me Robbie' },
          }),
      },
    ])('answers when recall over older messages fails, with the memories $memories', async ({ change }) => {
      const user = await chatter();
      const db = getApp().database.db;
      for (let index = 0; index < 8; index += 1)
        await expectAnswered(user, `I walked the dog along the river ${index}`);
      await change(user);
      logLines.length = 0;
      // Every message is searched by its stored words: without them, the search fails.
      await db.execute(sql.raw('ALTER TABLE messages RENAME COLUMN search TO search_away'));
      try {
        await expectAnswered(user, 'Do you remember where I walked the dog?');
      } finally {
        await db.execute(sql.raw('ALTER TABLE messages RENAME COLUMN search_away TO search'));
      }
      expect(logLines.some((line) => line.includes('Recall failed'))).toBe(true);
    });

    it('reads what is valid of a stored memory when a fact in it does not parse', async () => {
      const user = await chatter();
      const db = getApp().database.db;
      await expectAnswered(user, 'hi');
      const fact = (json: object) => sql`
        INSERT INTO memories (user_id, character_id, kind, content, fact, source, created_at, updated_at)
        VALUES (${user.id}, ${character}, 'fact', 'stored by hand', ${JSON.stringify(json)}::jsonb, 'learned', now(), now())`;
      await db.execute(fact({ kind: 'like', value: 'hiking', at: '2025-06-01T12:00:00.000Z' }));
      await db.execute(fact({ kind: 'wish', value: 5 }));
      expect(await chat(getApp(), user, character, 'Do you remember what I love?')).toContain('hiking');
      await expectAnswered(user, 'hello again');
    });

    it('holds a conversation of any text: every send and a hello after it answer', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(message, { minLength: 30, maxLength: 30 }), async (messages) => {
          const user = await chatter();
          for (const text of messages) await expectAnswered(user, text);
          await expectAnswered(user, 'hello');
        }),
        { numRuns: 3, endOnFailure: true },
      );
    }, 120_000);
  },
  {
    env: { LOG_LEVEL: 'warn' },
    overrides: { logStream: { write: (line: string) => logLines.push(line) } },
  },
);
