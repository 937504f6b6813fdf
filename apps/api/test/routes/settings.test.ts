import { crisisLineById, DEFAULT_SETTINGS, pathOf, settingsResponse, type UserSettings } from '@kindred/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { localTime, partOfDay } from '../../src/companion';
import { userSettings } from '../../src/db/schema';
import { describeEachDatabase } from '../helpers/app';
import { chat, likeCharacter, ScriptedModel } from '../helpers/chat';
import { createTestClock } from '../helpers/clock';
import { bearer, signUpUser, type TestUser } from '../helpers/users';

/** A mountain guide who loves hiking, climbing and the stars. */
const MATHIS = 'mathis-favre';

// Tuesday 4 March 2025, 10:00 UTC.
const time = createTestClock(new Date('2025-03-04T10:00:00Z'));

/** Fixed-offset zones (Etc/GMT-2 is UTC+2), so one of them is in each part of the day. */
const fixedZones = Array.from({ length: 24 }, (_, hours) => `Etc/GMT${hours <= 12 ? `-${hours}` : `+${24 - hours}`}`);
const zoneAt = (part: string) => {
  const zone = fixedZones.find((candidate) => partOfDay(localTime(time.clock(), candidate).hour) === part);
  if (!zone) throw new Error(`No zone is in the ${part} now`);
  return zone;
};

const chosen: UserSettings = {
  timeZone: 'Europe/Lisbon',
  charactersMayWriteFirst: false,
  breakReminders: false,
  crisisLineId: 'gb-samaritans',
};

describeEachDatabase(
  'settings',
  (getApp) => {
    const url = (user: Pick<TestUser, 'id'>) => `/api${pathOf('settings', { id: user.id })}`;
    const read = (user: Pick<TestUser, 'id'>, as: TestUser) =>
      getApp().inject({ url: url(user), headers: bearer(as.accessToken) });
    const save = (user: Pick<TestUser, 'id'>, as: TestUser, payload: unknown) =>
      getApp().inject({ method: 'PUT', url: url(user), headers: bearer(as.accessToken), payload: payload as object });

    describe('GET /api/users/:id/settings', () => {
      it('answers the defaults to a user who never saved any, with no copy kept on the way', async () => {
        const user = await signUpUser(getApp());
        const response = await read(user, user);
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(settingsResponse.strict().parse(response.json()).settings).toEqual({
          timeZone: null,
          charactersMayWriteFirst: true,
          breakReminders: true,
          crisisLineId: null,
        });
      });

      it('is open to a user whose profile is not complete yet', async () => {
        const user = await signUpUser(getApp(), { profileComplete: false });
        expect((await read(user, user)).json()).toEqual({ settings: DEFAULT_SETTINGS });
      });
    });

    describe('PUT /api/users/:id/settings', () => {
      it('stores every setting, which the next read answers', async () => {
        const user = await signUpUser(getApp());
        expect((await read(user, user)).json()).toEqual({ settings: DEFAULT_SETTINGS });

        const response = await save(user, user, chosen);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ settings: chosen });
        expect((await read(user, user)).json()).toEqual({ settings: chosen });

        const back = { ...chosen, timeZone: null, crisisLineId: null, breakReminders: true };
        expect((await save(user, user, back)).json()).toEqual({ settings: back });
        expect((await read(user, user)).json()).toEqual({ settings: back });
      });

      it.each([
        [{ ...chosen, timeZone: 'Mars/Olympus_Mons' }, 'Time zone must be an IANA time zone'],
        [{ ...chosen, timeZone: '' }, 'Time zone must be an IANA time zone'],
        [{ ...chosen, timeZone: 'Europe/Lisbon'.repeat(10) }, 'Time zone must be an IANA time zone'],
        [{ ...chosen, timeZone: 42 }, 'Time zone must be an IANA time zone'],
        [{ ...chosen, crisisLineId: 'gb-nowhere' }, 'Crisis line must be one of the listed lines'],
        [{ ...chosen, breakReminders: 'yes' }, 'breakReminders must be true or false'],
        [{ timeZone: null, breakReminders: true, crisisLineId: null }, 'charactersMayWriteFirst must be true or false'],
      ])('answers 400 for %j and stores nothing', async (payload, message) => {
        const user = await signUpUser(getApp());
        const response = await save(user, user, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: expect.stringContaining(message) });
        expect((await read(user, user)).json()).toEqual({ settings: DEFAULT_SETTINGS });
        expect(await getApp().database.db.select().from(userSettings).where(eq(userSettings.userId, user.id))).toEqual(
          [],
        );
      });
    });

    it("answers 403 for another user's settings, reading nothing and changing nothing", async () => {
      const user = await signUpUser(getApp());
      const other = await signUpUser(getApp());
      await save(other, other, chosen);
      for (const id of [other.id, 'not-a-user-id']) {
        for (const response of [await read({ id }, user), await save({ id }, user, DEFAULT_SETTINGS)]) {
          expect(response.statusCode).toBe(403);
          expect(response.json()).toEqual({ message: 'You can only see and change your own settings' });
        }
      }
      expect((await read(other, other)).json()).toEqual({ settings: chosen });
      expect((await read(user, user)).json()).toEqual({ settings: DEFAULT_SETTINGS });
    });

    it('lets the stored time zone, not the browser’s, decide the time the character speaks of', async () => {
      const user = await signUpUser(getApp());
      await likeCharacter(getApp(), user, MATHIS);
      await save(user, user, { ...DEFAULT_SETTINGS, timeZone: zoneAt('late night') });
      const fromTheMorning = { timeZone: zoneAt('morning') };
      await chat(getApp(), user, MATHIS, 'Hi there', fromTheMorning);
      expect(await chat(getApp(), user, MATHIS, 'Hello again', fromTheMorning)).toContain("It's late — can't sleep?");

      // Back to "use my device's": the browser's zone counts again.
      await save(user, user, DEFAULT_SETTINGS);
      expect(await chat(getApp(), user, MATHIS, 'Hello once more', fromTheMorning)).not.toContain("It's late");
    });

    it('names the crisis line the user chose in a reply to a hard moment, whatever the browser’s region', async () => {
      const user = await signUpUser(getApp());
      await likeCharacter(getApp(), user, MATHIS);
      const inBritain = { 'accept-language': 'en-GB,en;q=0.9' };
      const hardMoment = async () => {
        const response = await getApp().inject({
          method: 'POST',
          url: `/api${pathOf('chat', { userId: user.id, characterId: MATHIS })}`,
          headers: { ...bearer(user.accessToken), ...inBritain },
          payload: { message: 'Nobody would notice if I disappeared' },
        });
        return response.json<{ aiResponse: string }>().aiResponse;
      };
      const samaritans = crisisLineById('gb-samaritans');
      const lifeline = crisisLineById('au-lifeline');

      const byRegion = await hardMoment();
      expect(byRegion).toContain(samaritans?.contact);

      await save(user, user, { ...DEFAULT_SETTINGS, crisisLineId: 'au-lifeline' });
      const chosenLine = await hardMoment();
      expect(chosenLine).toContain(lifeline?.name);
      expect(chosenLine).toContain(lifeline?.contact);
      expect(chosenLine).not.toContain(samaritans?.contact);
    });
  },
  { overrides: { clock: time.clock } },
);

