import { expect, it } from 'vitest';
import { CHAT_SENDS_PER_MINUTE } from '../../src/plugins/app/chat/limits';
import { useTestApp } from '../helpers/app';
import { characterIds, chat, likeCharacter, ScriptedModel, sendMessage } from '../helpers/chat';
import { signUpUser } from '../helpers/users';

// Limits are counted in memory (or Redis), never in the database: one database is enough here.
const getApp = useTestApp({ env: { RATE_LIMIT_MULTIPLIER: '1' }, overrides: { companionModel: new ScriptedModel() } });
const [character = ''] = characterIds;

it(`answers 429 { message } past ${CHAT_SENDS_PER_MINUTE} sends a minute by one user, and other users go on`, async () => {
  const [busy, other] = [await signUpUser(getApp()), await signUpUser(getApp())];
  await likeCharacter(getApp(), busy, character);
  await likeCharacter(getApp(), other, character);
  for (let sent = 1; sent <= CHAT_SENDS_PER_MINUTE; sent++) await chat(getApp(), busy, character, `Message ${sent}`);

  const limited = await sendMessage(getApp(), busy, character, 'One more');
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toEqual({ message: 'Too many requests. Please try again in 1 minute.' });
  expect(await chat(getApp(), other, character, 'Hello')).toBe('Reply to: Hello');
});
