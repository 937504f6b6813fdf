import { check } from 'recheck';
import { describe, expect, it } from 'vitest';
import { constructedPatterns, SCANNED_FOLDERS, scanPatterns, type TextPattern } from './text-patterns';

/*
 * Every regular expression of the server and the contract runs in time linear in its text: one
 * user's message or one model's reply must never hold the process that answers everyone. recheck
 * analyses each pattern as the engine runs it, from every start position. The patterns are found,
 * not listed: every literal in the source, and every `RegExp(...)`, which must build its pattern
 * when its module loads so that this file can watch it being built and check it.
 */

/**
 * The same verdict on every run and machine: bounded repeats (`{2,60}`) are analysed exactly, as
 * automata, and the fuzzing that patterns with lookarounds or backreferences need stops after a
 * number of steps from a fixed seed rather than after some milliseconds.
 */
const ANALYSIS = {
  maxRepeatCount: 200,
  randomSeed: 7_283,
  seedingTimeout: null,
  incubationTimeout: null,
  attackTimeout: null,
  timeout: 60_000,
} as const;

const { literals, constructions } = scanPatterns();
const built = await constructedPatterns([...new Set(constructions.map((site) => site.file))]);
const builtAt = new Set(built.map((pattern) => pattern.where));

/** Each pattern once, with every place it comes from. */
const patterns = [...literals, ...built].reduce((unique, pattern) => {
  const key = `/${pattern.source}/${pattern.flags}`;
  const seen = unique.get(key);
  unique.set(key, seen ? { ...seen, where: `${seen.where}, ${pattern.where}` } : pattern);
  return unique;
}, new Map<string, TextPattern>());

describe(`the patterns of ${SCANNED_FOLDERS.join(' and ')}`, () => {
  it('are found: literals and constructions alike', () => {
    expect(literals.length).toBeGreaterThan(100);
    expect(constructions.length).toBeGreaterThan(10);
    expect(literals.map((pattern) => pattern.where)).toContain('apps/api/src/companion/text.ts:4');
  });

  it.each(constructions.map((site) => `${site.file}:${site.line}`))(
    'RegExp(...) at %s builds its pattern when the module loads',
    (where) => {
      // Built inside a function, a pattern is made per call from text this file cannot see:
      // build it once at module level, from constants.
      expect(builtAt, `${where} builds its pattern on each call`).toContain(where);
    },
  );

  it.each(
    [...patterns.values()].map((pattern) => [`/${pattern.source.slice(0, 60)}/${pattern.flags}`, pattern] as const),
  )(
    '%s takes linear time',
    async (_name, pattern) => {
      const verdict = await check(pattern.source, pattern.flags, ANALYSIS);
      const why =
        verdict.status === 'vulnerable'
          ? `${verdict.complexity.summary}, e.g. on ${verdict.attack.pattern}`
          : verdict.status === 'unknown'
            ? `not proven (${JSON.stringify(verdict.error)})`
            : '';
      expect(verdict.status, `${pattern.where}: /${pattern.source}/${pattern.flags} ${why}`).toBe('safe');
    },
    90_000,
  );
});
