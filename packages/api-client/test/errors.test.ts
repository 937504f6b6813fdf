import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorMessage, responseStatus } from '../src';
import { handlers } from '../src/mocks';
import { clientWith, useMockServer } from './support';

const server = useMockServer();
const fallback = 'Login failed. Please check your credentials.';
const credentials = { email: 'sam@example.com', password: 'secret1' };

const loginError = async () => {
  const { api } = clientWith({});
  return api.login(credentials).catch((caught: unknown) => caught);
};

describe('errorMessage', () => {
  it("shows the server's message first", async () => {
    server.use(handlers.login.failure('Invalid email or password', 401));

    expect(errorMessage(await loginError(), fallback)).toBe('Invalid email or password');
  });

  it("shows the client error's message when the server sent none", async () => {
    server.use(http.post('*/api/auth/login', () => new HttpResponse(null, { status: 502 })));

    expect(errorMessage(await loginError(), fallback)).toBe('Request failed with status code 502');
  });

  it('shows the fallback when the error carries no message at all', () => {
    expect(errorMessage(new Error(''), fallback)).toBe(fallback);
    expect(errorMessage('boom', fallback)).toBe(fallback);
    expect(errorMessage(undefined, fallback)).toBe(fallback);
  });
});

describe('responseStatus', () => {
  it("reads the status of the server's answer", async () => {
    server.use(handlers.login.failure('Invalid email or password', 401));

    expect(responseStatus(await loginError())).toBe(401);
  });

  it('has none when no answer came', async () => {
    server.use(handlers.login.offline);

    expect(responseStatus(await loginError())).toBeUndefined();
    expect(responseStatus(new Error('boom'))).toBeUndefined();
  });
});
