import {
  accountExport,
  CHARACTERS_PAGE_SIZE,
  CHAT_HISTORY_PAGE_SIZE,
  type ChangePasswordBody,
  CONVERSATION_LIST_PAGE_SIZE,
  type CreateMemoryBody,
  characterResponse,
  charactersResponse,
  chatMessage,
  DISCOVER_PAGE_SIZE,
  type EndpointName,
  editMessageResponse,
  FIRST_PAGE,
  type ForgotPasswordBody,
  healthResponse,
  INTERACTIONS_PAGE_SIZE,
  INVALID_CHAT_RESPONSE,
  type InteractionType,
  interactionsResponse,
  type LoginBody,
  likeResponse,
  memoriesResponse,
  memoryResponse,
  meResponse,
  messageResponse,
  type OtpResendBody,
  type OtpVerifyBody,
  otpResendResponse,
  type ProfileUpdateBody,
  type RegisterBody,
  type ResetPasswordBody,
  STREAM_EVENT,
  settingsResponse,
  siteResponse,
  type TokenPair,
  tokenPair,
  type UpdateMemoryBody,
  type UserSettings,
  type WaitlistBody,
  waitlistResponse,
} from '@kindred/contract';
import type { AxiosInstance } from 'axios';
import { type StreamAnswer, type StreamOptions, streamEvents } from './events';
import { call, parseBody } from './request';
import { browseList, conversationList, historyList, readChatReply } from './responses';

export interface ChatSendOptions extends Partial<StreamOptions> {
  /** The key of the first try, to retry a send without storing it twice; a new one otherwise. */
  idempotencyKey?: string;
}

/**
 * The reply text a stream ended with (a stream that ended without its reply is an invalid answer),
 * or of the whole answer of a server that did not stream.
 */
function finalReply(answer: StreamAnswer): string {
  if ('whole' in answer) return readChatReply(answer.whole);
  if (answer.ended?.type !== STREAM_EVENT.done) throw new Error(INVALID_CHAT_RESPONSE);
  return answer.ended.message.content;
}

export interface PageOptions {
  page?: number;
  limit?: number;
}

/**
 * One typed function per call of the endpoint table. `http` carries the session; `bare` is a
 * plain instance for the token refresh, which must go out without a bearer header. The chat send
 * waits `replyTimeout` for the character's reply instead of the instances' own timeout.
 */
