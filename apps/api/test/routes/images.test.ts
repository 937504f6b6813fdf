import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/app';

const PORTRAIT = '/api/images/characters/kenji-watanabe/coffee.svg';
const NOT_FOUND = { message: 'Not found' };

describeEachDatabase('character images', (getApp) => {
  it('serves a picture as the image it is', async () => {
    const response = await getApp().inject(PORTRAIT);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.body).toContain('<svg');
  });

  describe('anything else in the images folder', () => {
    it.each([
      '/api/images/README.md',
      '/api/images/readme.MD',
      '/api/images/README%2Emd',
      '/api/images/characters/../README.md',
      '/api/images/characters/%2e%2e/README.md',
      '/api/images/README.md?.svg',
      '/api/images/characters/',
      '/api/images/characters/kenji-watanabe',
    ])('answers %s with 404 and none of its content', async (url) => {
      const response = await getApp().inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    });

    it('refuses a name with a NUL in it as a bad request', async () => {
      const response = await getApp().inject('/api/images/README.md%00.svg');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: expect.any(String) });
      expect(response.body).not.toContain('Character art');
    });
  });
});
