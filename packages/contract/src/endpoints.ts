import type { z } from 'zod';
import * as account from './account';
import { SITE_PATH } from './constants';
import * as memories from './memories';
import * as s from './schemas';
import * as settings from './settings';
import * as site from './site';

/**
 * Who may call an endpoint: anyone, any signed-in user, or a signed-in user whose profile is
 * complete. The server enforces it; the client uses it only to know when to send a token.
 */
export type EndpointAccess = 'public' | 'user' | 'completeProfile';

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path below the API prefix, with `:name` parameters. */
  path: string;
  access: EndpointAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** The status of success when it is not 200: 204 answers without a body. */
  successStatus?: 204;
  /** Answers with server-sent events (`ChatStreamEvent`s, see stream.ts) to `Accept: text/event-stream`. */
  events?: true;
}

/** Every call of the product specification (section 7), with its schemas. */
export const endpoints = {
  login: { method: 'POST', path: '/auth/login', access: 'public', body: s.loginBody, response: s.tokenPair },
  register: {
    method: 'POST',
    path: '/auth/register',
    access: 'public',
    body: s.registerBody,
    response: s.messageResponse,
  },
  verifyOtp: {
    method: 'POST',
    path: '/auth/otp/verify',
    access: 'public',
    body: s.otpVerifyBody,
    response: s.otpVerifyResponse,
  },
  resendOtp: {
    method: 'POST',
    path: '/auth/otp/resend',
    access: 'public',
    body: s.otpResendBody,
    response: s.otpResendResponse,
  },
  forgotPassword: {
    method: 'POST',
    path: '/auth/password/forgot',
    access: 'public',
    body: s.forgotPasswordBody,
    response: s.messageResponse,
  },
  resetPassword: {
    method: 'POST',
    path: '/auth/password/reset',
    access: 'public',
    body: s.resetPasswordBody,
    response: s.messageResponse,
  },
  logout: { method: 'POST', path: '/auth/logout', access: 'public', body: s.logoutBody, response: s.messageResponse },
  refresh: { method: 'POST', path: '/auth/refresh', access: 'public', body: s.refreshBody, response: s.tokenPair },
  me: { method: 'GET', path: '/users/me', access: 'user', response: s.meResponse },
  updateProfile: {
    method: 'PATCH',
    path: '/users/:id',
    access: 'user',
    params: s.userIdParams,
    body: s.profileUpdateBody,
    response: s.meResponse,
  },
  deleteAccount: {
    method: 'DELETE',
    path: '/users/:id',
    access: 'user',
    params: s.userIdParams,
    body: account.deleteAccountBody,
    response: account.noContent,
    successStatus: 204,
  },
  exportAccount: {
    method: 'GET',
    path: '/users/:id/export',
    access: 'user',
    params: s.userIdParams,
    response: account.accountExport,
  },
  changePassword: {
    method: 'POST',
    path: '/users/:id/password',
    access: 'user',
    params: s.userIdParams,
    body: account.changePasswordBody,
    response: account.noContent,
    successStatus: 204,
  },
  joinWaitlist: {
    method: 'POST',
    path: '/waitlist',
    access: 'public',
    body: s.waitlistBody,
    response: s.waitlistResponse,
  },
  characters: {
    method: 'GET',
    path: '/characters',
    access: 'completeProfile',
    query: s.charactersQuery,
    response: s.charactersResponse,
  },
  character: {
    method: 'GET',
    path: '/characters/:id',
    access: 'completeProfile',
    params: s.characterIdParams,
    response: s.characterResponse,
  },
  browse: {
    method: 'GET',
    path: '/interactions/browse',
    access: 'completeProfile',
    query: s.browseQuery,
    response: s.browseResponse,
  },
  interactions: {
    method: 'GET',
    path: '/interactions',
    access: 'completeProfile',
    query: s.interactionsQuery,
    response: s.interactionsResponse,
  },
  like: {
    method: 'POST',
    path: '/interactions/:id/like',
    access: 'completeProfile',
    params: s.characterIdParams,
    response: s.likeResponse,
  },
  dislike: {
    method: 'POST',
    path: '/interactions/:id/dislike',
    access: 'completeProfile',
    params: s.characterIdParams,
    response: s.dislikeResponse,
  },
  conversations: {
    method: 'GET',
    path: '/messages/:userId',
    access: 'completeProfile',
    params: s.userMessagesParams,
    query: s.conversationsQuery,
    response: s.conversationsResponse,
  },
  history: {
    method: 'GET',
    path: '/messages/:userId/:characterId',
    access: 'completeProfile',
    params: s.conversationParams,
    query: s.historyQuery,
    response: s.historyResponse,
  },
  chat: {
    method: 'POST',
    path: '/chat/:userId/:characterId',
    access: 'completeProfile',
    params: s.conversationParams,
    body: s.chatBody,
    response: s.chatResponse,
    /** Beyond the specification: with `Accept: text/event-stream` the answer is a stream of ChatStreamEvents. */
    events: true,
  },
  /**
   * Joins the reply being written in the conversation (events from `Last-Event-ID` on, if sent):
   * 200 with a stream of ChatStreamEvents, or 204 when no reply is being written.
   */
  chatStream: {
    method: 'GET',
    path: '/chat/:userId/:characterId/stream',
    access: 'completeProfile',
    params: s.conversationParams,
    response: s.chatMessage,
    events: true,
  },
  /** Stops the reply being written; it keeps its text so far, `stopped`. 409 when none is being written. */
  chatStop: {
    method: 'POST',
    path: '/chat/:userId/:characterId/stop',
    access: 'completeProfile',
    params: s.conversationParams,
    response: s.chatMessage,
  },
  /**
   * A new reply to the latest message, kept beside the one before as an alternative (a failed or
   * interrupted reply without text is replaced). Answers as `chat` does, streamed with `Accept: text/event-stream`.
   */
  chatRegenerate: {
    method: 'POST',
    path: '/chat/:userId/:characterId/regenerate',
    access: 'completeProfile',
    params: s.conversationParams,
    response: s.chatResponse,
    events: true,
  },
  /** Shows this alternative reply instead of its siblings; later prompts see it. */
  chooseReply: {
    method: 'PUT',
    path: '/messages/:userId/:characterId/:messageId/chosen',
    access: 'completeProfile',
    params: s.messageParams,
    response: s.chatMessage,
  },
  /** Changes the text of the user's own message; when it is the latest, its reply is written anew. */
  editMessage: {
    method: 'PATCH',
    path: '/messages/:userId/:characterId/:messageId',
    access: 'completeProfile',
    params: s.messageParams,
    body: s.editMessageBody,
    response: s.editMessageResponse,
  },
  /** Removes a message (a reply with its alternatives) from the history and from every later prompt. */
  deleteMessage: {
    method: 'DELETE',
    path: '/messages/:userId/:characterId/:messageId',
    access: 'completeProfile',
    params: s.messageParams,
    response: account.noContent,
    successStatus: 204,
  },
  /** What the character remembers about the user, newest first. */
  memories: {
    method: 'GET',
    path: '/memories/:userId/:characterId',
    access: 'completeProfile',
    params: s.conversationParams,
    response: memories.memoriesResponse,
  },
  /** A note the user writes for the character to remember ("call me Sam"). */
  createMemory: {
    method: 'POST',
    path: '/memories/:userId/:characterId',
    access: 'completeProfile',
    params: s.conversationParams,
    body: memories.createMemoryBody,
    response: memories.memoryResponse,
  },
  /** Rewrites or pins a memory. */
  updateMemory: {
    method: 'PATCH',
    path: '/memories/:userId/:characterId/:memoryId',
    access: 'completeProfile',
    params: memories.memoryItemParams,
    body: memories.updateMemoryBody,
    response: memories.memoryResponse,
  },
  /** Forgets a memory: no later prompt has it. */
  deleteMemory: {
    method: 'DELETE',
    path: '/memories/:userId/:characterId/:memoryId',
    access: 'completeProfile',
    params: memories.memoryItemParams,
    response: account.noContent,
    successStatus: 204,
  },
  settings: {
    method: 'GET',
    path: '/users/:id/settings',
    access: 'user',
    params: s.userIdParams,
    response: settings.settingsResponse,
  },
  updateSettings: {
    method: 'PUT',
    path: '/users/:id/settings',
    access: 'user',
    params: s.userIdParams,
    body: settings.settingsUpdateBody,
    response: settings.settingsResponse,
  },
  site: { method: 'GET', path: SITE_PATH, access: 'public', response: site.siteResponse },
  health: { method: 'GET', path: '/health', access: 'public', response: s.healthResponse },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

/** Fills `:name` parameters of an endpoint path: `pathOf('history', { userId, characterId })`. */
export function pathOf(name: EndpointName, params: Record<string, string> = {}): string {
  return endpoints[name].path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" for ${name}`);
    return encodeURIComponent(value);
  });
}