export function createApi(http: AxiosInstance, bare: AxiosInstance, { replyTimeout }: { replyTimeout: number }) {
  return {
    login: async (body: LoginBody): Promise<TokenPair> =>
      parseBody('login', tokenPair, await call(http, 'login', { body })),

    register: async (body: RegisterBody) =>
      parseBody('register', messageResponse, await call(http, 'register', { body })),

    /** The tokens when the server signed the user in (both present as text), otherwise null. */
    verifyOtp: async (body: OtpVerifyBody): Promise<TokenPair | null> => {
      const tokens = tokenPair.safeParse(await call(http, 'verifyOtp', { body }));
      return tokens.success ? tokens.data : null;
    },

    /** Mails a new registration code; says how long until another may be asked for. */
    resendOtp: async (body: OtpResendBody) =>
      parseBody('resendOtp', otpResendResponse, await call(http, 'resendOtp', { body })),

    forgotPassword: async (body: ForgotPasswordBody): Promise<void> => {
      await call(http, 'forgotPassword', { body });
    },

    /** The server's confirmation, to show above the sign-in form. */
    resetPassword: async (body: ResetPasswordBody) =>
      parseBody('resetPassword', messageResponse, await call(http, 'resetPassword', { body })).message,

    logout: async (refreshToken: string): Promise<void> => {
      await call(http, 'logout', { body: { refreshToken } });
    },

    refresh: async (refreshToken: string): Promise<TokenPair> =>
      parseBody('refresh', tokenPair, await call(bare, 'refresh', { body: { refreshToken } })),

    me: async () => parseBody('me', meResponse, await call(http, 'me')).user,

    updateProfile: async (id: string, body: ProfileUpdateBody): Promise<void> => {
      await call(http, 'updateProfile', { params: { id }, body });
    },

    /** Deletes the account for good; the password re-authenticates the user. */
    deleteAccount: async (id: string, password: string): Promise<void> => {
      await call(http, 'deleteAccount', { params: { id }, body: { password } });
    },

    /** Everything the server keeps about the user, as one JSON document. */
    exportAccount: async (id: string) =>
      parseBody('exportAccount', accountExport, await call(http, 'exportAccount', { params: { id } })),

    /** Changes the password; the server signs out every other session. */
    changePassword: async (id: string, body: ChangePasswordBody): Promise<void> => {
      await call(http, 'changePassword', { params: { id }, body });
    },

    joinWaitlist: async (body: WaitlistBody) =>
      parseBody('joinWaitlist', waitlistResponse, await call(http, 'joinWaitlist', { body })),

    characters: async ({ page = FIRST_PAGE, limit = CHARACTERS_PAGE_SIZE }: PageOptions = {}) =>
      parseBody('characters', charactersResponse, await call(http, 'characters', { query: { page, limit } })).data,

    character: async (id: string) =>
      parseBody('character', characterResponse, await call(http, 'character', { params: { id } })).data,

    browse: async ({ page = FIRST_PAGE, limit = DISCOVER_PAGE_SIZE }: PageOptions = {}) =>
      parseBody('browse', browseList, await call(http, 'browse', { query: { page, limit } })),

    interactions: async ({
      page = FIRST_PAGE,
      limit = INTERACTIONS_PAGE_SIZE,
      type,
    }: PageOptions & { type?: InteractionType } = {}) =>
      parseBody(
        'interactions',
        interactionsResponse,
        await call(http, 'interactions', { query: { page, limit, type } }),
      ).data.data,

    like: async (id: string) => parseBody('like', likeResponse, await call(http, 'like', { params: { id } })),

    dislike: async (id: string): Promise<void> => {
      await call(http, 'dislike', { params: { id } });
    },

    conversations: async (
      userId: string,
      { page = FIRST_PAGE, limit = CONVERSATION_LIST_PAGE_SIZE }: PageOptions = {},
    ) =>
      parseBody(
        'conversations',
        conversationList,
        await call(http, 'conversations', { params: { userId }, query: { page, limit } }),
      ),

    /** Newest first, as the server sends them; pass `limit: CHAT_POLL_PAGE_SIZE` when polling. */
    history: async (
      userId: string,
      characterId: string,
      { page = FIRST_PAGE, limit = CHAT_HISTORY_PAGE_SIZE }: PageOptions = {},
    ) =>
      parseBody(
        'history',
        historyList,
        await call(http, 'history', { params: { userId, characterId }, query: { page, limit } }),
      ),

    /**
     * Sends one chat message and resolves with the character's reply text. The idempotency key lets
     * the server recognise a retried send (pass the same one to retry); the time zone lets the
     * character know what time it is for the user. With `onEvent`, the reply comes as it is written.
     */
    chat: async (userId: string, characterId: string, message: string, options: ChatSendOptions = {}) => {
      const headers = {
        'Idempotency-Key': options.idempotencyKey ?? crypto.randomUUID(),
        'X-Time-Zone': Intl.DateTimeFormat().resolvedOptions().timeZone,
      };
      const params = { userId, characterId };
      if (!options.onEvent) {
        return readChatReply(await call(http, 'chat', { params, body: { message }, headers, timeout: replyTimeout }));
      }
      const answer = await streamEvents(http, 'chat', {
        params,
        body: { message },
        headers,
        timeout: replyTimeout,
        onEvent: options.onEvent,
        signal: options.signal,
      });
      return finalReply(answer);
    },

    /** Joins the reply being written in the conversation; resolves with it as it ended, or null when none was being written. */
    chatStream: async (userId: string, characterId: string, options: StreamOptions & { lastEventId?: string }) => {
      const answer = await streamEvents(http, 'chatStream', {
        params: { userId, characterId },
        headers: options.lastEventId ? { 'Last-Event-ID': options.lastEventId } : {},
        onEvent: options.onEvent,
        signal: options.signal,
      });
      return 'ended' in answer && answer.ended?.type === STREAM_EVENT.done ? answer.ended.message : null;
    },

    /** Stops the reply being written; resolves with it as it stopped. */
    chatStop: async (userId: string, characterId: string) =>
      parseBody('chatStop', chatMessage, await call(http, 'chatStop', { params: { userId, characterId } })),

    /** Another reply to the latest message, as it is written; resolves with its text. */
    chatRegenerate: async (userId: string, characterId: string, options: StreamOptions) =>
      finalReply(
        await streamEvents(http, 'chatRegenerate', {
          params: { userId, characterId },
          headers: { 'X-Time-Zone': Intl.DateTimeFormat().resolvedOptions().timeZone },
          timeout: replyTimeout,
          onEvent: options.onEvent,
          signal: options.signal,
        }),
      ),

    chooseReply: async (userId: string, characterId: string, messageId: string) =>
      parseBody(
        'chooseReply',
        chatMessage,
        await call(http, 'chooseReply', { params: { userId, characterId, messageId } }),
      ),

    editMessage: async (userId: string, characterId: string, messageId: string, message: string) =>
      parseBody(
        'editMessage',
        editMessageResponse,
        await call(http, 'editMessage', {
          params: { userId, characterId, messageId },
          body: { message },
          headers: { 'X-Time-Zone': Intl.DateTimeFormat().resolvedOptions().timeZone },
        }),
      ),

    deleteMessage: async (userId: string, characterId: string, messageId: string): Promise<void> => {
      await call(http, 'deleteMessage', { params: { userId, characterId, messageId } });
    },

    memories: async (userId: string, characterId: string) =>
      parseBody('memories', memoriesResponse, await call(http, 'memories', { params: { userId, characterId } })).data,

    createMemory: async (userId: string, characterId: string, body: CreateMemoryBody) =>
      parseBody(
        'createMemory',
        memoryResponse,
        await call(http, 'createMemory', { params: { userId, characterId }, body }),
      ).data,

    updateMemory: async (userId: string, characterId: string, memoryId: string, body: UpdateMemoryBody) =>
      parseBody(
        'updateMemory',
        memoryResponse,
        await call(http, 'updateMemory', { params: { userId, characterId, memoryId }, body }),
      ).data,

    deleteMemory: async (userId: string, characterId: string, memoryId: string): Promise<void> => {
      await call(http, 'deleteMemory', { params: { userId, characterId, memoryId } });
    },

    settings: async (id: string) =>
      parseBody('settings', settingsResponse, await call(http, 'settings', { params: { id } })).settings,

    updateSettings: async (id: string, settings: UserSettings) =>
      parseBody(
        'updateSettings',
        settingsResponse,
        await call(http, 'updateSettings', { params: { id }, body: settings }),
      ).settings,

    site: async () => parseBody('site', siteResponse, await call(http, 'site')),

    health: async () => parseBody('health', healthResponse, await call(http, 'health')),
  } satisfies Record<EndpointName, (...args: never[]) => Promise<unknown>>;
}

export type Api = ReturnType<typeof createApi>;