const model = new ScriptedModel();

describeEachDatabase(
  'settings in what the character is told',
  (getApp) => {
    async function send(user: TestUser, headers: Record<string, string>) {
      await getApp().inject({
        method: 'POST',
        url: `/api${pathOf('chat', { userId: user.id, characterId: MATHIS })}`,
        headers: { ...bearer(user.accessToken), ...headers },
        payload: { message: 'Hello' },
      });
      const input = model.inputsFor(user.id).at(-1);
      return {
        timeZone: input?.timeZone,
        crisisLine: input?.care.crisisLine,
        breakReminders: input?.care.breakReminders,
      };
    }

    it('gives the browser’s time zone, the line of its region and break reminders to a user who chose nothing', async () => {
      const user = await signUpUser(getApp());
      await likeCharacter(getApp(), user, MATHIS);
      expect(await send(user, { 'x-time-zone': 'Europe/London', 'accept-language': 'en-GB,en;q=0.8' })).toEqual({
        timeZone: 'Europe/London',
        crisisLine: crisisLineById('gb-samaritans'),
        breakReminders: true,
      });
    });

    it('gives what the user chose, whatever the browser says', async () => {
      const user = await signUpUser(getApp());
      await likeCharacter(getApp(), user, MATHIS);
      await getApp().inject({
        method: 'PUT',
        url: `/api${pathOf('updateSettings', { id: user.id })}`,
        headers: bearer(user.accessToken),
        payload: {
          ...DEFAULT_SETTINGS,
          timeZone: 'Australia/Sydney',
          crisisLineId: 'au-lifeline',
          breakReminders: false,
        },
      });
      expect(await send(user, { 'x-time-zone': 'Europe/London', 'accept-language': 'en-GB' })).toEqual({
        timeZone: 'Australia/Sydney',
        crisisLine: crisisLineById('au-lifeline'),
        breakReminders: false,
      });
    });
  },
  { overrides: { companionModel: model } },
);
