import { WAITLIST_ALREADY_JOINED, waitlistResponse } from '@kindred/contract';
import { expect, it } from 'vitest';
import { waitlist } from '../../src/db/schema';
import { describeEachDatabase } from '../helpers/app';
import { uniqueEmail } from '../helpers/users';

describeEachDatabase('POST /api/waitlist', (getApp) => {
  const join = (email: string) => getApp().inject({ method: 'POST', url: '/api/waitlist', payload: { email } });

  it('adds an email once; a repeat, in any case, answers 200 with success false', async () => {
    const email = uniqueEmail('waiting');
    const first = await join(email);
    expect(first.statusCode).toBe(200);
    expect(waitlistResponse.parse(first.json())).toEqual({
      success: true,
      message: "You're on the waitlist! We'll let you know when we launch.",
    });

    for (const repeat of [email, ` ${email.toUpperCase()} `]) {
      const response = await join(repeat);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: false, message: WAITLIST_ALREADY_JOINED });
    }
    const rows = await getApp().database.db.select().from(waitlist);
    expect(rows.filter((row) => row.email === email)).toHaveLength(1);
  });

  it.each(['', 'no-at-sign.example', 'two words@kindred.test', 'ava@localhost'])(
    'refuses %j: Please enter a valid email address',
    async (email) => {
      const response = await join(email);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Please enter a valid email address' });
    },
  );
});
