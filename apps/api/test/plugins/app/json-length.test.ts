import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonLength } from '../../../src/plugins/app/read-cache/json-length';

/** Text JSON writes as it is: no quote, backslash or control character to escape. */
const plainText = fc.string({ unit: fc.constantFrom(...'abc xyz-09é😀'), maxLength: 40 });

const plainJson = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    plainText,
    fc.double(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.date(),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(plainText, tie('value'), { maxKeys: 5 }),
  ),
})).value;

describe('jsonLength', () => {
  it('is the length JSON.stringify writes, for values with nothing to escape', () => {
    fc.assert(
      fc.property(plainJson, (value) => {
        expect(jsonLength(value)).toBe(JSON.stringify(value)?.length ?? 0);
      }),
      { numRuns: 2_000 },
    );
  });

  it('writes what JSON writes of dates, functions, symbols and objects that say how to be written', () => {
    class Point {
      constructor(
        readonly x: number,
        readonly y: number,
      ) {}
      get sum() {
        return this.x + this.y;
      }
    }
    const values: Record<string, unknown> = {
      'an invalid date': new Date(Number.NaN),
      'a date past 9999': new Date('+010000-01-01T00:00:00.000Z'),
      'an array of unwritables': [undefined, () => 1, Symbol('s')],
      'an object with unwritables': { skipped: undefined, alsoSkipped: () => 1, kept: 1 },
      'an object with toJSON': { toJSON: () => ({ written: 'instead' }) },
      'a class instance': new Point(1, 2),
      'a map': new Map([['a', 1]]),
      infinity: Number.POSITIVE_INFINITY,
      'negative zero': -0,
    };
    for (const [label, value] of Object.entries(values)) {
      expect(jsonLength(value), label).toBe(JSON.stringify(value).length);
    }
  });

  it('counts an escaped character once', () => {
    expect(jsonLength('say "hi"\n')).toBe('say "hi"\n'.length + 2);
  });

  it('is infinite for what JSON.stringify refuses', () => {
    const cycle: Record<string, unknown> = { name: 'loop' };
    cycle.self = { back: cycle };
    expect(jsonLength(cycle)).toBe(Number.POSITIVE_INFINITY);
    expect(jsonLength({ count: 1n })).toBe(Number.POSITIVE_INFINITY);
    let deep: unknown[] = [];
    for (let depth = 0; depth < 1_000_000; depth += 1) deep = [deep];
    expect(jsonLength(deep)).toBe(Number.POSITIVE_INFINITY);
  });

  it('counts a value met twice, outside a cycle, each time', () => {
    const shared = { word: 'twice' };
    expect(jsonLength([shared, shared])).toBe(JSON.stringify([shared, shared]).length);
  });
});
