import {
  API_PREFIX,
  browseQuery,
  CHARACTERS_PAGE_SIZE,
  type Character,
  type ChatMessage,
  type ChatStreamEvent,
  charactersQuery,
  conversationsQuery,
  DEFAULT_SETTINGS,
  deltaEventId,
  type EndpointName,
  EVENT_STREAM_TYPE,
  endpoints,
  FIRST_PAGE,
  historyQuery,
  interactionsQuery,
  type MemoryRecord,
  STREAM_EVENT,
  WAITLIST_ALREADY_JOINED,
} from '@kindred/contract';
import {
  characters,
  chatReply,
  completeUser,
  conversations,
  exampleSite,
  history,
  incompleteUser,
  interactions,
  memories,
  renewedTokens,
  tokens,
} from '@kindred/contract/fixtures';
import { delay, type HttpHandler, HttpResponse, type HttpResponseResolver, http } from 'msw';
import type { z } from 'zod';

type Body<Name extends EndpointName> = z.input<(typeof endpoints)[Name]['response']>;
type RequestInfo = Parameters<HttpResponseResolver>[0];

const methods = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete } as const;

/** A handler for one endpoint of the contract, under any origin. */
function on(name: EndpointName, resolver: HttpResponseResolver): HttpHandler {
  const { method, path } = endpoints[name];
  return methods[method](`*${API_PREFIX}${path}`, resolver);
}

/** Answers with a body of the contract's response shape, or with a ready Response such as a 404. */
function answer<Name extends EndpointName>(name: Name, resolve: (info: RequestInfo) => Body<Name> | Response) {
  return on(name, (info) => {
    const outcome = resolve(info);
    return outcome instanceof Response ? outcome : HttpResponse.json(outcome);
  });
}

/**
 * The outcomes every endpoint offers: `success` answers like the server would, from the fixtures;
 * `failure` answers with the `{ message }` the server sends on errors; `slow` never answers;
 * `offline` fails at the network.
 */
function endpoint<Name extends EndpointName>(name: Name, success: (info: RequestInfo) => Body<Name> | Response) {
  return {
    success: answer(name, success),
    failure: (message = 'Internal server error', status = 500) =>
      on(name, () => HttpResponse.json({ message }, { status })),
    slow: on(name, () => delay('infinite')),
    offline: on(name, () => HttpResponse.error()),
  };
}

const queryOf = <Schema extends z.ZodType>(schema: Schema, request: Request): z.output<Schema> =>
  schema.parse(Object.fromEntries(new URL(request.url).searchParams));

const pageOf = <Item>(items: Item[], { page, limit }: { page: number; limit: number }) =>
  items.slice((page - 1) * limit, page * limit);

const notFound = (message: string) => HttpResponse.json({ message }, { status: 404 });

const unseenCharacters: Character[] = characters.filter(
  ({ _id }) => !completeUser.likes.includes(_id) && !completeUser.dislikes.includes(_id),
);

const login = endpoint('login', () => tokens);
const register = endpoint('register', () => ({ message: 'Registration successful. Check your email for the code.' }));
const verifyOtp = endpoint('verifyOtp', () => ({ message: 'Email verified' }));
const resendOtp = endpoint('resendOtp', () => ({
  message: 'If this email is waiting for verification, we have sent a new code to it.',
  retryAfterSeconds: 60,
}));
const forgotPassword = endpoint('forgotPassword', () => ({ message: 'Reset code sent' }));
const resetPassword = endpoint('resetPassword', () => ({ message: 'Password updated' }));
const logout = endpoint('logout', () => ({ message: 'Logged out' }));
const refresh = endpoint('refresh', () => renewedTokens);
const me = endpoint('me', () => ({ user: completeUser }));
const updateProfile = endpoint('updateProfile', () => ({ user: completeUser }));
const noContent = () => new HttpResponse(null, { status: 204 });
const deleteAccount = endpoint('deleteAccount', noContent);
const changePassword = endpoint('changePassword', noContent);
const exportAccount = endpoint('exportAccount', () => ({
  exportedAt: '2026-11-23T12:00:00.000Z',
  profile: {
    email: completeUser.email,
    name: completeUser.name,
    age: completeUser.age,
    gender: completeUser.gender,
    location: completeUser.location,
    bio: completeUser.bio,
    avatar: completeUser.avatar,
    createdAt: '2026-11-01T09:00:00.000Z',
  },
  settings: DEFAULT_SETTINGS,
  interactions: [],
  conversations: [],
}));
const joinWaitlist = endpoint('joinWaitlist', () => ({ success: true, message: 'Added to the waitlist' }));

