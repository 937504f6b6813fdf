import { describe, expect, it } from 'vitest';
import { measureMemory, PLANTED_FACTS } from '../../bench/memory';

/**
 * The memory benchmark of `pnpm bench`, shorter: a hundred turns of everyday talk between telling
 * the facts and asking about them, on the server as it runs in production.
 */
describe('what a character remembers after a long conversation', () => {
  it('with a model of a 4k context: every fact asked about is in the prompt it is sent', async () => {
    const score = await measureMemory({ smallTalk: 40, contextTokens: 4_096 });
    expect(score.turns).toBeGreaterThan(100);
    expect(score.missed).toEqual([]);
    expect(score.kept).toBe(PLANTED_FACTS.length);
  }, 180_000);

  it('with the offline engine: its replies say every fact asked about', async () => {
    const score = await measureMemory({ smallTalk: 40 });
    expect(score.missed).toEqual([]);
  }, 180_000);
});
