import { browseResponse, interactionsResponse, meResponse, pathOf } from '@kindred/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { characters } from '../../src/db/schema';
import { characterIds, likeCharacter } from '../helpers/chat';
import { describeInstances, untilPropagated, useInstances } from '../helpers/instances';
import { bearer, injectOk, signUpUser, type TestUser, testProfile, updateProfile } from '../helpers/users';

const [character = ''] = characterIds;

/** The user's name and likes as the profile screen and the list of liked characters show them through `app`. */
async function profileThrough(app: FastifyInstance, user: TestUser) {
  const headers = bearer(user.accessToken);
  const { user: me } = meResponse.parse(await injectOk(app, { url: `/api${pathOf('me')}`, headers }));
  const liked = interactionsResponse.parse(
    await injectOk(app, { url: `/api${pathOf('interactions')}?type=like`, headers }),
  );
  return { name: me.name, likes: me.likes, liked: liked.data.data.map((item) => item.character._id) };
}

describeInstances('a profile kept through two instances', () => {
  const instances = useInstances({}, {});

  it('shows a profile change and a like made through one instance through the other', async () => {
    const [a, b] = instances();
    const user = await signUpUser(a);
    expect(await profileThrough(b, user)).toEqual({ name: testProfile.name, likes: [], liked: [] });

    await updateProfile(a, user, { name: 'Robin Okafor' });
    const renamed = { name: 'Robin Okafor', likes: [], liked: [] };
    await expect.poll(() => profileThrough(b, user), untilPropagated).toEqual(renamed);

    await likeCharacter(a, user, character);
    const liking = { ...renamed, likes: [character], liked: [character] };
    await expect.poll(() => profileThrough(b, user), untilPropagated).toEqual(liking);
  });
});

describeInstances('discovery kept through two instances', () => {
  const instances = useInstances({}, {});
  const browseThrough = async (app: FastifyInstance, user: TestUser) =>
    browseResponse
      .parse(await injectOk(app, { url: `/api${pathOf('browse')}?limit=5`, headers: bearer(user.accessToken) }))
      .data.map((shown) => shown._id);

  it('never offers again, through the other instance, a character liked or rejected through one', async () => {
    const [a, b] = instances();
    const user = await signUpUser(a);
    const [first, second] = await browseThrough(b, user);
    // Asked again at once: the same page, kept.
    expect((await browseThrough(b, user))[0]).toBe(first);

    await likeCharacter(a, user, first ?? '');
    await expect.poll(async () => (await browseThrough(b, user))[0], untilPropagated).toBe(second);
    await injectOk(a, {
      method: 'POST',
      url: `/api${pathOf('dislike', { id: second ?? '' })}`,
      headers: bearer(user.accessToken),
    });
    await expect.poll(async () => browseThrough(b, user), untilPropagated).not.toContain(second);
  });

  it('shows, through both, a character changed in the database after their pages were kept', async () => {
    const [a, b] = instances();
    const user = await signUpUser(a);
    const [first] = await browseResponse
      .parse(await injectOk(b, { url: `/api${pathOf('browse')}?limit=5`, headers: bearer(user.accessToken) }))
      .data.map((shown) => shown._id);
    const nameThrough = async (app: FastifyInstance) =>
      browseResponse
        .parse(await injectOk(app, { url: `/api${pathOf('browse')}?limit=5`, headers: bearer(user.accessToken) }))
        .data.find((shown) => shown._id === first)?.name;
    expect(await nameThrough(a)).toBe(await nameThrough(b));

    // As an operator would, outside any instance: every user's kept pages show the character.
    await a.database.db
      .update(characters)
      .set({ name: 'Renamed By Hand' })
      .where(eq(characters.slug, first ?? ''));
    await expect.poll(() => nameThrough(a), untilPropagated).toBe('Renamed By Hand');
    await expect.poll(() => nameThrough(b), untilPropagated).toBe('Renamed By Hand');
  });
});
