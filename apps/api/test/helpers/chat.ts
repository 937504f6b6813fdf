import { conversationsResponse, pathOf } from '@kindred/contract';
import type { FastifyInstance } from 'fastify';
import { type CompanionModel, ModelUnavailableError, type ReplyInput, type ReplyOutput } from '../../src/companion';
import { seedCharacters } from '../../src/seed/characters';
import { bearer, injectOk, signUpUser, type TestUser } from './users';

/** Seeded characters by position, for tests that need a few different ones. */
export const characterIds = seedCharacters.map((seed) => seed.slug);
export const characterName = (id: string) => seedCharacters.find((seed) => seed.slug === id)?.name ?? '';
/** The seeded characters that match (and so chat with) a user of `age`, by position. */
export const characterIdsFor = (age: number) =>
  seedCharacters.filter((seed) => age >= seed.ageRangeMin && age <= seed.ageRangeMax).map((seed) => seed.slug);

export async function likeCharacter(app: FastifyInstance, user: TestUser, characterId: string) {
  await injectOk(app, {
    method: 'POST',
    url: `/api${pathOf('like', { id: characterId })}`,
    headers: bearer(user.accessToken),
  });
}

/** A new user with a complete profile who liked each of `liked`, ready to chat with them. */
export async function signUpChatter(app: FastifyInstance, ...liked: string[]): Promise<TestUser> {
  const user = await signUpUser(app);
  for (const id of liked) await likeCharacter(app, user, id);
  return user;
}

export interface SendOptions {
  idempotencyKey?: string;
  timeZone?: string;
  /** Sends as this user instead (the path still names `user`). */
  as?: TestUser;
}

/** POST /api/chat/:userId/:characterId as `user`; answers the raw response. */
export function sendMessage(
  app: FastifyInstance,
  user: TestUser,
  characterId: string,
  message: string,
  { idempotencyKey, timeZone, as = user }: SendOptions = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api${pathOf('chat', { userId: user.id, characterId })}`,
    headers: {
      ...bearer(as.accessToken),
      ...(idempotencyKey && { 'idempotency-key': idempotencyKey }),
      ...(timeZone && { 'x-time-zone': timeZone }),
    },
    payload: { message },
  });
}

/** Sends and answers the reply text, throwing unless the send answered 200. */
export async function chat(
  app: FastifyInstance,
  user: TestUser,
  characterId: string,
  message: string,
  options: SendOptions = {},
): Promise<string> {
  const response = await sendMessage(app, user, characterId, message, options);
  if (response.statusCode !== 200) throw new Error(`The send answered ${response.statusCode}: ${response.body}`);
  return response.json<{ aiResponse: string }>().aiResponse;
}

/** GET /api/messages/:userId/:characterId as the user, newest first. */
export async function historyOf(app: FastifyInstance, user: TestUser, characterId: string, query = '') {
  const { data } = await injectOk<{ data: Array<{ _id: string; type: string; content: string; timestamp: string }> }>(
    app,
    { url: `/api${pathOf('history', { userId: user.id, characterId })}${query}`, headers: bearer(user.accessToken) },
  );
  return data;
}

/** GET /api/messages/:userId as the user: the conversations, the latest interaction first. */
export async function conversationsOf(app: FastifyInstance, user: TestUser) {
  const url = `/api${pathOf('conversations', { userId: user.id })}`;
  return conversationsResponse.parse(await injectOk(app, { url, headers: bearer(user.accessToken) })).data;
}

/** Holds a scripted reply back until the test opens it. */
export class Gate {
  /** Settles once the model waits at the gate. */
  readonly reached: Promise<void>;
  readonly #opened: Promise<void>;
  #arrive = () => {};
  #open = () => {};

  constructor() {
    this.reached = new Promise((resolve) => {
      this.#arrive = resolve;
    });
    this.#opened = new Promise((resolve) => {
      this.#open = resolve;
    });
  }

  async pass() {
    this.#arrive();
    await this.#opened;
  }

  open() {
    this.#open();
  }
}

/** What a scripted model does with one reply: fail as an unreachable model, never answer (ignoring being told to stop), or wait at a gate. */
export type Step = 'fail' | 'hang' | Gate;

/**
 * A model for route tests: answers `Reply to: <message>` at once, unless a test scripted the next
 * replies for a user. Records every input it was given.
 */
export class ScriptedModel implements CompanionModel {
  readonly inputs: ReplyInput[] = [];
  readonly #steps = new Map<string, Step[]>();

  /** The next replies to `userId`, in order; after them the model answers normally again. */
  script(userId: string, ...steps: Step[]) {
    this.#steps.set(userId, [...(this.#steps.get(userId) ?? []), ...steps]);
  }

  inputsFor(userId: string): ReplyInput[] {
    return this.inputs.filter((input) => input.userId === userId);
  }

  async reply(input: ReplyInput): Promise<ReplyOutput> {
    this.inputs.push(input);
    const step = this.#steps.get(input.userId)?.shift();
    if (step === 'fail') throw new ModelUnavailableError('The scripted model fails');
    if (step === 'hang') return new Promise<never>(() => {});
    if (step instanceof Gate) await step.pass();
    return { text: `Reply to: ${input.message}`, facts: [] };
  }

  async extractFacts() {
    return [];
  }
}
