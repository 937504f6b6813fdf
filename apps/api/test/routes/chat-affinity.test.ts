import { expect, it } from 'vitest';
import { MAX_DAILY_RISE } from '../../src/companion';
import { describeEachDatabase } from '../helpers/app';
import { characterIdsFor, chat, conversationsOf, likeCharacter, ScriptedModel } from '../helpers/chat';
import { createTestClock } from '../helpers/clock';
import { injectOk, signUpUser, type TestUser } from '../helpers/users';

const model = new ScriptedModel();
// Monday 3 March 2025, 08:00 in London; tests move it forward only.
const time = createTestClock(new Date('2025-03-03T08:00:00Z'));
const SECOND_MS = 1_000;
const DAY_MS = 24 * 60 * 60 * SECOND_MS;
const TIME_ZONE = 'Europe/London';
const CHARACTER = characterIdsFor(30)[0] ?? '';

const WARM = [
  'Thank you for listening, I feel so much lighter after talking to you',
  "I'm a nurse and I love hiking on my days off. How was your day?",
  'I feel lonely tonight, but talking to you helps. Thanks <3',
];

describeEachDatabase(
  'affinity over time, through the chat',
  (getApp) => {
    async function newUser() {
      const user = await signUpUser(getApp());
      await likeCharacter(getApp(), user, CHARACTER);
      return user;
    }

    /** Signs in again, as someone back a day later whose access token has expired. */
    async function signInAgain(user: TestUser): Promise<TestUser> {
      const tokens = await injectOk<{ accessToken: string; refreshToken: string }>(getApp(), {
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: user.password },
      });
      return { ...user, ...tokens };
    }

    /** The affinity GET /api/messages/:userId shows for the conversation. */
    async function shownAffinity(user: TestUser) {
      return (await conversationsOf(getApp(), user)).find((conversation) => conversation._id === CHARACTER)?.affinity;
    }

    /** The level the character was told to speak at for the user's latest message. */
    const levelSpokenAt = (user: TestUser) => model.inputsFor(user.id).at(-1)?.affinity;

    it('takes a small step at most in one session of forty quick warm messages, as the list and the character agree', async () => {
      const user = await newUser();
      for (let message = 0; message < 40; message++) {
        await chat(getApp(), user, CHARACTER, WARM[message % WARM.length] ?? '', { timeZone: TIME_ZONE });
        time.advance(15 * SECOND_MS);
      }
      const shown = await shownAffinity(user);
      expect(shown?.score).toBeLessThanOrEqual(MAX_DAILY_RISE);
      expect(shown).toMatchObject({ level: 1, name: 'stranger' });

      await chat(getApp(), user, CHARACTER, 'One more thing: thank you', { timeZone: TIME_ZONE });
      expect(levelSpokenAt(user)).toBe(shown?.level);
    });

    it('grows a level over days of warm talk, and shows a long silence cooling it, slowly, without a message', async () => {
      let user = await newUser();
      for (let day = 0; day < 10; day++) {
        if (day > 0) {
          time.advance(DAY_MS);
          user = await signInAgain(user);
        }
        await chat(getApp(), user, CHARACTER, WARM[day % WARM.length] ?? '', { timeZone: TIME_ZONE });
      }
      const before = await shownAffinity(user);
      expect(before?.level).toBe(3);

      time.advance(13 * DAY_MS);
      user = await signInAgain(user);
      expect(await shownAffinity(user)).toEqual(before);

      time.advance(8 * 7 * DAY_MS);
      user = await signInAgain(user);
      const after = await shownAffinity(user);
      expect(after?.score).toBeLessThan(before?.score ?? 0);
      expect(after?.level).toBe(2);

      await chat(getApp(), user, CHARACTER, "I'm back, I missed you", { timeZone: TIME_ZONE });
      expect(levelSpokenAt(user)).toBe(2);
    });
  },
  { overrides: { companionModel: model, clock: time.clock } },
);
