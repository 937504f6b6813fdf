import { type MemoryRecord, memoriesResponse, memoryResponse, pathOf } from '@kindred/contract';
import { inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CallOptions,
  type CompanionModel,
  createOfflineModel,
  type FactInput,
  MEMORY_WINDOW_TURNS,
  type ReplyInput,
  TURNS_ALWAYS_PROMPTED,
} from '../../src/companion';
import { memories, messages } from '../../src/db/schema';
import {
  memoryRows,
  memoryRowsJson,
  RECALL_LIMIT,
  RECALL_RARE_MATCHES,
  RECALL_RECENT_MESSAGES,
  RECALL_RECENT_SUMMARIES,
  SUMMARIES_IN_PROMPT,
  toMemoryRows,
} from '../../src/plugins/app/chat/memories';
import { describeEachDatabase } from '../helpers/app';
import { characterIdsFor, chat, historyOf, signUpChatter } from '../helpers/chat';
import { bearer, injectOk, type TestUser, testProfile } from '../helpers/users';

const [first = '', second = ''] = characterIdsFor(testProfile.age);

/** The offline engine, learning as it does, keeping every input it was given: what the model saw. */
class RecordingModel implements CompanionModel {
  readonly inputs: ReplyInput[] = [];
  readonly #engine = createOfflineModel();

  reply(input: ReplyInput, options: CallOptions) {
    this.inputs.push(input);
    return this.#engine.reply(input, options);
  }

  extractFacts(input: FactInput, options: CallOptions) {
    return this.#engine.extractFacts(input, options);
  }

  /** What the model saw for `user`'s latest reply. */
  lastInputFor(user: TestUser): ReplyInput {
    const input = this.inputs.findLast((item) => item.userId === user.id);
    if (!input) throw new Error('The model has not answered this user');
    return input;
  }
}

const model = new RecordingModel();

const SISTER = 'My sister Ana is getting married in Porto in May';
const OTHER_USERS_SISTER = 'My sister Eva is getting married in Faro in June';
const SISTER_TOLD_ELSEWHERE = 'My sister Lina is getting married in Braga in July';
/** Messages that share no word with the questions asked later. */
const filler = (count: number) => Array.from({ length: count }, (_, index) => `Quick hello number ${index + 1}`);
const DAY_MS = 24 * 60 * 60 * 1000;
/** How long before the rest of the conversation the first exchange took place. */
const THREE_WEEKS_MS = 21 * DAY_MS;

