import { siteResponse } from '@kindred/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase, useTestApp } from '../helpers/app';

const everyFact = {
  SITE_NAME: 'Example Companions',
  SUPPORT_EMAIL: 'help@example.com',
  OPERATOR_NAME: 'Example Operator Ltd',
  OPERATOR_LOCATION: 'Example City, Exampleland',
  FOUNDER_NAME: 'Alex Example',
  FOUNDER_TITLE: 'Founder',
  SOCIAL_LINKS:
    'https://www.instagram.com/example, https://x.com/example,https://m.youtube.com/@example,https://social.example.org/@team',
};
/** The conversations go to this model, which the privacy page must name. */
const modelSettings = { AI_BASE_URL: 'https://models.example.com:8443/v1', AI_MODEL: 'example-model' };

/** The body of GET /api/site, checked against the contract. */
async function siteOf(app: FastifyInstance): Promise<unknown> {
  const response = await app.inject('/api/site');
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(siteResponse.safeParse(body).success).toBe(true);
  return body;
}

describeEachDatabase(
  'GET /api/site with every fact set',
  (getApp) => {
    it('answers anyone with every fact, each social link named after its network', async () => {
      expect(await siteOf(getApp())).toEqual({
        name: 'Example Companions',
        supportEmail: 'help@example.com',
        operatorName: 'Example Operator Ltd',
        operatorLocation: 'Example City, Exampleland',
        founderName: 'Alex Example',
        founderTitle: 'Founder',
        socialLinks: [
          { network: 'Instagram', url: 'https://www.instagram.com/example' },
          { network: 'X', url: 'https://x.com/example' },
          { network: 'YouTube', url: 'https://m.youtube.com/@example' },
          // A network Kindred does not know goes by its host.
          { network: 'social.example.org', url: 'https://social.example.org/@team' },
        ],
        modelHost: 'models.example.com:8443',
      });
    });
  },
  { env: { ...everyFact, ...modelSettings } },
);

describeEachDatabase('GET /api/site with no fact set', (getApp) => {
  it('answers the brand name and nothing else: no fact is made up, and no model is named when the built-in engine answers', async () => {
    expect(await siteOf(getApp())).toEqual({ name: 'Kindred', socialLinks: [] });
  });
});

describeEachDatabase(
  'GET /api/site with some facts set',
  (getApp) => {
    it('answers those facts and leaves the others out', async () => {
      expect(await siteOf(getApp())).toEqual({
        name: 'Kindred',
        supportEmail: 'help@example.com',
        founderName: 'Alex Example',
        socialLinks: [{ network: 'Bluesky', url: 'https://bsky.app/profile/example.com' }],
      });
    });
  },
  {
    env: {
      SUPPORT_EMAIL: 'help@example.com',
      FOUNDER_NAME: 'Alex Example',
      SOCIAL_LINKS: 'https://bsky.app/profile/example.com',
    },
  },
);

describe('the start-up log of the site facts', () => {
  const logged = (lines: string[]) =>
    lines.map((line) => JSON.parse(line).msg as string).filter((message) => message.startsWith('Site facts'));

  describe('with some facts set', () => {
    const lines: string[] = [];
    useTestApp({
      env: { LOG_LEVEL: 'info', SUPPORT_EMAIL: 'help@example.com', FOUNDER_NAME: 'Alex Example' },
      overrides: { logStream: { write: (line: string) => lines.push(line) } },
    });

    it('names, in one line, the variables of the facts not set', () => {
      expect(logged(lines)).toEqual([
        'Site facts not set, so the public pages leave them out: OPERATOR_NAME, OPERATOR_LOCATION, FOUNDER_TITLE, SOCIAL_LINKS',
      ]);
    });
  });

  describe('with every fact set', () => {
    const lines: string[] = [];
    const getApp = useTestApp({
      env: { LOG_LEVEL: 'info', ...everyFact },
      overrides: { logStream: { write: (line: string) => lines.push(line) } },
    });

    it('says nothing about them', async () => {
      await siteOf(getApp());
      // The request's own line shows the log was listening.
      expect(lines.length).toBeGreaterThan(0);
      expect(logged(lines)).toEqual([]);
    });
  });
});
