import { describe, expect, it } from 'vitest';
import { chatBody, cleanName, profileForm, profileUpdateBody, trimText, validationMessages } from '../src';

const ZERO_WIDTHS = '\u200B\u200C\u200D\u2060\uFEFF';
const BIDI_CONTROLS = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';
const FAMILY = '👨‍👩‍👧';
const SCOTLAND = '🏴󠁧󠁢󠁳󠁣󠁴󠁿';

describe('trimText', () => {
  it.each([
    ['spaces and line breaks', ' \n\t\u00A0\u3000', ''],
    ['zero-width characters only', ZERO_WIDTHS, ''],
    ['direction controls only', `${BIDI_CONTROLS}\u200E\u200F`, ''],
    ['text between invisible characters', `\u200B\u202E  Hello there \u2066\uFEFF`, 'Hello there'],
  ])('drops %s at the ends', (_, text, trimmed) => {
    expect(trimText(text)).toBe(trimmed);
  });

  it('keeps emoji sequences whole, at the ends and inside', () => {
    expect(trimText(` ${FAMILY} `)).toBe(FAMILY);
    expect(trimText(`\u200BHi ${FAMILY} and ${SCOTLAND}\u200B`)).toBe(`Hi ${FAMILY} and ${SCOTLAND}`);
  });
});

describe('cleanName', () => {
  it('removes direction overrides and isolates and zero-width spaces anywhere in a name', () => {
    expect(cleanName(`Ann\u202Eeoj`)).toBe('Anneoj');
    expect(cleanName(`\u2067Sam\u2069 \u200BLee`)).toBe('Sam Lee');
    expect(cleanName(`${ZERO_WIDTHS}${BIDI_CONTROLS}`)).toBe('');
  });

  it('keeps the join controls that spell a name, between its letters', () => {
    expect(cleanName('علی\u200Cرضا')).toBe('علی\u200Cرضا');
  });
});

describe('schemas', () => {
  const profile = { name: 'Sam Lee', age: 30, gender: 'female' };
  const issues = (result: { error?: { issues: { message: string }[] } | undefined }) =>
    result.error?.issues.map((issue) => issue.message);

  it('refuses a profile name of invisible characters as missing, and cleans a visible one', () => {
    expect(issues(profileUpdateBody.safeParse({ ...profile, name: ZERO_WIDTHS }))).toEqual([
      validationMessages.required,
    ]);
    expect(profileUpdateBody.parse({ ...profile, name: `\u202ESam\u202C Lee` }).name).toBe('Sam Lee');
  });

  it('refuses first and last names of invisible characters in the profile form', () => {
    const result = profileForm.safeParse({
      firstName: '\u200B',
      lastName: BIDI_CONTROLS,
      age: 30,
      gender: 'female',
      otherGender: '',
    });
    expect(result.error?.issues.map(({ path, message }) => [path[0], message])).toEqual([
      ['firstName', validationMessages.required],
      ['lastName', validationMessages.required],
    ]);
  });

  it('refuses a chat message of invisible characters as empty, and keeps emoji in one', () => {
    expect(issues(chatBody.safeParse({ message: `${ZERO_WIDTHS} \n` }))).toEqual([validationMessages.chatMessageEmpty]);
    expect(chatBody.parse({ message: ` ${FAMILY}\u200B` }).message).toBe(FAMILY);
  });
});
