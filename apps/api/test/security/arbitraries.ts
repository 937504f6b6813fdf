import fc from 'fast-check';
import { z } from 'zod';

/** Strings that have broken servers before: injections, markup, odd unicode, NUL bytes, path tricks. */
const payloads = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; SELECT pg_sleep(10)',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}#{7*7}',
  '\u0000',
  'kin\u0000dred',
  '\ud800',
  'lone \udfff surrogate',
  '\u202eevil\u202c',
  '\ufeff\u200b\u200d',
  'e\u0301\u0301\u0301',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '../../../../etc/passwd',
  '%00%ff%',
  '__proto__',
  'constructor',
  ' ',
  '',
  'x'.repeat(5_000),
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...payloads),
  // Any code points, lone surrogates and control characters included.
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
);

/** Any JSON value, with hostile strings where strings go: the wrong type for almost every field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 3 }),
  ),
})).value;

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
};

/** Values the JSON schema describes, as a client following the contract would send them. */
function conforming(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const record = Object.fromEntries(properties.map(([key, property]) => [key, conforming(property, key)]));
      return fc.record(record, { requiredKeys: schema.required ?? [] });
    }
    case 'integer':
      return fc.integer({ min: schema.minimum, max: schema.maximum });
    case 'number':
      return fc.double({ min: schema.minimum, max: schema.maximum, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      if (name === 'email') return fc.emailAddress();
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      return fc.string({ minLength: schema.minLength, maxLength: Math.min(schema.maxLength ?? 200, 200) });
    default:
      return fc.anything();
  }
}

/**
 * Requests parts for a contract schema: mostly objects of the schema's fields, each either a value
 * the schema allows or a hostile value, and sometimes a hostile value in place of the whole object.
 */
export function arbitraryFor(schema: z.ZodType): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const fields = Object.entries(json.properties ?? {}).map(
    ([key, property]) => [key, fc.oneof(conforming(property, key), hostileValue)] as const,
  );
  return fc.oneof(
    { weight: 4, arbitrary: fc.record(Object.fromEntries(fields), { requiredKeys: [] }) },
    { weight: 1, arbitrary: hostileValue },
  );
}