const charactersEndpoint = endpoint('characters', ({ request }) => {
  const query = queryOf(charactersQuery, request);
  return { data: pageOf(characters, query), page: query.page, limit: query.limit, total: characters.length };
});
const character = endpoint('character', ({ params }) => {
  const found = characters.find(({ _id }) => _id === params.id);
  return found ? { data: found } : notFound('Character not found');
});
const browse = endpoint('browse', ({ request }) => ({ data: pageOf(unseenCharacters, queryOf(browseQuery, request)) }));
const interactionsEndpoint = endpoint('interactions', ({ request }) => {
  const { type, ...page } = queryOf(interactionsQuery, request);
  const matching = interactions.filter((item) => type === undefined || item.type === type);
  return { data: { data: pageOf(matching, page) } };
});
const like = endpoint('like', () => ({ message: 'Liked', relationship: { type: 'Matched' } }));
const dislike = endpoint('dislike', () => ({ message: 'Disliked' }));
const conversationsEndpoint = endpoint('conversations', ({ request }) => ({
  data: pageOf(conversations, queryOf(conversationsQuery, request)),
}));
const historyEndpoint = endpoint('history', ({ request }) => ({
  data: pageOf(history, queryOf(historyQuery, request)),
}));
const aReply = (
  content: string,
  status?: ChatMessage['status'],
  id = '00000000-0000-4000-8000-00000000a1a1',
): ChatMessage => ({
  _id: id,
  type: 'ai',
  content,
  timestamp: new Date().toISOString(),
  ...(status && { status }),
});

/** A reply as the server streams it: the reply, its words one by one `pauseMs` apart, its end. */
function replyEvents(text: string, pauseMs: number, human?: ChatMessage): Response {
  const encoder = new TextEncoder();
  const write = (event: ChatStreamEvent) => {
    const { type, ...data } = event;
    const id = event.type === STREAM_EVENT.delta ? `id: ${deltaEventId(event.messageId, event.offset)}\n` : '';
    return encoder.encode(`event: ${type}\n${id}data: ${JSON.stringify(data)}\n\n`);
  };
  const reply = aReply('', 'streaming');
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      if (human) controller.enqueue(write({ type: STREAM_EVENT.human, message: human }));
      controller.enqueue(write({ type: STREAM_EVENT.reply, message: reply }));
      let offset = 0;
      for (const word of text.split(/(?<= )/)) {
        await delay(pauseMs);
        offset += word.length;
        controller.enqueue(write({ type: STREAM_EVENT.delta, messageId: reply._id, text: word, offset }));
      }
      controller.enqueue(write({ type: STREAM_EVENT.done, message: { ...reply, content: text, status: undefined } }));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': EVENT_STREAM_TYPE } });
}

const wantsEvents = (request: Request) => request.headers.get('accept')?.includes(EVENT_STREAM_TYPE) === true;

/** A send as the server answers it: the whole reply, or streamed word by word to a client that asks for events. */
function chatSend(pauseMs: number) {
  return on('chat', async ({ request }) => {
    if (!wantsEvents(request)) return HttpResponse.json({ aiResponse: chatReply });
    const { message } = (await request.json()) as { message: string };
    const human: ChatMessage = {
      _id: crypto.randomUUID(),
      type: 'human',
      content: message,
      timestamp: new Date().toISOString(),
    };
    return replyEvents(chatReply, pauseMs, human);
  });
}

