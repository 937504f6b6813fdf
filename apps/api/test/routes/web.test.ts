import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTempDir, useTestApp } from '../helpers/app';

const webDist = createTempDir();
const INDEX_HTML = '<!doctype html><title>Kindred</title><div id="root"></div>';
writeFileSync(path.join(webDist.dir, 'index.html'), INDEX_HTML);
mkdirSync(path.join(webDist.dir, 'assets'));
writeFileSync(path.join(webDist.dir, 'assets', 'index-abc123.js'), 'console.log("kindred")');
afterAll(() => webDist.remove());

const getApp = useTestApp({ env: { WEB_DIST: webDist.dir } });

describe('web app', () => {
  it('serves index.html at /', async () => {
    const response = await getApp().inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe(INDEX_HTML);
  });

  it('serves index.html for every other page so the app routes it', async () => {
    for (const url of ['/characters/ava-moreno', '/messages?x=1', '/no/such/page']) {
      const response = await getApp().inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves built files, hashed ones cached for good', async () => {
    const response = await getApp().inject('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers unknown API routes with JSON, never the app', async () => {
    for (const url of ['/api', '/api/no-such-route', '/api/images/characters/nobody/portrait.svg']) {
      const response = await getApp().inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });
});
