import { API_PREFIX, historyResponse, pathOf } from '@kindred/contract';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { companionships, messages } from '../../src/db/schema';
import { describeEachDatabase } from '../helpers/app';
import { characterIds, chat, ScriptedModel, sendMessage, signUpChatter } from '../helpers/chat';
import { bearer, type TestUser } from '../helpers/users';

const [character = ''] = characterIds;
const model = new ScriptedModel();
/** Steps of the conversation each run plays; the seed makes a failure replay the same way. */
const STEPS = 60;
const SEED = 20261127;

/** A small deterministic generator (mulberry32): the same seed, the same conversation. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describeEachDatabase(
  'the count of the messages prompts read, kept with each conversation',
  (getApp) => {
    const url = (name: Parameters<typeof pathOf>[0], params: Record<string, string>) =>
      `${API_PREFIX}${pathOf(name, params)}`;

    async function shownMessages(user: TestUser) {
      const response = await getApp().inject({
        url: `${url('history', { userId: user.id, characterId: character })}?limit=50`,
        headers: bearer(user.accessToken),
      });
      return historyResponse.parse(response.json()).data;
    }

    /** What the companionship keeps, and what counting the messages finds. */
    async function counts(user: TestUser) {
      const { db } = getApp().database;
      const [kept] = await db
        .select({ count: companionships.promptedMessages })
        .from(companionships)
        .where(and(eq(companionships.userId, user.id), eq(companionships.characterId, character)));
      const [counted] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(messages)
        .where(
          and(
            eq(messages.userId, user.id),
            eq(messages.characterId, character),
            sql`${messages.chosen} AND ${messages.status} <> 'streaming' AND ${messages.content} <> ''`,
          ),
        );
      return { kept: kept?.count, counted: counted?.count };
    }

    it(`stays the count over ${STEPS} sends, failed sends, regenerates, choices, edits and removals, and reaches the model`, async () => {
      const user = await signUpChatter(getApp(), character);
      const random = seeded(SEED);
      const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
      const headers = bearer(user.accessToken);
      const conversation = { userId: user.id, characterId: character };
      const played: string[] = [];

      for (let step = 1; step <= STEPS; step++) {
        const shown = await shownMessages(user);
        const roll = random();
        const inputsBefore = model.inputsFor(user.id).length;
        let answered = false;
        if (shown.length === 0 || roll < 0.35) {
          played.push('send');
          await chat(getApp(), user, character, `Message ${step}`);
          answered = true;
        } else if (roll < 0.45) {
          played.push('failed send');
          model.script(user.id, 'fail');
          expect((await sendMessage(getApp(), user, character, `Lost ${step}`)).statusCode).not.toBe(200);
        } else if (roll < 0.6) {
          played.push('regenerate');
          const response = await getApp().inject({ method: 'POST', url: url('chatRegenerate', conversation), headers });
          answered = response.statusCode === 200;
        } else if (roll < 0.7) {
          const alternative = pick(
            shown.flatMap((message) => message.alternatives?.filter((id) => id !== message._id) ?? []),
          );
          played.push(alternative ? 'choose' : 'choose (none)');
          if (alternative) {
            const response = await getApp().inject({
              method: 'PUT',
              url: url('chooseReply', { ...conversation, messageId: alternative }),
              headers,
            });
            expect(response.statusCode).toBe(200);
          }
        } else if (roll < 0.85) {
          const human = pick(shown.filter((message) => message.type === 'human'));
          played.push(human ? 'edit' : 'edit (none)');
          if (human) {
            const response = await getApp().inject({
              method: 'PATCH',
              url: url('editMessage', { ...conversation, messageId: human._id }),
              headers,
              payload: { message: `Edited ${step}` },
            });
            expect(response.statusCode).toBe(200);
          }
        } else {
          const message = pick(shown);
          played.push('remove');
          const response = await getApp().inject({
            method: 'DELETE',
            url: url('deleteMessage', { ...conversation, messageId: message?._id ?? '' }),
            headers,
          });
          expect(response.statusCode).toBe(204);
        }
        // An edit of the latest message writes its new reply after answering: wait for it to end.
        await expect
          .poll(async () => (await shownMessages(user)).some((message) => message.status === 'streaming'))
          .toBe(false);

        const { kept, counted } = await counts(user);
        expect(kept, `after ${played.join(', ')}`).toBe(counted);
        if (answered) {
          // The model was told how many messages came before the one it answered: all but it and its reply.
          const input = model.inputsFor(user.id).at(-1);
          expect(model.inputsFor(user.id).length).toBeGreaterThan(inputsBefore);
          expect(input?.turnCount, `after ${played.join(', ')}`).toBe((counted ?? 0) - 2);
        }
      }
      // Every kind of step was played, so none of them goes untested.
      for (const kind of ['send', 'failed send', 'regenerate', 'choose', 'edit', 'remove'])
        expect(played).toContain(kind);
    });
  },
  { overrides: { companionModel: model } },
);
