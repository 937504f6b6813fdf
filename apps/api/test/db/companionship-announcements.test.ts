import { expect, it } from 'vitest';
import { CHANGES_CHANNEL } from '../../src/plugins/app/read-cache';
import { describeEachDatabase } from '../helpers/app';
import { characterIdsFor, chat, signUpChatter } from '../helpers/chat';
import { testProfile } from '../helpers/users';

const [characterId = ''] = characterIdsFor(testProfile.age);

describeEachDatabase('announcements of a companionship', (getApp) => {
  it('leave out a change of the prompted count alone, and tell of every other change', async () => {
    const app = getApp();
    const user = await signUpChatter(app, characterId);
    await chat(app, user, characterId, 'Hello');
    const heard: string[] = [];
    const waiting = new Map<string, () => void>();
    await app.database.listen(CHANGES_CHANNEL, {
      notified: (payload) => {
        heard.push(payload);
        waiting.get(payload)?.();
      },
      interrupted: () => undefined,
      listening: () => undefined,
    });
    const run = (statement: string, params: unknown[] = []) =>
      app.database.withSession((session) => session.query(statement, params));
    /** What `set` announces: announcements come in commit order, so all of it comes before a mark sent after. */
    async function announcedBy(set: string) {
      await run(`UPDATE companionships SET ${set} WHERE user_id = $1 AND character_id = $2`, [user.id, characterId]);
      const mark = `mark:${set}`;
      const marked = new Promise<void>((resolve) => waiting.set(mark, resolve));
      await run('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, mark]);
      await marked;
      return heard.splice(0).filter((payload) => payload !== mark);
    }
    // As the counting triggers change it.
    expect(await announcedBy('prompted_messages = prompted_messages + 1')).toEqual([]);
    expect(await announcedBy('affinity_score = affinity_score + 1')).toEqual([`conversations:${user.id}`]);
  });
});