const chat = { ...endpoint('chat', () => ({ aiResponse: chatReply })), success: chatSend(20) };
const chatStream = {
  ...endpoint('chatStream', () => aReply(chatReply)),
  /** Nothing is being written. */
  success: on('chatStream', () => new HttpResponse(null, { status: 204 })),
};
const chatStop = {
  ...endpoint('chatStop', () => aReply('', 'stopped')),
  nothingToStop: on('chatStop', () =>
    HttpResponse.json({ message: 'No reply is being written in this conversation.' }, { status: 409 }),
  ),
};
const chatRegenerate = {
  ...endpoint('chatRegenerate', () => ({ aiResponse: chatReply })),
  success: on('chatRegenerate', () => replyEvents(chatReply, 20)),
};
const chooseReply = endpoint('chooseReply', ({ params }) => aReply(chatReply, undefined, String(params.messageId)));
const editMessage = on('editMessage', async ({ request, params }) => {
  const { message } = (await request.json()) as { message: string };
  return HttpResponse.json({
    message: {
      _id: String(params.messageId),
      type: 'human',
      content: message,
      timestamp: new Date().toISOString(),
      editedAt: new Date().toISOString(),
    },
  });
});
const deleteMessage = endpoint('deleteMessage', () => new HttpResponse(null, { status: 204 }));
const memoriesEndpoint = endpoint('memories', () => ({ data: memories }));
const createMemory = {
  ...endpoint('createMemory', () => ({ data: memories[0] as MemoryRecord })),
  /** Keeps what was sent, as a note the user wrote. */
  success: on('createMemory', async ({ request }) => {
    const body = (await request.json()) as { content: string; pinned?: boolean };
    const now = new Date().toISOString();
    const memory: MemoryRecord = {
      _id: crypto.randomUUID(),
      kind: 'note',
      content: body.content,
      pinned: body.pinned ?? false,
      source: 'user',
      sourceMessageId: null,
      createdAt: now,
      updatedAt: now,
      lastUsedAt: null,
    };
    return HttpResponse.json({ data: memory });
  }),
};
const updateMemory = {
  ...endpoint('updateMemory', () => ({ data: memories[0] as MemoryRecord })),
  /** Applies what was sent to the fixture of that id. */
  success: on('updateMemory', async ({ request, params }) => {
    const body = (await request.json()) as { content?: string; pinned?: boolean };
    const known = memories.find((memory) => memory._id === params.memoryId);
    if (!known) return notFound('Memory not found');
    const rewritten = body.content !== undefined && body.content !== known.content;
    return HttpResponse.json({
      data: {
        ...known,
        ...body,
        ...(rewritten && { kind: 'note', source: 'user' }),
        updatedAt: new Date().toISOString(),
      },
    });
  }),
};
const deleteMemory = endpoint('deleteMemory', () => new HttpResponse(null, { status: 204 }));
const site = endpoint('site', () => exampleSite);
const settings = endpoint('settings', () => ({ settings: DEFAULT_SETTINGS }));
const updateSettings = {
  ...endpoint('updateSettings', () => ({ settings: DEFAULT_SETTINGS })),
  /** Keeps what was sent, as the server does. */
  success: on('updateSettings', async ({ request }) => HttpResponse.json({ settings: await request.json() })),
};
const health = endpoint('health', () => ({
  status: 'ok',
  version: '0.1.0',
  database: { status: 'up', driver: 'pglite' },
}));

/** Mock API for stories and tests: `handlers.login.failure('Invalid email or password', 401)`. */
export const handlers = {
  login,
  register,
  verifyOtp: { ...verifyOtp, signedIn: answer('verifyOtp', () => ({ message: 'Email verified', ...tokens })) },
  resendOtp,
  forgotPassword,
  resetPassword,
  logout,
  refresh,
  me: { ...me, incompleteProfile: answer('me', () => ({ user: incompleteUser })) },
  updateProfile,
  deleteAccount,
  exportAccount,
  changePassword,
  joinWaitlist: { ...joinWaitlist, alreadyJoined: joinWaitlist.failure(WAITLIST_ALREADY_JOINED, 409) },
  characters: {
    ...charactersEndpoint,
    empty: answer('characters', () => ({ data: [], page: FIRST_PAGE, limit: CHARACTERS_PAGE_SIZE, total: 0 })),
  },
  character: { ...character, notFound: on('character', () => notFound('Character not found')) },
  browse: {
    ...browse,
    /** The other shape the server may use: a bare array. */
    asArray: on('browse', ({ request }) => HttpResponse.json(pageOf(unseenCharacters, queryOf(browseQuery, request)))),
    empty: answer('browse', () => ({ data: [] })),
  },
  interactions: { ...interactionsEndpoint, empty: answer('interactions', () => ({ data: { data: [] } })) },
  like: {
    ...like,
    blocked: answer('like', () => ({ message: 'Liked', relationship: { type: 'Blocked' } })),
    noRelationship: answer('like', () => ({ message: 'Liked', relationship: null })),
  },
  dislike,
  conversations: {
    ...conversationsEndpoint,
    empty: answer('conversations', () => ({ data: [] })),
  },
  history: { ...historyEndpoint, empty: answer('history', () => ({ data: [] })) },
  /** A reply without any text field: the client reports 'Invalid chat response'. */
  chat: {
    ...chat,
    invalid: on('chat', () => HttpResponse.json({})),
    /** Streams the reply slowly, a word every second: time to see it grow, and to stop it. */
    slowStream: chatSend(1_000),
  },
  chatStream,
  chatStop,
  chatRegenerate,
  chooseReply,
  editMessage: { ...endpoint('editMessage', () => new HttpResponse(null, { status: 500 })), success: editMessage },
  deleteMessage,
  memories: { ...memoriesEndpoint, empty: answer('memories', () => ({ data: [] })) },
  createMemory,
  updateMemory,
  deleteMemory,
  site,
  settings,
  updateSettings,
  health,
} satisfies Record<EndpointName, { success: HttpHandler; [variant: string]: unknown }>;

/** Every endpoint answering successfully: the starting point of most stories and tests. */
export const defaultHandlers: HttpHandler[] = Object.values(handlers).map((outcomes) => outcomes.success);
