import { API_PREFIX, endpoints, pathOf } from '@kindred/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { imageUrl, LIVENESS_ROUTE } from '../../src/paths';
import { describeEachDatabase } from '../helpers/app';
import { characterIds, likeCharacter, ScriptedModel } from '../helpers/chat';
import {
  bearer,
  capturingMailer,
  injectOk,
  newInvitationCode,
  registerUnverified,
  signUpUser,
  TEST_PASSWORD,
  type TestUser,
  uniqueEmail,
} from '../helpers/users';
import { knownRoutes, nonContractRoutes, type RouteKey, routeKeyOf, serverRoutes } from './routes';

/**
 * Who calls: nobody signed in; another user (complete profile) on the subject's paths; a user whose
 * profile is incomplete, on their own paths; the subject themself, profile complete.
 */
type Caller = 'noToken' | 'otherUser' | 'incompleteProfile' | 'valid';
const callers: Caller[] = ['noToken', 'otherUser', 'incompleteProfile', 'valid'];

interface Context {
  app: FastifyInstance;
  /** The user the request is about: the one named in the path, whose credentials a body carries. */
  subject: TestUser;
}

interface Row {
  /** The request, without a token; it succeeds when the subject sends it. */
  request(context: Context): InjectOptions | Promise<InjectOptions>;
  expected: Record<Caller, number>;
}

const [liked = '', toLike = '', toDislike = ''] = characterIds;
const api = (path: string) => `${API_PREFIX}${path}`;

async function login(app: FastifyInstance, user: TestUser) {
  return injectOk<{ refreshToken: string }>(app, {
    method: 'POST',
    url: api(pathOf('login')),
    payload: { email: user.email, password: user.password },
  });
}

/** The id of the subject's latest message of a type with the liked character; any id when there is none. */
async function latestId(app: FastifyInstance, subject: TestUser, type: 'human' | 'ai'): Promise<string> {
  const response = await app.inject({
    url: api(pathOf('history', { userId: subject.id, characterId: liked })),
    headers: bearer(subject.accessToken),
  });
  const page = response.statusCode === 200 ? (response.json() as { data: { _id: string; type: string }[] }).data : [];
  return page.find((message) => message.type === type)?._id ?? '00000000-0000-4000-8000-000000000000';
}

/** A note of the subject's, written for the call to change or delete (a made-up id where the subject may not write). */
async function noteId(app: FastifyInstance, subject: TestUser): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: api(pathOf('createMemory', { userId: subject.id, characterId: liked })),
    headers: bearer(subject.accessToken),
    payload: { content: 'Call me Sam' },
  });
  return response.statusCode === 200
    ? (response.json() as { data: { _id: string } }).data._id
    : '00000000-0000-4000-8000-000000000000';
}

