import { describe, expect, it } from 'vitest';
import { createActor, toPromise, waitFor } from 'xstate';
import { authFormMachine } from '../src/auth/authForm';
import { notProvided } from '../src/shared/notProvided';

describe('placeholder actors', () => {
  it('fail with a message naming the actor the app forgot to provide', async () => {
    await expect(toPromise(createActor(notProvided<string>('loadThings')).start())).rejects.toThrow(
      'The "loadThings" actor is not provided',
    );
  });

  it('surface in a machine used without its actors', async () => {
    const actor = createActor(authFormMachine).start();
    actor.send({ type: 'user.submitLogin', values: { email: 'ada@example.com', password: 'secret1' } });
    const snapshot = await waitFor(actor, (s) => s.matches({ login: 'idle' }));
    expect(snapshot.context.error).toBe('The "logIn" actor is not provided');
  });
});
