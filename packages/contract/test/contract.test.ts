import { describe, expect, it } from 'vitest';
import {
  endpoints,
  loginBody,
  pathOf,
  profileForm,
  profileUpdateBody,
  registerBody,
  validationMessages,
  waitlistBody,
} from '../src';

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('form validation messages', () => {
  it('rejects a bad email and a short password with the spec messages', () => {
    expect(firstIssue(loginBody.safeParse({ email: 'nope', password: 'secret1' }))).toBe(validationMessages.email);
    expect(firstIssue(loginBody.safeParse({ email: 'a@b.co', password: '12345' }))).toBe(
      'Password must be at least 6 characters',
    );
  });

  it('requires an invitation code at registration', () => {
    const result = registerBody.safeParse({ email: 'a@b.co', password: 'secret1', invitationCode: '' });
    expect(firstIssue(result)).toBe('Invitation code is required');
  });

  it('accepts a waitlist email only with one @ and a dot in the domain', () => {
    expect(waitlistBody.safeParse({ email: 'sam@example.com' }).success).toBe(true);
    for (const email of ['sam@example', 'sam example@x.io', 'sam@@x.io', '']) {
      expect(firstIssue(waitlistBody.safeParse({ email }))).toBe('Please enter a valid email address');
    }
  });

  it('refuses profiles under 13 with "Must be 13+"', () => {
    const result = profileUpdateBody.safeParse({ name: 'Sam Lee', age: 12, gender: 'male' });
    expect(firstIssue(result)).toBe('Must be 13+');
  });

  it('asks to specify gender other alongside the other fields, and keeps those words only for other', () => {
    const profile = { firstName: ' Sam ', lastName: 'Lee', age: 30, gender: 'other', otherGender: ' ' };
    const missing = profileForm.safeParse({ ...profile, age: null });
    expect(missing.error?.issues.map(({ path, message }) => [path[0], message])).toEqual([
      ['age', 'Age is required'],
      ['otherGender', 'Please specify'],
    ]);
    expect(profileForm.parse({ ...profile, gender: 'male' })).toEqual({
      firstName: 'Sam',
      lastName: 'Lee',
      age: 30,
      gender: 'male',
      otherGender: '',
    });
  });
});

describe('endpoint table', () => {
  it('fills path parameters and encodes them', () => {
    expect(pathOf('history', { userId: 'u1', characterId: 'c/2' })).toBe('/messages/u1/c%2F2');
  });

  it('throws when a parameter is missing', () => {
    expect(() => pathOf('character')).toThrow('Missing path parameter "id"');
  });

  it('names every call of the specification once', () => {
    const keys = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('POST /chat/:userId/:characterId');
  });
});