/** Every route of the server, keyed as the server lists it. */
const matrix: Record<RouteKey, Row> = {
  [routeKeyOf(endpoints.health)]: {
    request: () => ({ url: api(pathOf('health')) }),
    expected: { noToken: 200, otherUser: 200, incompleteProfile: 200, valid: 200 },
  },
  [routeKeyOf(endpoints.site)]: {
    request: () => ({ url: api(pathOf('site')) }),
    expected: { noToken: 200, otherUser: 200, incompleteProfile: 200, valid: 200 },
  },
  [nonContractRoutes.liveness]: {
    request: () => ({ url: api(LIVENESS_ROUTE) }),
    expected: { noToken: 200, otherUser: 200, incompleteProfile: 200, valid: 200 },
  },
  [nonContractRoutes.docs]: {
    request: () => ({ url: api('/docs') }),
    expected: { noToken: 200, otherUser: 200, incompleteProfile: 200, valid: 200 },
  },
  [nonContractRoutes.openApi]: {
    request: () => ({ url: api('/docs/openapi.json') }),
    expected: { noToken: 200, otherUser: 200, incompleteProfile: 200, valid: 200 },
  },
  [nonContractRoutes.images]: {
    request: () => ({ url: imageUrl(`characters/${liked}/portrait.svg`) }),
    expected: { noToken: 200, otherUser: 200, incompleteProfile: 200, valid: 200 },
  },
  [routeKeyOf(endpoints.register)]: {
    request: async ({ app }) => ({
      method: 'POST',
      url: api(pathOf('register')),
      payload: { email: uniqueEmail(), password: TEST_PASSWORD, invitationCode: await newInvitationCode(app) },
    }),
    expected: { noToken: 200, otherUser: 200, incompleteProfile: 200, valid: 200 },
  },
  [routeKeyOf(endpoints.verifyOtp)]: {
    request: async ({ app }) => {
      const { email, code } = await registerUnverified(app);
      return { method: 'POST', url: api(pathOf('verifyOtp')), payload: { email, otp: code } };
    },
    expected: { noToken: 200, otherUser: 200, incompleteProfile: 200, valid: 200 },
  },
  [routeKeyOf(endpoints.resendOtp)]: {
    request: async ({ app }) => {
      const { email } = await registerUnverified(app);
      return { method: 'POST', url: api(pathOf('resendOtp')), payload: { email } };
    },
    expected: { noToken: 200, otherUser: 200, incompleteProfile: 200, valid: 200 },
  },
  [routeKeyOf(endpoints.login)]: {
    request: ({ subject }) => ({
      method: 'POST',
      url: api(pathOf('login')),
      payload: { email: subject.email, password: subject.password },
    }),
    expected: { noToken: 200, otherUser: 200, incompleteProfile: 200, valid: 200 },
  },
  [routeKeyOf(endpoints.refresh)]: {
    request: async ({ app, subject }) => ({
      method: 'POST',
      url: api(pathOf('refresh')),
      payload: { refreshToken: (await login(app, subject)).refreshToken },
    }),
    expected: { noToken: 200, otherUser: 200, incompleteProfile: 200, valid: 200 },
  },
  [routeKeyOf(endpoints.logout)]: {
    request: async ({ app, subject }) => ({
      method: 'POST',
      url: api(pathOf('logout')),
      payload: { refreshToken: (await login(app, subject)).refreshToken },
    }),
    expected: { noToken: 200, otherUser: 200, incompleteProfile: 200, valid: 200 },
  },
  [routeKeyOf(endpoints.forgotPassword)]: {
    request: ({ subject }) => ({
      method: 'POST',
      url: api(pathOf('forgotPassword')),
      payload: { email: subject.email },
    }),
    expected: { noToken: 200, otherUser: 200, incompleteProfile: 200, valid: 200 },
  },
  [routeKeyOf(endpoints.resetPassword)]: {
    // Of an account of its own, so that the subject keeps their password for the other rows.
    request: async ({ app }) => {
      const { email } = await signUpUser(app, { profileComplete: false });
      await injectOk(app, { method: 'POST', url: api(pathOf('forgotPassword')), payload: { email } });
      const otp = capturingMailer(app).lastCodeFor(email);
      const payload = { email, otp, newPassword: 'a different kindred passphrase' };
      return { method: 'POST', url: api(pathOf('resetPassword')), payload };
    },
    expected: { noToken: 200, otherUser: 200, incompleteProfile: 200, valid: 200 },
  },
  [routeKeyOf(endpoints.joinWaitlist)]: {
    request: () => ({ method: 'POST', url: api(pathOf('joinWaitlist')), payload: { email: uniqueEmail() } }),
    expected: { noToken: 200, otherUser: 200, incompleteProfile: 200, valid: 200 },
  },
  [routeKeyOf(endpoints.me)]: {
    request: () => ({ url: api(pathOf('me')) }),
    expected: { noToken: 401, otherUser: 200, incompleteProfile: 200, valid: 200 },
  },
  [routeKeyOf(endpoints.updateProfile)]: {
    request: ({ subject }) => ({
      method: 'PATCH',
      url: api(pathOf('updateProfile', { id: subject.id })),
      payload: { name: 'Sam Lee', age: 30, gender: 'female' },
    }),
    expected: { noToken: 401, otherUser: 403, incompleteProfile: 200, valid: 200 },
  },
  [routeKeyOf(endpoints.exportAccount)]: {
    request: ({ subject }) => ({ url: api(pathOf('exportAccount', { id: subject.id })) }),
    expected: { noToken: 401, otherUser: 403, incompleteProfile: 200, valid: 200 },
  },
  [routeKeyOf(endpoints.changePassword)]: {
    // To the same password, so that the subject's password still opens the rows that sign in.
    request: ({ subject }) => ({
      method: 'POST',
      url: api(pathOf('changePassword', { id: subject.id })),
      payload: { currentPassword: subject.password, newPassword: subject.password },
    }),
    expected: { noToken: 401, otherUser: 403, incompleteProfile: 204, valid: 204 },
  },
  [routeKeyOf(endpoints.characters)]: {
    request: () => ({ url: api(pathOf('characters')) }),
    expected: { noToken: 401, otherUser: 200, incompleteProfile: 403, valid: 200 },
  },
  [routeKeyOf(endpoints.character)]: {
    request: () => ({ url: api(pathOf('character', { id: liked })) }),
    expected: { noToken: 401, otherUser: 200, incompleteProfile: 403, valid: 200 },
  },
  [routeKeyOf(endpoints.browse)]: {
    request: () => ({ url: api(pathOf('browse')) }),
    expected: { noToken: 401, otherUser: 200, incompleteProfile: 403, valid: 200 },
  },
  [routeKeyOf(endpoints.interactions)]: {
    request: () => ({ url: api(pathOf('interactions')) }),
    expected: { noToken: 401, otherUser: 200, incompleteProfile: 403, valid: 200 },
  },
  [routeKeyOf(endpoints.like)]: {
    request: () => ({ method: 'POST', url: api(pathOf('like', { id: toLike })) }),
    expected: { noToken: 401, otherUser: 200, incompleteProfile: 403, valid: 200 },
  },
  [routeKeyOf(endpoints.dislike)]: {
    request: () => ({ method: 'POST', url: api(pathOf('dislike', { id: toDislike })) }),
    expected: { noToken: 401, otherUser: 200, incompleteProfile: 403, valid: 200 },
  },
  [routeKeyOf(endpoints.conversations)]: {
    request: ({ subject }) => ({ url: api(pathOf('conversations', { userId: subject.id })) }),
    expected: { noToken: 401, otherUser: 403, incompleteProfile: 403, valid: 200 },
  },
  [routeKeyOf(endpoints.history)]: {
    request: ({ subject }) => ({ url: api(pathOf('history', { userId: subject.id, characterId: liked })) }),
    expected: { noToken: 401, otherUser: 403, incompleteProfile: 403, valid: 200 },
  },
  [routeKeyOf(endpoints.chat)]: {
    request: ({ subject }) => ({
      method: 'POST',
      url: api(pathOf('chat', { userId: subject.id, characterId: liked })),
      payload: { message: 'Hello there' },
    }),
    expected: { noToken: 401, otherUser: 403, incompleteProfile: 403, valid: 200 },
  },
  [routeKeyOf(endpoints.chatRegenerate)]: {
    request: ({ subject }) => ({
      method: 'POST',
      url: api(pathOf('chatRegenerate', { userId: subject.id, characterId: liked })),
    }),
    expected: { noToken: 401, otherUser: 403, incompleteProfile: 403, valid: 200 },
  },
  [routeKeyOf(endpoints.chatStream)]: {
    request: ({ subject }) => ({ url: api(pathOf('chatStream', { userId: subject.id, characterId: liked })) }),
    // Nothing is being written: 204.
    expected: { noToken: 401, otherUser: 403, incompleteProfile: 403, valid: 204 },
  },
  [routeKeyOf(endpoints.chatStop)]: {
    request: ({ subject }) => ({
      method: 'POST',
      url: api(pathOf('chatStop', { userId: subject.id, characterId: liked })),
    }),
    // Nothing is being written: 409, past every check of who calls.
    expected: { noToken: 401, otherUser: 403, incompleteProfile: 403, valid: 409 },
  },
  [routeKeyOf(endpoints.chooseReply)]: {
    request: async ({ app, subject }) => ({
      method: 'PUT',
      url: api(
        pathOf('chooseReply', {
          userId: subject.id,
          characterId: liked,
          messageId: await latestId(app, subject, 'ai'),
        }),
      ),
    }),
    expected: { noToken: 401, otherUser: 403, incompleteProfile: 403, valid: 200 },
  },
  [routeKeyOf(endpoints.editMessage)]: {
    request: async ({ app, subject }) => ({
      method: 'PATCH',
      url: api(
        pathOf('editMessage', {
          userId: subject.id,
          characterId: liked,
          messageId: await latestId(app, subject, 'human'),
        }),
      ),
      payload: { message: 'Hello again' },
    }),
    expected: { noToken: 401, otherUser: 403, incompleteProfile: 403, valid: 200 },
  },
  [routeKeyOf(endpoints.deleteMessage)]: {
    request: async ({ app, subject }) => ({
      method: 'DELETE',
      url: api(
        pathOf('deleteMessage', {
          userId: subject.id,
          characterId: liked,
          messageId: await latestId(app, subject, 'human'),
        }),
      ),
    }),
    expected: { noToken: 401, otherUser: 403, incompleteProfile: 403, valid: 204 },
  },
  [routeKeyOf(endpoints.memories)]: {
    request: ({ subject }) => ({ url: api(pathOf('memories', { userId: subject.id, characterId: liked })) }),
    expected: { noToken: 401, otherUser: 403, incompleteProfile: 403, valid: 200 },
  },
  [routeKeyOf(endpoints.createMemory)]: {
    request: ({ subject }) => ({
      method: 'POST',
      url: api(pathOf('createMemory', { userId: subject.id, characterId: liked })),
      payload: { content: 'My sister is Ana' },
    }),
    expected: { noToken: 401, otherUser: 403, incompleteProfile: 403, valid: 200 },
  },
  [routeKeyOf(endpoints.updateMemory)]: {
    request: async ({ app, subject }) => ({
      method: 'PATCH',
      url: api(
        pathOf('updateMemory', { userId: subject.id, characterId: liked, memoryId: await noteId(app, subject) }),
      ),
      payload: { pinned: true },
    }),
    expected: { noToken: 401, otherUser: 403, incompleteProfile: 403, valid: 200 },
  },
  [routeKeyOf(endpoints.deleteMemory)]: {
    request: async ({ app, subject }) => ({
      method: 'DELETE',
      url: api(
        pathOf('deleteMemory', { userId: subject.id, characterId: liked, memoryId: await noteId(app, subject) }),
      ),
    }),
    expected: { noToken: 401, otherUser: 403, incompleteProfile: 403, valid: 204 },
  },
  [routeKeyOf(endpoints.settings)]: {
    request: ({ subject }) => ({ url: api(pathOf('settings', { id: subject.id })) }),
    expected: { noToken: 401, otherUser: 403, incompleteProfile: 200, valid: 200 },
  },
  [routeKeyOf(endpoints.updateSettings)]: {
    request: ({ subject }) => ({
      method: 'PUT',
      url: api(pathOf('updateSettings', { id: subject.id })),
      payload: { timeZone: 'Europe/Lisbon', charactersMayWriteFirst: true, breakReminders: true, crisisLineId: null },
    }),
    expected: { noToken: 401, otherUser: 403, incompleteProfile: 200, valid: 200 },
  },
  // Last of all, as the rows run in this order: the subject's own request deletes the subject.
  [routeKeyOf(endpoints.deleteAccount)]: {
    request: ({ subject }) => ({
      method: 'DELETE',
      url: api(pathOf('deleteAccount', { id: subject.id })),
      payload: { password: subject.password },
    }),
    expected: { noToken: 401, otherUser: 403, incompleteProfile: 204, valid: 204 },
  },
  // The invite CLI's door opens to a secret header from this machine, never to a token; without
  // the secret it looks like no route at all (and on PostgreSQL there is no such route).
  [nonContractRoutes.createInvitations]: {
    request: () => ({
      method: 'POST',
      url: api('/admin/invitations'),
      payload: { uses: 1, expiresInSeconds: null, count: 1 },
    }),
    expected: { noToken: 404, otherUser: 404, incompleteProfile: 404, valid: 404 },
  },
  [nonContractRoutes.listInvitations]: {
    request: () => ({ url: api('/admin/invitations') }),
    expected: { noToken: 404, otherUser: 404, incompleteProfile: 404, valid: 404 },
  },
  [nonContractRoutes.deleteUser]: {
    request: ({ subject }) => ({ method: 'DELETE', url: api('/admin/users'), payload: { email: subject.email } }),
    expected: { noToken: 404, otherUser: 404, incompleteProfile: 404, valid: 404 },
  },
};

