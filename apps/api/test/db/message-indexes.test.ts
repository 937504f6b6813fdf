import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messages } from '../../src/db/schema';
import { describeEachDatabase } from '../helpers/app';
import { characterIdsFor, chat, signUpChatter } from '../helpers/chat';
import { testProfile } from '../helpers/users';

const [characterId = ''] = characterIdsFor(testProfile.age);

describeEachDatabase('the indexes of messages', (getApp) => {
  it('hold only the rows a lookup can find: keyed messages, and replies', async () => {
    const app = getApp();
    const user = await signUpChatter(app, characterId);
    await chat(app, user, characterId, 'Hello', { idempotencyKey: 'first' });
    await chat(app, user, characterId, 'How are you?', { idempotencyKey: 'second' });
    await chat(app, user, characterId, 'Sent without a key');
    // Once vacuumed, an index counts the entries it holds.
    await app.database.withSession((session) => session.exec('VACUUM (ANALYZE) messages'));
    const entries = await app.database.db.execute<{ name: string; entries: number }>(
      sql`SELECT relname AS name, reltuples::int AS entries FROM pg_class
        WHERE relname IN ('messages_idempotency_key', 'messages_chosen_reply_idx', 'messages_reply_to_idx')
        ORDER BY relname`,
    );
    expect((entries as unknown as { rows: unknown[] }).rows).toEqual([
      { name: 'messages_chosen_reply_idx', entries: 3 },
      { name: 'messages_idempotency_key', entries: 2 },
      { name: 'messages_reply_to_idx', entries: 3 },
    ]);
  });

  it('still refuse a key used twice by one user, and nothing else', async () => {
    const app = getApp();
    const [user, other] = [await signUpChatter(app, characterId), await signUpChatter(app, characterId)];
    await chat(app, user, characterId, 'Hello', { idempotencyKey: 'shared' });
    await chat(app, other, characterId, 'Hello', { idempotencyKey: 'shared' });
    await chat(app, user, characterId, 'No key');
    await chat(app, user, characterId, 'No key either');
    const copy = (userId: string) =>
      app.database.db.insert(messages).values({
        userId,
        characterId,
        type: 'human',
        content: 'Again',
        createdAt: new Date(),
        idempotencyKey: 'shared',
        requestHash: 'hash',
      });
    const refusal = (attempt: Promise<unknown>) =>
      attempt.then(
        () => 'stored',
        (error: { cause?: { constraint?: string } }) => error.cause?.constraint,
      );
    expect(await refusal(copy(user.id))).toBe('messages_idempotency_key');
    expect(await refusal(copy(other.id))).toBe('messages_idempotency_key');
  });
});
