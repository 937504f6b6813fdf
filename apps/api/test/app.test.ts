import { API_PREFIX } from '@kindred/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';

const logLines: string[] = [];

const getApp = useTestApp({
  env: { CORS_ORIGINS: 'https://friend.example', LOG_LEVEL: 'info' },
  overrides: { logStream: { write: (line: string) => logLines.push(line) } },
  extend: (app) =>
    app.register(
      async (api) => {
        api.post('/test/log', async (request) => {
          request.log.info({ body: request.body, headers: request.headers }, 'received');
          return { message: 'logged' };
        });
      },
      { prefix: API_PREFIX },
    ),
});

describe('app', () => {
  it('sends security headers, on errors too', async () => {
    for (const url of ['/api/health', '/api/no-such-route']) {
      const response = await getApp().inject(url);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    }
  });

  it('lets the origins of CORS_ORIGINS call with credentials', async () => {
    const response = await getApp().inject({
      method: 'OPTIONS',
      url: '/api/characters',
      headers: { origin: 'https://friend.example', 'access-control-request-method': 'GET' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('https://friend.example');
    expect(response.headers['access-control-allow-credentials']).toBe('true');
  });

  it('gives other origins no CORS headers', async () => {
    const response = await getApp().inject({ url: '/api/health', headers: { origin: 'https://stranger.example' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('never logs passwords or tokens', async () => {
    logLines.length = 0;
    await getApp().inject({
      method: 'POST',
      url: '/api/test/log',
      headers: { authorization: 'Bearer access-token-value' },
      payload: { email: 'ava@kindred.example', password: 'hunter22', refreshToken: 'refresh-token-value' },
    });
    const log = logLines.join('');
    expect(log).toContain('ava@kindred.example');
    expect(log).toContain('[redacted]');
    for (const secret of ['access-token-value', 'hunter22', 'refresh-token-value']) expect(log).not.toContain(secret);
  });
});

describe('app without a built web app', () => {
  it('answers pages with 503 saying the web app is not built', async () => {
    for (const url of ['/', '/characters']) {
      const response = await getApp().inject(url);
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toContain('text/plain');
      expect(response.body).toContain('web app is not built');
    }
  });

  it('still serves the API', async () => {
    expect((await getApp().inject('/api/health')).statusCode).toBe(200);
  });
});
