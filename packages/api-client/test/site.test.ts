import { BRAND_NAME } from '@kindred/contract';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { bareSite, exampleSite, handlers } from '../src/mocks';
import { fetchSite } from '../src/site';
import { BASE_URL, useMockServer } from './support';

const server = useMockServer();

const answer = (body: JsonBodyType) => server.use(http.get('*/api/site', () => HttpResponse.json(body)));

describe('fetchSite', () => {
  it('reads every fact the server sends', async () => {
    expect(await fetchSite(BASE_URL)).toEqual(exampleSite);
  });

  it('leaves out what is not set, and fills in nothing', async () => {
    answer(bareSite);

    expect(await fetchSite(BASE_URL)).toEqual({ name: BRAND_NAME, socialLinks: [] });
  });

  it('drops a fact of the wrong shape and any social link that is not https', async () => {
    answer({
      name: '',
      supportEmail: 42,
      founderName: 'Alex Example',
      socialLinks: [
        { network: 'Instagram', url: 'javascript:alert(1)' },
        { network: 'X', url: 'http://x.com/example' },
        { network: 'Bluesky', url: 'https://bsky.app/profile/example.com' },
        'https://example.com',
      ],
    });

    expect(await fetchSite(BASE_URL)).toEqual({
      name: BRAND_NAME,
      founderName: 'Alex Example',
      socialLinks: [{ network: 'Bluesky', url: 'https://bsky.app/profile/example.com' }],
    });
  });

  it('rejects when the server refuses', async () => {
    server.use(handlers.site.failure());

    await expect(fetchSite(BASE_URL)).rejects.toThrow('GET /site answered 500');
  });
});
