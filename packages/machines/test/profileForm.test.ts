import { profileUpdateBody } from '@kindred/contract';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { profileFormMachine } from '../src/profile/profileForm';
import {
  asksForOtherGender,
  buildProfilePayload,
  type ProfileFormValues,
  profileFormDefaults,
  validateProfile,
} from '../src/profile/profileValues';
import { unreachedStates } from './reachability';
import { fromSpy, rejecting } from './stubs';

type Actors = NonNullable<Parameters<typeof profileFormMachine.provide>[0]['actors']>;
const filled: ProfileFormValues = { ...profileFormDefaults, firstName: 'ada', lastName: 'lovelace', age: 36 };

function start(updateProfile: Actors['updateProfile']) {
  const effects = { reloadUser: vi.fn(), logError: vi.fn() };
  const actor = createActor(
    profileFormMachine.provide({
      actors: { updateProfile },
      actions: { reloadUser: () => effects.reloadUser(), logError: (_, { error }) => effects.logError(error) },
    }),
    { input: { userId: 'u1' } },
  ).start();
  return { actor, effects };
}

describe('profile values', () => {
  it('defaults to age 18 and prefer-not-to-say', () => {
    expect(profileFormDefaults).toMatchObject({ age: 18, gender: 'prefer-not-to-say' });
  });

  it('asks to specify only for gender other', () => {
    expect(asksForOtherGender({ gender: 'other' })).toBe(true);
    expect(asksForOtherGender({ gender: 'female' })).toBe(false);
  });

  it('names every missing or wrong field with the spec messages', () => {
    expect(validateProfile({ firstName: ' ', lastName: '', age: null, gender: '', otherGender: '' })).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      age: 'Age is required',
      gender: 'Gender is required',
    });
    expect(validateProfile({ ...filled, age: Number.NaN })).toEqual({ age: 'Age is required' });
    expect(validateProfile({ ...filled, age: 12 })).toEqual({ age: 'Must be 13+' });
    expect(validateProfile({ ...filled, age: 13 })).toEqual({});
    expect(validateProfile({ ...filled, gender: 'other', otherGender: ' ' })).toEqual({
      otherGender: 'Please specify',
    });
    expect(validateProfile({ ...filled, gender: 'male', otherGender: '' })).toEqual({});
  });

  it('builds the update: full name, initials, empty location and bio, specified gender', () => {
    expect(buildProfilePayload({ ...filled, gender: 'other', otherGender: ' non-binary ' })).toEqual({
      name: 'ada lovelace',
      age: 36,
      gender: 'non-binary',
      location: '',
      bio: '',
      avatar: 'AL',
    });
    expect(buildProfilePayload({ ...filled, gender: 'female', otherGender: 'ignored' }).gender).toBe('female');
  });

  it('refuses names of invisible characters, and sends names without them', () => {
    expect(validateProfile({ ...filled, firstName: '\u200B\u200D', lastName: '\u202E\u2066' })).toEqual({
      firstName: 'Required',
      lastName: 'Required',
    });
    expect(
      buildProfilePayload({ ...filled, firstName: '\u200Bada\u202E', lastName: '\u2067lovelace\u2069' }),
    ).toMatchObject({
      name: 'ada lovelace',
      avatar: 'AL',
    });
  });

  it.each([
    ['李', '小龙', '李小'],
    ['Ömer', 'Şahin', 'ÖŞ'],
    ['ßophie', 'élan', 'SÉ'],
    ['𝒜da', '👩\u200D🔬 Lee', '𝒜L'],
    ['🌸', 'Kim', 'K'],
  ])('makes initials the server accepts from %s %s, cut between graphemes', (firstName, lastName, avatar) => {
    const payload = buildProfilePayload({ ...filled, firstName, lastName });
    expect(payload.avatar).toBe(avatar);
    expect(profileUpdateBody.safeParse(payload).success).toBe(true);
  });
});

describe('profileForm', () => {
  it('shows the errors on submit without calling the server, then follows the edits', () => {
    const updateProfile = vi.fn(async () => ({}));
    const { actor } = start(fromSpy(updateProfile));
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ firstName: 'Required', lastName: 'Required' });
    actor.send({ type: 'user.change', values: { firstName: 'Ada' } });
    expect(actor.getSnapshot().context.errors).toEqual({ lastName: 'Required' });
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it('keeps quiet about errors until the first submit', () => {
    const { actor } = start(rejecting(new Error('unused')));
    actor.send({ type: 'user.change', values: { age: 5 } });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('sends the profile of the user, then reloads the user', async () => {
    const updateProfile = vi.fn(async () => ({}));
    const { actor, effects } = start(fromSpy(updateProfile));
    actor.send({ type: 'user.change', values: filled });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(updateProfile).toHaveBeenCalledWith(
      expect.objectContaining({ input: { userId: 'u1', body: buildProfilePayload(filled) } }),
    );
    expect(effects.reloadUser).toHaveBeenCalledOnce();
  });

  it('only logs a failed update and lets the user edit again', async () => {
    const { actor, effects } = start(rejecting(new Error('offline')));
    actor.send({ type: 'user.change', values: filled });
    actor.send({ type: 'user.submit' });
    const snapshot = await waitFor(actor, (s) => s.matches('editing'));
    expect(effects.logError).toHaveBeenCalledWith(new Error('offline'));
    expect(effects.reloadUser).not.toHaveBeenCalled();
    expect(snapshot.context.values).toEqual(filled);
  });

  it('reaches every state', () => {
    const events = [
      { type: 'user.change', values: { firstName: 'Ada', lastName: 'Lovelace' } },
      { type: 'xstate.error.actor.updateProfile', error: new Error('offline') },
    ];
    expect(unreachedStates(profileFormMachine, { inputs: [{ userId: 'u1' }], events })).toEqual([]);
  });
});
