import { existsSync } from 'node:fs';
import path from 'node:path';
import { CHARACTERS_PAGE_SIZE, type Character, character, charactersResponse } from '@kindred/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { assetsDir, imageUrl } from '../../src/paths';
import { seedCharacters } from '../../src/seed/characters';
import { describeEachDatabase } from '../helpers/app';
import { bearer, signUpUser, type TestUser } from '../helpers/users';

const slugs = seedCharacters.map((seed) => seed.slug);
const total = seedCharacters.length;

describeEachDatabase('characters', (getApp) => {
  let user: TestUser;
  beforeAll(async () => {
    user = await signUpUser(getApp());
  });
  const get = (url: string) => getApp().inject({ url, headers: bearer(user.accessToken) });

  const list = async (query: string) => {
    const response = await get(`/api/characters${query}`);
    expect(response.statusCode).toBe(200);
    return charactersResponse.parse(response.json());
  };

  describe('access', () => {
    it.each(['/api/characters', '/api/characters/nobody-here'])('%s answers 401 without a token', async (url) => {
      const response = await getApp().inject(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: expect.any(String) });
    });

    it.each(['/api/characters', '/api/characters/nobody-here'])(
      '%s answers 403 until the profile is complete',
      async (url) => {
        const incomplete = await signUpUser(getApp(), { profileComplete: false });
        const response = await getApp().inject({ url, headers: bearer(incomplete.accessToken) });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: 'Complete your profile first' });
      },
    );
  });

  describe('GET /api/characters', () => {
    it('answers the first page of the default size', async () => {
      const body = await list('');
      expect(body).toMatchObject({ page: 1, limit: CHARACTERS_PAGE_SIZE, total });
      expect(body.data.map((item) => item.id)).toEqual(slugs.slice(0, CHARACTERS_PAGE_SIZE));
    });

    it('walks every character once, in seed order, page by page', async () => {
      const limit = 7;
      const seen: string[] = [];
      for (let page = 1; page <= Math.ceil(total / limit); page++) {
        const body = await list(`?page=${page}&limit=${limit}`);
        expect(body).toMatchObject({ page, limit, total });
        seen.push(...body.data.map((item) => item.id));
      }
      expect(seen).toEqual(slugs);
    });

    it('answers an empty page past the end', async () => {
      const body = await list(`?page=${total + 1}&limit=1`);
      expect(body).toEqual({ data: [], page: total + 1, limit: 1, total });
    });

    it.each(['page=abc', 'limit=0', 'page=0', 'limit=101', 'page=1.5'])(
      'answers ?%s with 400 and a message',
      async (query) => {
        const response = await get(`/api/characters?${query}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: expect.any(String) });
      },
    );
  });

  describe('GET /api/characters/:id', () => {
    it('answers 404 for an unknown character', async () => {
      const response = await get('/api/characters/nobody-here');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Character not found' });
    });

    it.skipIf(total === 0)('answers the character the list shows', async () => {
      const [first] = (await list('?limit=1')).data;
      const response = await get(`/api/characters/${first?.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: first });
    });
  });

  describe.skipIf(total === 0)('seeded characters', () => {
    const byId = async (id: string): Promise<Character> => {
      const response = await get(`/api/characters/${id}`);
      expect(response.statusCode).toBe(200);
      return character.strict().parse(response.json().data);
    };

    it.for(seedCharacters)('$slug has every field of its seed', async (seed) => {
      const item = await byId(seed.slug);
      expect(item).toEqual({
        _id: seed.slug,
        id: seed.slug,
        name: seed.name,
        bio: seed.bio,
        age: seed.age,
        gender: seed.gender,
        location: seed.location,
        profileImageUrl: imageUrl(`characters/${seed.slug}/portrait.svg`),
        images: seed.gallery.map((scene) => imageUrl(`characters/${seed.slug}/${scene}.svg`)),
        personalityTraits: seed.personalityTraits,
        interests: seed.interests,
        backgroundStory: seed.backgroundStory,
        flawsAndFears: seed.flawsAndFears,
        dreamsAndGoals: seed.dreamsAndGoals,
        petPeeves: seed.petPeeves,
      });
      for (const text of [item.name, item.bio, item.backgroundStory, item.flawsAndFears, item.dreamsAndGoals]) {
        expect(text.trim()).not.toBe('');
      }
    });

    it.for(seedCharacters)('$slug has images that are served', async (seed, { skip }) => {
      const item = await byId(seed.slug);
      const drawn = [item.profileImageUrl, ...item.images].filter((url) =>
        existsSync(path.join(assetsDir, url.slice(imageUrl('').length))),
      );
      if (drawn.length === 0) skip(`the images of ${seed.slug} are not drawn yet`);
      // Images are public: an <img> sends no token.
      for (const url of drawn) {
        const response = await getApp().inject(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toContain('image/svg+xml');
        expect(response.headers['cache-control']).toBe('public, max-age=2592000');
      }
    });
  });
});
