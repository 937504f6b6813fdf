import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { endpoints, profileForm, validationMessages, waitlistBody } from '../src';

/** Zod's parts as this walk reads them: a definition, and the checks (rules) it carries. */
interface Part {
  _zod: {
    def: {
      type: string;
      error?: unknown;
      checks?: Part[];
      check?: string;
      shape?: Record<string, Part>;
      in?: Part;
      out?: Part;
      innerType?: Part;
      element?: Part;
      options?: Part[];
    };
  };
}

/** Kinds that say nothing of their own when they fail, or are never given by a form or a client. */
const SILENT_KINDS = new Set(['object', 'optional', 'default', 'nullable', 'pipe', 'array', 'union', 'transform']);

/**
 * Every rule below `part` that would say zod's own words when it fails, named by its path: a check
 * without a message, or an enum or literal without one.
 */
function rulesWithoutMessage(part: Part, path: string): string[] {
  const { def } = part._zod;
  // An overwrite only rewrites the value: it never fails.
  const own = (def.check !== undefined && def.check !== 'overwrite') || def.type === 'enum' || def.type === 'literal';
  const missing = own && def.error === undefined ? [`${path} (${def.check ?? def.type})`] : [];
  const below = [
    ...(def.checks ?? []).flatMap((check) => rulesWithoutMessage(check, path)),
    ...Object.entries(def.shape ?? {}).flatMap(([key, value]) => rulesWithoutMessage(value, `${path}.${key}`)),
    ...[def.in, def.out, def.innerType, def.element, ...(def.options ?? [])]
      .filter((inner): inner is Part => inner !== undefined)
      .flatMap((inner) => rulesWithoutMessage(inner, path)),
  ];
  if (!own && !SILENT_KINDS.has(def.type) && def.checks === undefined && below.length === 0) return [];
  return [...missing, ...below];
}

/** What the forms and the API check: every request schema of the endpoint table, the profile and waitlist forms. */
const validatedSchemas: [string, z.ZodType][] = [
  ...Object.entries(endpoints).flatMap(([name, endpoint]) =>
    (['params', 'query', 'body'] as const).flatMap((part) => {
      const schema = (endpoint as { [K in typeof part]?: z.ZodType })[part];
      return schema ? [[`${name} ${part}`, schema] as [string, z.ZodType]] : [];
    }),
  ),
  ['profile form', profileForm],
  ['waitlist form', waitlistBody],
];

describe('validation messages', () => {
  it.each(validatedSchemas)('gives every rule of the %s a message of its own', (_, schema) => {
    expect(rulesWithoutMessage(schema as unknown as Part, '')).toEqual([]);
  });

  const profile = { firstName: 'Sam', lastName: 'Lee', age: 30, gender: 'male', otherGender: '' };
  const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((issue) => issue.message);

  it.each([
    [{ ...profile, age: 150 }, validationMessages.ageMaximum, 'Age must be 120 or less'],
    [{ ...profile, age: 16.5 }, validationMessages.ageWhole, 'Enter your age in whole years'],
    [{ ...profile, age: 12 }, validationMessages.ageMinimum, 'Must be 13+'],
    [{ ...profile, age: null }, validationMessages.ageRequired, 'Age is required'],
    [{ ...profile, gender: 'other', otherGender: ' ' }, validationMessages.otherGender, 'Please specify'],
  ])('says the profile form problem %o in words', (input, message, words) => {
    expect(message).toBe(words);
    expect(messagesOf(profileForm.safeParse(input))).toEqual([message]);
  });
});