describeEachDatabase(
  'what a reply remembers',
  (getApp) => {
    const memoriesUrl = (user: TestUser, characterId: string) =>
      `/api${pathOf('memories', { userId: user.id, characterId })}`;

    async function memoriesOf(user: TestUser, characterId: string): Promise<MemoryRecord[]> {
      const url = memoriesUrl(user, characterId);
      return memoriesResponse.parse(await injectOk(getApp(), { url, headers: bearer(user.accessToken) })).data;
    }

    async function addNote(user: TestUser, characterId: string, payload: { content: string; pinned?: boolean }) {
      const response = await injectOk(getApp(), {
        method: 'POST',
        url: memoriesUrl(user, characterId),
        headers: bearer(user.accessToken),
        payload,
      });
      return memoryResponse.parse(response).data;
    }

    async function forget(user: TestUser, characterId: string, memoryId: string) {
      const response = await getApp().inject({
        method: 'DELETE',
        url: `/api${pathOf('deleteMemory', { userId: user.id, characterId, memoryId })}`,
        headers: bearer(user.accessToken),
      });
      expect(response.statusCode).toBe(204);
    }

    /** Stores `summaries` as the character's summaries of its conversation with `owner`, one a day, the last yesterday. */
    async function storeSummaries(owner: TestUser, characterId: string, summaries: string[]) {
      await getApp()
        .database.db.insert(memories)
        .values(
          summaries.map((content, index) => {
            const at = new Date(Date.now() - (summaries.length - index) * DAY_MS);
            const summary = { kind: 'summary' as const, content, source: 'learned' as const };
            return { userId: owner.id, characterId, ...summary, createdAt: at, updatedAt: at };
          }),
        );
    }

    describe('the prompt', () => {
      it('carries the notes the user wrote into the next reply, pinned or not', async () => {
        const user = await signUpChatter(getApp(), first);
        const pinned = await addNote(user, first, { content: 'Call me Robbie', pinned: true });
        const note = await addNote(user, first, { content: 'I am vegetarian' });

        await chat(getApp(), user, first, 'Hello!');
        expect(model.lastInputFor(user).memory.notes).toEqual([
          { text: 'Call me Robbie', pinned: true, at: pinned.createdAt },
          { text: 'I am vegetarian', pinned: false, at: note.createdAt },
        ]);
      });

      it('leaves a deleted fact and a deleted note out of the next reply', async () => {
        const user = await signUpChatter(getApp(), first);
        await chat(getApp(), user, first, 'I live in Lyon');
        await chat(getApp(), user, first, 'I have a dog named Biscuit');
        const kept = await addNote(user, first, { content: 'Call me Robbie' });
        const note = await addNote(user, first, { content: 'I am vegetarian' });
        await chat(getApp(), user, first, 'Hello again');
        const before = model.lastInputFor(user).memory;
        expect(before.facts).toEqual([
          expect.objectContaining({ kind: 'home', value: 'Lyon' }),
          expect.objectContaining({ kind: 'pet', value: 'Biscuit' }),
        ]);
        expect(before.notes?.map((item) => item.text)).toEqual(['Call me Robbie', 'I am vegetarian']);

        const home = (await memoriesOf(user, first)).find((memory) => memory.content === 'You live in Lyon');
        await forget(user, first, home?._id ?? '');
        await forget(user, first, note._id);
        await chat(getApp(), user, first, 'What do you remember about me?');
        const after = model.lastInputFor(user).memory;
        expect(after.facts).toEqual([expect.objectContaining({ kind: 'pet', value: 'Biscuit' })]);
        expect(after.notes).toEqual([{ text: 'Call me Robbie', pinned: false, at: kept.createdAt }]);
      });

      it('reads the memories with the conversation, when not kept, as a read of them alone does', async () => {
        const user = await signUpChatter(getApp(), first);
        await chat(getApp(), user, first, 'I live in Lyon');
        await addNote(user, first, { content: 'Call me Robbie', pinned: true });
        await addNote(user, first, { content: 'I am vegetarian' });
        await chat(getApp(), user, first, 'I have a dog named Biscuit');
        const { db } = getApp().database;
        // Every column, null or not: a learned fact with its message, notes used by the last reply.
        const [row] = await db.select({ memory: memoryRowsJson(user.id, first) }).from(sql`(SELECT 1) AS one`);
        const alone = await memoryRows(db, user.id, first);
        expect(alone.map((memory) => memory.kind)).toEqual(['fact', 'note', 'note', 'fact']);
        expect(alone.some((memory) => memory.lastUsedAt === null)).toBe(true);
        expect(toMemoryRows(row?.memory)).toEqual(alone);

        // The note just added is not kept yet: the reply reads it with the conversation.
        await addNote(user, first, { content: 'Training for a marathon' });
        await chat(getApp(), user, first, 'Hello again');
        const { memory } = model.lastInputFor(user);
        expect(memory.facts).toEqual([
          expect.objectContaining({ kind: 'home', value: 'Lyon' }),
          expect.objectContaining({ kind: 'pet', value: 'Biscuit' }),
        ]);
        expect(memory.notes?.map((note) => note.text)).toEqual([
          'Call me Robbie',
          'I am vegetarian',
          'Training for a marathon',
        ]);
      });

      it('marks the memories a reply was written with as used, and not those it learned', async () => {
        const user = await signUpChatter(getApp(), first);
        const note = await addNote(user, first, { content: 'Call me Robbie' });
        expect(note.lastUsedAt).toBeNull();

        await chat(getApp(), user, first, 'I live in Lyon');
        const [fact, used] = await memoriesOf(user, first);
        expect(used).toMatchObject({ _id: note._id, lastUsedAt: expect.any(String) });
        expect(Date.parse(used?.lastUsedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(note.createdAt));
        expect(fact).toMatchObject({ content: 'You live in Lyon', lastUsedAt: null });

        await chat(getApp(), user, first, 'Hello again');
        expect((await memoriesOf(user, first)).map((memory) => memory.lastUsedAt)).toEqual([
          expect.any(String),
          expect.any(String),
        ]);
      });
    });

    describe(`recall beyond the latest ${MEMORY_WINDOW_TURNS} messages`, () => {
      let user: TestUser;
      let saidAt = '';
      beforeAll(async () => {
        user = await signUpChatter(getApp(), first, second);
        // The same words in other conversations: another user's with the same character, and this user's with another.
        const other = await signUpChatter(getApp(), first);
        await chat(getApp(), other, first, OTHER_USERS_SISTER);
        await chat(getApp(), user, second, SISTER_TOLD_ELSEWHERE);

        await chat(getApp(), user, first, SISTER);
        // The first exchange took place three weeks ago; the rest of the conversation, today.
        const exchange = (await historyOf(getApp(), user, first)).map((message) => message._id);
        const moved = await getApp()
          .database.db.update(messages)
          .set({ createdAt: sql`${messages.createdAt} - ${`${THREE_WEEKS_MS} milliseconds`}::interval` })
          .where(inArray(messages.id, exchange))
          .returning({ type: messages.type, createdAt: messages.createdAt });
        saidAt = moved.find((message) => message.type === 'human')?.createdAt.toISOString() ?? '';
        for (const message of filler(MEMORY_WINDOW_TURNS / 2 + 1)) await chat(getApp(), user, first, message);
      });

      it('finds what the user said long before, with its date, when a late message asks about it', async () => {
        await chat(getApp(), user, first, "When is my sister's wedding?");
        const input = model.lastInputFor(user);
        // Every message before it: the first exchange and the filler's, two messages each.
        expect(input.turnCount).toBe(2 * (1 + MEMORY_WINDOW_TURNS / 2 + 1));
        expect(input.history.map((turn) => turn.content)).not.toContain(SISTER);
        expect(input.recalled).toContainEqual({ kind: 'said', text: SISTER, at: saidAt });
        expect(input.now.getTime() - Date.parse(saidAt)).toBeGreaterThanOrEqual(THREE_WEEKS_MS);
      });

      it("never recalls another user's words, nor what the user told another character", async () => {
        await chat(getApp(), user, first, 'Tell me again about my sister, the one getting married');
        const recalled = model.lastInputFor(user).recalled?.map((recollection) => recollection.text);
        expect(recalled).toContain(SISTER);
        expect(recalled).not.toContain(OTHER_USERS_SISTER);
        expect(recalled).not.toContain(SISTER_TOLD_ELSEWHERE);
      });

      it('finds it still when as many recent messages, in the prompt already, say the same words', async () => {
        for (let call = 1; call <= RECALL_LIMIT; call++) {
          await chat(getApp(), user, first, `My sister phoned me again, call ${call}`);
        }
        await chat(getApp(), user, first, "When is my sister's wedding?");
        const input = model.lastInputFor(user);
        expect(input.recalled).toContainEqual({ kind: 'said', text: SISTER, at: saidAt });
        // Every prompt holds the newest turns: recall does not spend its places on them.
        const surelyPrompted = new Set(input.history.slice(-TURNS_ALWAYS_PROMPTED).map((turn) => turn.content));
        expect(input.recalled?.filter((recollection) => surelyPrompted.has(recollection.text))).toEqual([]);
      });

      it('recalls nothing of it for a message about something else', async () => {
        await chat(getApp(), user, first, 'What should I cook for dinner tonight?');
        const input = model.lastInputFor(user);
        expect(input.turnCount).toBeGreaterThan(MEMORY_WINDOW_TURNS);
        expect(input.recalled).toEqual([]);
      });
    });
    describe('recall in a conversation longer than it reads in full', () => {
      const LOCKET = 'My godmother Zuleika gave me a silver locket';
      const LAKE = 'I went swimming in the lake with my cousins';
      const POOL = 'I went swimming at the pool after work';
      const kayak = (trip: number) => `We took the kayak out to the island, trip ${trip}`;
      const canoe = (trip: number) => `We paddled the canoe down the river, trip ${trip}`;
      let user: TestUser;

      /** Stores `texts` as the user's messages in `characterId`'s conversation, one a minute, ending `endsAgoMs` ago. */
      async function said(owner: TestUser, characterId: string, texts: string[], endsAgoMs: number) {
        const end = Date.now() - endsAgoMs;
        await getApp()
          .database.db.insert(messages)
          .values(
            texts.map((content, index) => ({
              userId: owner.id,
              characterId,
              type: 'human' as const,
              content,
              createdAt: new Date(end - (texts.length - index) * 60_000),
            })),
          );
      }

      beforeAll(async () => {
        user = await signUpChatter(getApp(), first);
        // A year ago, beyond the newest messages that are all searched: a name said once, a word
        // said often, and words said just as often as a rare word may be, and once more.
        await said(
          user,
          first,
          [
            LOCKET,
            ...Array.from({ length: RECALL_RARE_MATCHES + 4 }, () => LAKE),
            ...Array.from({ length: RECALL_RARE_MATCHES }, (_, trip) => kayak(trip + 1)),
            ...Array.from({ length: RECALL_RARE_MATCHES + 1 }, (_, trip) => canoe(trip + 1)),
          ],
          365 * DAY_MS,
        );
        // Then, until the day before yesterday (today's quota stays free), a conversation long
        // enough that recall reads only its newest messages in full, all of them past that year.
        await said(user, first, [...filler(RECALL_RECENT_MESSAGES), POOL, ...filler(MEMORY_WINDOW_TURNS)], 2 * DAY_MS);
        // Someone else said the name over and over, as long ago: it stays rare in this conversation.
        const other = await signUpChatter(getApp(), first);
        await said(
          other,
          first,
          Array.from({ length: 2 * RECALL_RARE_MATCHES }, () => LOCKET),
          300 * DAY_MS,
        );
        await chat(getApp(), user, first, 'hello');
      });

      const recalledTexts = () => model.lastInputFor(user).recalled?.map((recollection) => recollection.text) ?? [];

      it('finds a word said once long ago, before the newest messages it reads in full', async () => {
        await chat(getApp(), user, first, 'Zuleika called me today');
        expect(recalledTexts()).toEqual([LOCKET]);
      });

      it('finds a word said often, recently, and not its matches from long ago', async () => {
        await chat(getApp(), user, first, 'Swimming always clears my head');
        expect(recalledTexts()).toEqual([POOL]);
      });

      it(`finds a word said ${RECALL_RARE_MATCHES} times long ago, and not one said once more`, async () => {
        await chat(getApp(), user, first, 'The kayak needs a new paddle');
        expect(recalledTexts()).toHaveLength(RECALL_LIMIT);
        expect(recalledTexts().every((text) => text.startsWith('We took the kayak'))).toBe(true);

        await chat(getApp(), user, first, 'The canoe needs a new coat of paint');
        expect(recalledTexts()).toEqual([]);
      });

      it('looks up any word by its conversation, quotes, backslashes and the longest words too', async () => {
        const { db } = getApp().database;
        const words = ["it's", 'back\\slash', "'", 'x'.repeat(200)];
        const tooLong = 'y'.repeat(1_000);
        const list = sql`ARRAY[${sql.join(
          words.map((word) => sql`${word}`),
          sql`, `,
        )}]::text[]`;
        const [row] = await db
          .select({
            found: sql<
              boolean[]
            >`ARRAY(SELECT terms @@ recall_term(${user.id}, ${first}, word) FROM unnest(${list}) AS word)`,
            kept: sql<number>`length(terms)`,
            other: sql<boolean>`terms @@ recall_term(${user.id}, ${second}, ${words[0]})`,
          })
          .from(
            sql`(SELECT recall_terms(array_to_tsvector(${list} || ${tooLong}::text), ${user.id}, ${first}) AS terms) AS indexed`,
          );
        // A word longer than 200 bytes is left out, so that none with its key passes the longest a word may be.
        expect(row).toEqual({ found: [true, true, true, true], kept: words.length, other: false });
      });

      it('finds an old summary by a rare word, past the newest summaries it reads in full', async () => {
        const owner = await signUpChatter(getApp(), first);
        await chat(getApp(), owner, first, 'hello');
        const oldest = 'They told the story of the lighthouse keeper Amadeu.';
        // Past the newest summaries read in full: a name told once, and a word told too often to be rare.
        const ferry = Array.from(
          { length: RECALL_RARE_MATCHES + 1 },
          (_, day) => `They took the ferry again, day ${day}.`,
        );
        const newest = Array.from(
          { length: SUMMARIES_IN_PROMPT + RECALL_RECENT_SUMMARIES },
          (_, day) => `They talked about the weather, day ${day}.`,
        );
        const summaries = [oldest, ...ferry, ...newest];
        await storeSummaries(owner, first, summaries);

        await chat(getApp(), owner, first, 'Amadeu would have liked you');
        expect(model.lastInputFor(owner).recalled).toEqual([
          expect.objectContaining({ kind: 'summary', text: oldest }),
        ]);
        await chat(getApp(), owner, first, 'The ferry was late today');
        expect(model.lastInputFor(owner).recalled).toEqual([]);
      });
    });

    describe('recall of summaries', () => {
      it('finds a summary older than those the prompt holds, and none of those', async () => {
        const user = await signUpChatter(getApp(), first);
        await chat(getApp(), user, first, 'hello');
        const oldest = 'They planned a trip to the lighthouse at Cabo da Roca.';
        const newest = 'They talked about the lighthouse again, and about the ferry.';
        const between = Array.from(
          { length: SUMMARIES_IN_PROMPT - 1 },
          (_, day) => `They talked about the weather, ${day}.`,
        );
        // One a day, the newest yesterday: the prompt holds the newest SUMMARIES_IN_PROMPT, all but the oldest.
        const summaries = [oldest, ...between, newest];
        await storeSummaries(user, first, summaries);

        await chat(getApp(), user, first, 'Do you remember the lighthouse?');
        const input = model.lastInputFor(user);
        expect(input.memory.summary).toContain(newest);
        expect(input.memory.summary).not.toContain(oldest);
        expect(input.recalled).toEqual([expect.objectContaining({ kind: 'summary', text: oldest })]);
      });
    });
  },
  { overrides: { companionModel: model } },
);
