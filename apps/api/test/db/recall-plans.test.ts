import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { memories, messages } from '../../src/db/schema';
import { recollections } from '../../src/plugins/app/chat/memories';
import { describeEachDatabase } from '../helpers/app';
import { characterIdsFor, signUpChatter } from '../helpers/chat';
import { testProfile } from '../helpers/users';

const [characterId = ''] = characterIdsFor(testProfile.age);
const MINUTE_MS = 60 * 1000;

/** A step of a JSON plan: its kind, the CTE it computes, and the steps under it. */
interface PlanNode {
  'Node Type': string;
  'Subplan Name'?: string;
  Plans?: PlanNode[];
}

const kindsOfStep = (node: PlanNode): string[] => [node['Node Type'], ...(node.Plans ?? []).flatMap(kindsOfStep)];
const findCte = (node: PlanNode, name: string): PlanNode | undefined =>
  node['Subplan Name'] === `CTE ${name}` ? node : (node.Plans ?? []).map((child) => findCte(child, name)).find(Boolean);

describeEachDatabase('where recall begins, in a long conversation with statistics', (getApp) => {
  it('is found by walking the conversation index alone, never by sorting the conversation', async () => {
    const app = getApp();
    const user = await signUpChatter(app, characterId);
    const start = Date.now() - 1000 * MINUTE_MS;
    // 600 exchanges and 80 summaries: a conversation of months.
    await app.database.db.insert(messages).values(
      Array.from({ length: 1200 }, (_, index) => ({
        userId: user.id,
        characterId,
        type: index % 2 === 0 ? ('human' as const) : ('ai' as const),
        content: `Message ${index} about the garden and the weather`,
        createdAt: new Date(start + index * 1000),
      })),
    );
    await app.database.db.insert(memories).values(
      Array.from({ length: 80 }, (_, index) => ({
        userId: user.id,
        characterId,
        kind: 'summary' as const,
        content: `Summary ${index} of talks about the garden`,
        source: 'learned' as const,
        createdAt: new Date(start + index * 15_000),
        updatedAt: new Date(start + index * 15_000),
      })),
    );
    // As autovacuum, or the embedded database's upkeep, leaves the tables.
    await app.database.withSession((session) => session.exec('VACUUM (ANALYZE) messages, memories'));

    const recall = recollections({
      userId: user.id,
      characterId,
      text: 'How is the garden?',
      before: sql`${new Date().toISOString()}::timestamptz`,
      now: new Date(),
    });
    const explained = await app.database.db.execute(sql`EXPLAIN (FORMAT JSON) SELECT ${recall}`);
    const [row] = (explained as unknown as { rows: Record<string, unknown>[] }).rows;
    const [{ Plan: plan }] = Object.values(row ?? {})[0] as [{ Plan: PlanNode }];
    for (const cte of ['said_since', 'summarized_since']) {
      const steps = kindsOfStep(findCte(plan, cte) ?? { 'Node Type': `no CTE ${cte}` });
      expect(steps, cte).toContain('Index Only Scan');
      expect(steps, cte).not.toContain('Sort');
      expect(steps, cte).not.toContain('Bitmap Heap Scan');
    }
  });
});
