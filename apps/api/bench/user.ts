import { randomUUID } from 'node:crypto';
import { API_PREFIX, type EndpointName, endpoints, pathOf, tokenPair } from '@kindred/contract';
import type { z } from 'zod';
import type { BenchServer } from './server';

export const BENCH_PASSWORD = 'kindred bench passphrase';

const OPENING_MESSAGES = ['Hello there!', 'What did you do today?', 'Tell me about your favourite place.'];

export interface BenchUser {
  id: string;
  /** The first conversation, where the opening messages were exchanged. */
  characterId: string;
  /** Every conversation the user has (one reply is written per conversation at a time). */
  characterIds: string[];
  headers: Record<string, string>;
}

interface Call {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Calls an endpoint of the contract and parses its answer with the contract's schema; anything but 200 throws. */
export async function call<N extends EndpointName>(
  server: Pick<BenchServer, 'url'>,
  name: N,
  { params, query, body, headers }: Call = {},
): Promise<z.output<(typeof endpoints)[N]['response']>> {
  const endpoint = endpoints[name];
  const search = query ? `?${new URLSearchParams(query)}` : '';
  const response = await fetch(`${server.url}${API_PREFIX}${pathOf(name, params)}${search}`, {
    method: endpoint.method,
    headers: { ...headers, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  if (response.status !== 200) {
    throw new Error(`${endpoint.method} ${endpoint.path} answered ${response.status}: ${await response.text()}`);
  }
  return endpoint.response.parse(await response.json()) as z.output<(typeof endpoints)[N]['response']>;
}

/** The verification code mailed to `email`, read from the server's log as a person without SMTP would. */
function codeMailedTo(server: Pick<BenchServer, 'waitForLine'>, email: string) {
  return server.waitForLine((line) => {
    if (!line.includes(`Mail to ${email} `)) return undefined;
    return /\b(\d{6})\b/.exec(line)?.[1];
  });
}

/**
 * A user as a person makes one: registers with the server's starter invitation, verifies with the
 * mailed code, completes the profile, likes the first `conversations` characters offered and
 * exchanges a few messages with the first.
 */
export async function createChattingUser(
  server: Omit<BenchServer, 'invite'>,
  conversations = 1,
  invitationCode = server.invitationCode,
): Promise<BenchUser> {
  const email = `bench-${randomUUID()}@kindred.test`;
  await call(server, 'register', { body: { email, password: BENCH_PASSWORD, invitationCode } });
  const otp = await codeMailedTo(server, email);
  const { accessToken } = tokenPair.parse(await call(server, 'verifyOtp', { body: { email, otp } }));
  const headers = { authorization: `Bearer ${accessToken}` };
  const { user } = await call(server, 'me', { headers });
  await call(server, 'updateProfile', {
    params: { id: user._id },
    headers,
    body: { name: 'Sam Lee', age: 30, gender: 'female', location: '', bio: '', avatar: 'SL' },
  });
  const offered = (await call(server, 'browse', { headers, query: { limit: String(conversations) } })).data;
  const [character] = offered;
  if (!character) throw new Error('Browse offered no character to like');
  for (const { _id: id } of offered) await call(server, 'like', { params: { id }, headers });
  for (const message of OPENING_MESSAGES) {
    await call(server, 'chat', {
      params: { userId: user._id, characterId: character._id },
      headers,
      body: { message },
    });
  }
  // A character whose ages exclude the user's is liked but not talked with: it has no conversation.
  const { data: listed } = await call(server, 'conversations', {
    params: { userId: user._id },
    query: { limit: String(conversations) },
    headers,
  });
  return { id: user._id, characterId: character._id, characterIds: listed.map(({ _id }) => _id), headers };
}
