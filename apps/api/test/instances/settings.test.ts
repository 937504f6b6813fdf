import { DEFAULT_SETTINGS, pathOf, settingsResponse, type UserSettings } from '@kindred/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { userSettings } from '../../src/db/schema';
import { describeInstances, untilPropagated, useInstances } from '../helpers/instances';
import { bearer, injectOk, signUpUser, type TestUser } from '../helpers/users';

/** The user's settings as the settings screen shows them through `app`. */
async function settingsThrough(app: FastifyInstance, user: TestUser): Promise<UserSettings> {
  const url = `/api${pathOf('settings', { id: user.id })}`;
  return settingsResponse.parse(await injectOk(app, { url, headers: bearer(user.accessToken) })).settings;
}

describeInstances('settings kept through two instances', () => {
  const instances = useInstances({}, {});

  it('shows a change saved through one instance, or made in the database, through the other', async () => {
    const [a, b] = instances();
    const user = await signUpUser(a);
    // Both read, so both keep the defaults in their read caches.
    expect(await settingsThrough(a, user)).toEqual(DEFAULT_SETTINGS);
    expect(await settingsThrough(b, user)).toEqual(DEFAULT_SETTINGS);

    const saved = { ...DEFAULT_SETTINGS, timeZone: 'Asia/Tokyo', breakReminders: false };
    await injectOk(a, {
      method: 'PUT',
      url: `/api${pathOf('updateSettings', { id: user.id })}`,
      headers: bearer(user.accessToken),
      payload: saved,
    });
    await expect.poll(() => settingsThrough(b, user), untilPropagated).toEqual(saved);

    // As an operator would, outside any instance.
    await a.database.db
      .update(userSettings)
      .set({ crisisLineId: 'au-lifeline' })
      .where(eq(userSettings.userId, user.id));
    const changed = { ...saved, crisisLineId: 'au-lifeline' };
    await expect.poll(() => settingsThrough(a, user), untilPropagated).toEqual(changed);
    await expect.poll(() => settingsThrough(b, user), untilPropagated).toEqual(changed);
  });
});
