import { setTimeout } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { startTestApp } from '../helpers/app';
import { characterIds, sendMessage, signUpChatter } from '../helpers/chat';
import { whileLocked } from '../helpers/locks';
import { describeWithPostgres } from '../helpers/server-data';

const [first = ''] = characterIds;

describeWithPostgres('closing the app', () => {
  it('answers a send whose message is stored but whose reply has not started yet, before the database closes', async () => {
    const { app, close } = await startTestApp({ driver: 'postgres' });
    try {
      const user = await signUpChatter(app, first);
      let closing: Promise<void> | undefined;
      // Once the message is stored, reading what the character remembers waits for the lock: closing starts then.
      const sent = await whileLocked(app, 'LOCK TABLE memories IN ACCESS EXCLUSIVE MODE', {
        waiting: 1,
        start: () => sendMessage(app, user, first, 'Are you still there?'),
        meanwhile: async () => {
          closing = app.close();
          // Long enough for the app to have stopped everything it would stop without waiting.
          await setTimeout(200);
        },
      });
      const answer = await sent;
      await closing;
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ aiResponse: expect.stringMatching(/\S/) });
    } finally {
      await close();
    }
  });
});
