import {
  API_PREFIX,
  browseResponse,
  type EndpointName,
  endpoints,
  meResponse,
  otpVerifyResponse,
  pathOf,
  type TokenPair,
} from '@kindred/contract';
import type { KindredServer } from './server';

type Schema<T> = { parse: (value: unknown) => T };
type Call<T> = { params?: Record<string, string>; body?: unknown; token?: string; schema?: Schema<T> };

/** Calls one endpoint of the contract and parses its answer with the contract's schema. */
async function call<T = unknown>(server: KindredServer, name: EndpointName, options: Call<T> = {}): Promise<T> {
  const { params, body, token, schema } = options;
  const response = await fetch(`${server.baseUrl}${API_PREFIX}${pathOf(name, params)}`, {
    method: endpoints[name].method,
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${name} answered ${response.status}: ${JSON.stringify(json)}`);
  return schema ? schema.parse(json) : (json as T);
}

/**
 * A signed-in person with a complete profile who has liked a character and said hello, so the
 * dashboard, browse and messages pages show what they show a real member.
 */
export async function signUpMember(server: KindredServer): Promise<TokenPair> {
  if (!server.invitationCode) throw new Error('the server printed no invitation code');
  const email = `bench-${Date.now()}@kindred.test`;
  const password = 'bench-password';

  await call(server, 'register', { body: { email, password, invitationCode: server.invitationCode } });
  // Without SMTP_URL the server writes each mail, with its code, to its log.
  const [, otp = ''] = await server.waitForOutput(new RegExp(`${email}[^\\n]*verification code is (\\w+)`), 30_000);
  const verified = await call(server, 'verifyOtp', { body: { email, otp }, schema: otpVerifyResponse });
  const { accessToken, refreshToken } = verified;
  if (!accessToken || !refreshToken) throw new Error('verifying the code gave no tokens');

  const { user } = await call(server, 'me', { token: accessToken, schema: meResponse });
  await call(server, 'updateProfile', {
    params: { id: user._id },
    token: accessToken,
    body: { name: 'Bench Member', age: 30, gender: 'prefer-not-to-say' },
  });
  const { data: characters } = await call(server, 'browse', { token: accessToken, schema: browseResponse });
  const [character] = characters;
  if (character) {
    await call(server, 'like', { params: { id: character._id }, token: accessToken });
    await call(server, 'chat', {
      params: { userId: user._id, characterId: character._id },
      token: accessToken,
      body: { message: 'Hello!' },
    });
  }
  return { accessToken, refreshToken };
}
