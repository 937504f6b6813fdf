import { expect, it } from 'vitest';
import { CHAT_SENDS_PER_MINUTE } from '../../src/plugins/app/chat/limits';
import { characterIds, chat, likeCharacter, sendMessage } from '../helpers/chat';
import { describeInstances, redisUrl, useInstances } from '../helpers/instances';
import { signUpUser } from '../helpers/users';

/** Sends one user may make a minute in these tests: few, so that the test is quick. */
const SENDS_PER_MINUTE = 6;
const [character = ''] = characterIds;

describeInstances(
  'rate limits counted across two instances',
  () => {
    const limited = {
      env: { REDIS_URL: redisUrl, RATE_LIMIT_MULTIPLIER: String(SENDS_PER_MINUTE / CHAT_SENDS_PER_MINUTE) },
    };
    // Users sign up through an instance without Redis: the per-address limits of sign-up, scaled down
    // as well, would otherwise be counted for 127.0.0.1 in Redis across test runs. The chat limit is
    // counted per user, and every run has a new user, so its counts never meet another run's.
    const instances = useInstances({}, limited, limited);

    it(`answers 429 past ${SENDS_PER_MINUTE} sends a minute by one user in total, whichever instance takes them`, async () => {
      const [signUp, a, b] = instances();
      const user = await signUpUser(signUp);
      await likeCharacter(signUp, user, character);

      for (let sent = 1; sent <= SENDS_PER_MINUTE; sent++) {
        await chat(sent % 2 === 1 ? a : b, user, character, `Message ${sent}`);
      }

      for (const instance of [a, b]) {
        const refused = await sendMessage(instance, user, character, 'One more');
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({ message: 'Too many requests. Please try again in 1 minute.' });
      }
    });
  },
  { redis: true },
);
