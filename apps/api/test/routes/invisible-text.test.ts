import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/db/schema';
import { describeEachDatabase } from '../helpers/app';
import { characterIds, historyOf, likeCharacter, ScriptedModel, sendMessage } from '../helpers/chat';
import { bearer, signUpUser, testProfile } from '../helpers/users';

const model = new ScriptedModel();
const [character = ''] = characterIds;

const ZERO_WIDTHS = '\u200B\u200C\u200D\u2060\uFEFF';
const BIDI_CONTROLS = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';
const FAMILY = '👨‍👩‍👧';

describeEachDatabase(
  'text made of invisible characters',
  (getApp) => {
    const me = async (accessToken: string) =>
      (await getApp().inject({ url: '/api/users/me', headers: bearer(accessToken) })).json().user;
    const patchProfile = (user: { id: string; accessToken: string }, changes: object) =>
      getApp().inject({
        method: 'PATCH',
        url: `/api/users/${user.id}`,
        headers: bearer(user.accessToken),
        payload: { ...testProfile, ...changes },
      });

    describe('profile names', () => {
      it.each([
        ['zero-width characters', ZERO_WIDTHS],
        ['direction overrides and isolates', BIDI_CONTROLS],
        ['both, between spaces', ` ${ZERO_WIDTHS} ${BIDI_CONTROLS} `],
      ])('refuses a name of only %s as missing, and the profile stays incomplete', async (_, name) => {
        const user = await signUpUser(getApp(), { profileComplete: false });
        const response = await patchProfile(user, { name });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: 'Required' });
        expect(await me(user.accessToken)).toMatchObject({ name: '', profileComplete: false });
      });

      it('stores a name without the direction overrides, isolates and zero-width spaces in it', async () => {
        const user = await signUpUser(getApp(), { profileComplete: false });
        const response = await patchProfile(user, { name: '\u2067Sam\u2069 L\u202Eee\u202C\u200B' });
        expect(response.statusCode).toBe(200);
        expect(await me(user.accessToken)).toMatchObject({ name: 'Sam Lee', profileComplete: true });
      });
    });

    describe('chat messages', () => {
      it('refuses a message of only invisible characters as empty, and stores nothing', async () => {
        const user = await signUpUser(getApp());
        await likeCharacter(getApp(), user, character);
        for (const text of [ZERO_WIDTHS, `\u00A0${BIDI_CONTROLS}\n\u200E\u200F`]) {
          const response = await sendMessage(getApp(), user, character, text);
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual({ message: 'Message must not be empty' });
        }
        expect(await getApp().database.db.select().from(messages).where(eq(messages.userId, user.id))).toEqual([]);
      });

      it('keeps an emoji joined by ZWJ whole, and trims what is invisible around it', async () => {
        const user = await signUpUser(getApp());
        await likeCharacter(getApp(), user, character);
        const response = await sendMessage(getApp(), user, character, `\u200B ${FAMILY} family!\uFEFF`);
        expect(response.statusCode).toBe(200);
        expect((await historyOf(getApp(), user, character)).at(-1)?.content).toBe(`${FAMILY} family!`);
      });
    });
  },
  { overrides: { companionModel: model } },
);
