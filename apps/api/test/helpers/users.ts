import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { decodeJwt } from 'jose';
import type { Session } from '../../src/plugins/app/accounts/access-tokens';
import { createInvitations } from '../../src/plugins/app/accounts/invitations';
import { CapturingMailer } from './mailer';

/**
 * Users for tests: `signUpUser(app)` goes through the real register → code → verify flow (about
 * 50 ms) and, unless told otherwise, completes the profile. Needs an app started by
 * `startTestApp`/`useTestApp`, whose mail a CapturingMailer keeps.
 */

export const TEST_PASSWORD = 'kindred test passphrase';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

export interface SignUpOptions {
  /** Defaults to true: the user can use every completeProfile endpoint. */
  profileComplete?: boolean;
  /** Age of the completed profile; defaults to 30. */
  age?: number;
  email?: string;
  password?: string;
}

export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@kindred.test`;

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** The sign-in an access token was issued for, read from its claims. */
export function sessionOf(accessToken: string): Session {
  const { sub, sid } = decodeJwt(accessToken);
  if (typeof sub !== 'string' || typeof sid !== 'string') throw new Error('Not an access token of this server');
  return { userId: sub, sessionId: sid };
}

/** Injects a request and returns its JSON body, throwing with the answer when it is not a 200. */
export async function injectOk<T = Record<string, unknown>>(app: FastifyInstance, options: InjectOptions): Promise<T> {
  const response = await app.inject(options);
  if (response.statusCode !== 200) {
    throw new Error(`${options.method ?? 'GET'} ${options.url} answered ${response.statusCode}: ${response.body}`);
  }
  return response.json();
}

export function capturingMailer(app: FastifyInstance): CapturingMailer {
  if (!(app.mailer instanceof CapturingMailer)) throw new Error('This test app sends real mail; use a CapturingMailer');
  return app.mailer;
}

export async function newInvitationCode(app: FastifyInstance, uses = 1): Promise<string> {
  const [invitation] = await createInvitations(app.database.db, { uses, expiresAt: null, count: 1 });
  if (!invitation) throw new Error('No invitation was created');
  return invitation.code;
}

/** Registers an account with a fresh invitation and stops there: `code` is the one mailed to verify it. */
export async function registerUnverified(app: FastifyInstance, email = uniqueEmail(), password = TEST_PASSWORD) {
  const invitationCode = await newInvitationCode(app);
  await injectOk(app, { method: 'POST', url: '/api/auth/register', payload: { email, password, invitationCode } });
  return { email, code: capturingMailer(app).lastCodeFor(email) };
}

/** The profile `signUpUser` completes. */
export const testProfile = { name: 'Sam Lee', age: 30, gender: 'female', location: '', bio: '', avatar: 'SL' };

/** PATCH /api/users/:id as the user: the test profile with `changes`. */
export async function updateProfile(
  app: FastifyInstance,
  user: Pick<TestUser, 'id' | 'accessToken'>,
  changes: Partial<typeof testProfile> = {},
) {
  await injectOk(app, {
    method: 'PATCH',
    url: `/api/users/${user.id}`,
    headers: bearer(user.accessToken),
    payload: { ...testProfile, ...changes },
  });
}

export async function signUpUser(app: FastifyInstance, options: SignUpOptions = {}): Promise<TestUser> {
  const { profileComplete = true, age = testProfile.age, email = uniqueEmail(), password = TEST_PASSWORD } = options;
  const { code: otp } = await registerUnverified(app, email, password);
  const tokens = await injectOk<{ accessToken: string; refreshToken: string }>(app, {
    method: 'POST',
    url: '/api/auth/otp/verify',
    payload: { email, otp },
  });
  const headers = bearer(tokens.accessToken);
  const { user } = await injectOk<{ user: { _id: string } }>(app, { url: '/api/users/me', headers });
  if (profileComplete) await updateProfile(app, { id: user._id, accessToken: tokens.accessToken }, { age });
  return { id: user._id, email, password, ...tokens };
}
