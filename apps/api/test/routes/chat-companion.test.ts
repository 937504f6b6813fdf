import { crisisLineForLocale, pathOf } from '@kindred/contract';
import { expect, it } from 'vitest';
import { crisisResources, localTime, MEMORY_WINDOW_TURNS, partOfDay } from '../../src/companion';
import { describeEachDatabase } from '../helpers/app';
import { chat, historyOf, likeCharacter } from '../helpers/chat';
import { createTestClock } from '../helpers/clock';
import { bearer, injectOk, signUpUser, type TestUser } from '../helpers/users';

/** A mountain guide who loves hiking, climbing and the stars. */
const MATHIS = 'mathis-favre';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

// Tuesday 4 March 2025, 10:00 in London; tests move it forward only.
const time = createTestClock(new Date('2025-03-04T10:00:00Z'));

/** The built-in offline engine answers, as on a machine where nothing is configured. */
describeEachDatabase(
  'chat with the built-in companion',
  (getApp) => {
    /** A user whose profile name is Alex, who likes Mathis. */
    async function alex(): Promise<TestUser> {
      const user = await signUpUser(getApp());
      const profile = { name: 'Alex Morgan', age: 30, gender: 'female', location: '', bio: '', avatar: 'AM' };
      await injectOk(getApp(), {
        method: 'PATCH',
        url: `/api${pathOf('updateProfile', { id: user.id })}`,
        headers: bearer(user.accessToken),
        payload: profile,
      });
      await likeCharacter(getApp(), user, MATHIS);
      return user;
    }

    /** Signs in again, as someone back after days away whose access token has long expired. */
    async function signInAgain(user: TestUser): Promise<TestUser> {
      const tokens = await injectOk<{ accessToken: string; refreshToken: string }>(getApp(), {
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: user.password },
      });
      return { ...user, ...tokens };
    }

    it('remembers what the user said days and many messages earlier', async () => {
      let user = await alex();
      await chat(getApp(), user, MATHIS, "Hi, I'm Sam and I love hiking");
      const smallTalk = ['Tell me about your day', 'What did you have for lunch?', 'The weather is grey here'];
      // Enough turns that the introduction leaves the history the model is given.
      for (let turn = 0; turn < MEMORY_WINDOW_TURNS / 2; turn++) {
        await chat(getApp(), user, MATHIS, smallTalk[turn % smallTalk.length] ?? '');
      }

      time.advance(3 * DAY_MS + HOUR_MS);
      user = await signInAgain(user);
      const name = await chat(getApp(), user, MATHIS, "what's my name?");
      expect(name).toContain('Sam');
      expect(name).not.toContain('Alex');
      expect(name).toContain('three days');
      expect(await chat(getApp(), user, MATHIS, 'Do you remember what I love?')).toContain('hiking');
    });

    it('answers a message about self-harm with care and crisis lines, and stores that reply', async () => {
      const user = await alex();
      const reply = await chat(getApp(), user, MATHIS, "I don't want to live anymore, I want to kill myself");
      // No Accept-Language names a country: the international directory.
      expect(reply).toContain(crisisResources(crisisLineForLocale('')));
      expect((await historyOf(getApp(), user, MATHIS))[0]).toMatchObject({ type: 'ai', content: reply });
    });

    it("greets by the user's local time from X-Time-Zone", async () => {
      // Fixed-offset zones (Etc/GMT-2 is UTC+2), so one of them is in the small hours now.
      const zones = Array.from({ length: 24 }, (_, hours) => `Etc/GMT${hours <= 12 ? `-${hours}` : `+${24 - hours}`}`);
      const zoneAt = (part: string) => zones.find((zone) => partOfDay(localTime(time.clock(), zone).hour) === part);
      const night = zoneAt('late night');
      const morning = zoneAt('morning');

      const greeting = async (timeZone: string | undefined) => {
        const user = await alex();
        await chat(getApp(), user, MATHIS, 'Hi there', { timeZone });
        return chat(getApp(), user, MATHIS, 'Hello again', { timeZone });
      };
      expect(await greeting(night)).toContain("It's late — can't sleep?");
      expect(await greeting(morning)).toMatch(/\bmorning\b/i);
    });
  },
  { overrides: { clock: time.clock } },
);
