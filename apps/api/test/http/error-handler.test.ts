import { API_PREFIX, type Endpoint, loginBody, messageResponse } from '@kindred/contract';
import { describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../src/app';
import { addEndpoint } from '../../src/http/endpoint';
import { HttpError } from '../../src/http/http-error';
import { useTestApp } from '../helpers/app';

const echo = {
  method: 'POST',
  path: '/test/echo',
  access: 'public',
  body: loginBody,
  response: messageResponse,
} as const satisfies Endpoint;
const fail = { method: 'GET', path: '/test/fail', access: 'public', response: messageResponse } as const;
const teapot = { method: 'GET', path: '/test/teapot', access: 'public', response: messageResponse } as const;
const unavailable = { method: 'GET', path: '/test/unavailable', access: 'public', response: messageResponse } as const;
const limited = { method: 'GET', path: '/test/limited', access: 'public', response: messageResponse } as const;
const offContract = { method: 'GET', path: '/test/off-contract', access: 'public', response: messageResponse } as const;

const logLines: string[] = [];

const getApp = useTestApp({
  env: { LOG_LEVEL: 'error' },
  overrides: { logStream: { write: (line: string) => logLines.push(line) } },
  extend: (app) =>
    app.register(
      async (api) => {
        addEndpoint(api, echo, async (request) => ({ message: `hello ${request.body.email}` }));
        addEndpoint(api, fail, async () => {
          throw new Error('secret database detail');
        });
        addEndpoint(api, teapot, async () => {
          throw new HttpError(418, 'I am a teapot');
        });
        addEndpoint(api, unavailable, async () => {
          throw new HttpError(503, 'Mail is resting');
        });
        addEndpoint(api, limited, async () => ({ message: 'ok' }), {
          config: { rateLimit: { max: 1, timeWindow: '1 minute' } },
        });
        // Breaks its own response schema: the response must not leak what the handler returned.
        addEndpoint(api, offContract, async () => ({ wrong: 'shape' }) as never);
      },
      { prefix: API_PREFIX },
    ),
});

const postJson = (payload: string) =>
  getApp().inject({
    method: 'POST',
    url: '/api/test/echo',
    headers: { 'content-type': 'application/json' },
    payload,
  });

describe('error handler', () => {
  it('passes valid input through to the handler', async () => {
    const response = await postJson(JSON.stringify({ email: 'ava@kindred.example', password: 'secret1' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'hello ava@kindred.example' });
  });

  it('answers invalid input with 400 and the contract message of the first problem', async () => {
    const response = await postJson(JSON.stringify({ email: 'not-an-email', password: 'x' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid email address' });
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const response = await postJson('{"email": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.stringContaining('not valid JSON') });
  });

  it('answers a body over the limit with 413 and a message', async () => {
    const password = 'p'.repeat(BODY_LIMIT_BYTES);
    const response = await postJson(JSON.stringify({ email: 'ava@kindred.example', password }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Request body is too large' });
  });

  it('keeps the status and message of an HttpError, a server-side one too', async () => {
    const response = await getApp().inject('/api/test/teapot');
    expect(response.statusCode).toBe(418);
    expect(response.json()).toEqual({ message: 'I am a teapot' });
    const serverSide = await getApp().inject('/api/test/unavailable');
    expect(serverSide.statusCode).toBe(503);
    expect(serverSide.json()).toEqual({ message: 'Mail is resting' });
  });

  it('answers an unexpected error with a bare 500 and logs it', async () => {
    logLines.length = 0;
    const response = await getApp().inject('/api/test/fail');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error' });
    expect(response.body).not.toContain('secret database detail');
    expect(response.body).not.toContain('.ts:');
    expect(logLines.join('')).toContain('secret database detail');
  });

  it('answers a response that breaks its schema with a bare 500', async () => {
    const response = await getApp().inject('/api/test/off-contract');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error' });
  });

  it('answers a route over its rate limit with 429 and a message', async () => {
    const first = await getApp().inject('/api/test/limited');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-ratelimit-limit']).toBe('1');
    const response = await getApp().inject('/api/test/limited');
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ message: 'Too many requests. Please try again in 1 minute.' });
    expect(response.headers['retry-after']).toBeDefined();
  });

  it('limits no route that does not ask for it', async () => {
    const response = await getApp().inject('/api/test/teapot');
    expect(response.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('answers an unknown API route with 404 Not found', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await getApp().inject({ method, url: '/api/no/such/route?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });
});