describeEachDatabase(
  'authorisation of every route',
  (getApp) => {
    let subject: TestUser;
    let otherUser: TestUser;
    beforeAll(async () => {
      [subject, otherUser] = await Promise.all([signUpUser(getApp()), signUpUser(getApp())]);
      await likeCharacter(getApp(), subject, liked);
    });

    /** The subject of the request and the token that goes with it, for each caller. */
    async function callAs(caller: Caller): Promise<{ subject: TestUser; token?: string }> {
      switch (caller) {
        case 'noToken':
          return { subject };
        case 'otherUser':
          return { subject, token: otherUser.accessToken };
        case 'incompleteProfile': {
          // A fresh one each time: completing the profile is one of the requests.
          const incomplete = await signUpUser(getApp(), { profileComplete: false });
          return { subject: incomplete, token: incomplete.accessToken };
        }
        case 'valid':
          return { subject, token: subject.accessToken };
      }
    }

    it('has a row for every route the server answers', () => {
      const routes = serverRoutes(getApp());
      expect(routes.length).toBeGreaterThan(0);
      expect(routes.filter((route) => !(route in matrix))).toEqual([]);
      expect(Object.keys(matrix).sort()).toEqual(knownRoutes);
    });

    describe.each(Object.entries(matrix))('%s', (_route, row) => {
      it.each(callers)('answers %s as the table says', async (caller) => {
        const { subject: target, token } = await callAs(caller);
        const request = await row.request({ app: getApp(), subject: target });
        const response = await getApp().inject({
          ...request,
          headers: { ...request.headers, ...(token && bearer(token)) },
        });
        expect({ status: response.statusCode, body: response.body.slice(0, 200) }).toMatchObject({
          status: row.expected[caller],
        });
        if (response.statusCode >= 400) expect(response.json()).toEqual({ message: expect.any(String) });
      });
    });
  },
  { overrides: { companionModel: new ScriptedModel() } },
);
