import { type FakeModel, startFakeModel } from '../test/helpers/fake-model';
import { startServer } from './server';
import { call, createChattingUser } from './user';

/** Something the user tells early and asks about late; `answer` is what a prompt (or reply) must hold. */
export interface PlantedFact {
  told: string;
  asked: string;
  answer: string;
}

/** Names, pets, family, work, dates, tastes and a loss: what people expect a companion to keep. */
export const PLANTED_FACTS: readonly PlantedFact[] = [
  { told: 'My name is Priya, by the way.', asked: 'Do you still remember my name?', answer: 'Priya' },
  { told: 'I have a beagle called Waffles.', asked: 'What is my dog called?', answer: 'Waffles' },
  { told: 'My sister Ana is getting married in Porto in May.', asked: "When is my sister's wedding?", answer: 'May' },
  {
    told: 'I work as a physiotherapist at a sports clinic.',
    asked: 'What do I do for work?',
    answer: 'physiotherapist',
  },
  { told: 'My birthday is on the 3rd of March.', asked: 'When is my birthday?', answer: '3rd of March' },
  { told: 'My favourite food is mushroom ramen.', asked: "What's my favourite food?", answer: 'ramen' },
  {
    told: 'My grandfather Tomas died last spring.',
    asked: 'Do you remember what happened to my grandfather?',
    answer: 'Tomas',
  },
  { told: 'I have a grey cat named Pixel.', asked: "What's my cat's name?", answer: 'Pixel' },
  { told: 'My mum Leela teaches piano.', asked: 'What does my mum teach?', answer: 'piano' },
  { told: "I'm allergic to peanuts.", asked: 'What am I allergic to?', answer: 'peanuts' },
  { told: 'My best friend Jonas lives in Oslo.', asked: 'Where does my best friend live?', answer: 'Oslo' },
  { told: 'I play the cello in a community orchestra.', asked: 'Which instrument do I play?', answer: 'cello' },
];

/** Everyday talk between the telling and the asking: some of it shares words with the questions, as real talk does. */
const SMALL_TALK = [
  'Long day today, I am so tired.',
  'The weather turned cold again.',
  'I watched a documentary about octopuses last night.',
  'Work was busy but fine.',
  'I made soup for dinner.',
  'Do you like rainy evenings?',
  'I went for a walk by the river.',
  'My neighbour was playing loud music again.',
  'I need to buy new shoes.',
  'What are you up to this evening?',
  'I read a few chapters of my book on the bus.',
  'Traffic was terrible this morning.',
  'I tried a new coffee place near the office.',
  'Tell me something that made you smile today.',
  'I cleaned the whole flat, finally.',
  'Friday cannot come soon enough.',
  'I fell asleep on the sofa again.',
  'The train was late, as always.',
  'I am thinking of learning to cook Thai food.',
  'What is the best advice anyone ever gave you?',
];

export interface MemoryScore {
  /** Facts asked about. */
  asked: number;
  /** Of them, those whose answer was in what was measured: the prompt sent to the model, or the offline reply. */
  kept: number;
  share: number;
  turns: number;
  /** The questions whose answer was not there, with what came instead (the offline reply). */
  missed: string[];
}

/** The messages of a conversation: the facts told, `smallTalk` ordinary messages, then every question. */
function script(smallTalk: number) {
  const talk = Array.from({ length: smallTalk }, (_, index) => SMALL_TALK[index % SMALL_TALK.length] ?? '');
  return { told: PLANTED_FACTS.map((fact) => fact.told), talk };
}

/**
 * Plays a conversation through the real server and database (PGlite) and measures what the
 * character still holds of the facts told at its start when they are asked about at its end: with
 * a model (a local OpenAI-compatible server that records each prompt and extracts nothing, sums up
 * nothing: recall alone), whether the answer is in the prompt it was sent; with the offline engine,
 * whether its reply says it.
 */
export async function measureMemory({
  smallTalk,
  contextTokens,
}: {
  smallTalk: number;
  /** With a model of this context; the offline engine without. */
  contextTokens?: number;
}): Promise<MemoryScore> {
  const model: FakeModel | undefined = contextTokens
    ? await startFakeModel({ pieces: ['That is good to hear.'], pauseMs: 0 })
    : undefined;
  const server = await startServer({
    CHAT_DAILY_QUOTA: '100000',
    ...(model && { AI_BASE_URL: model.baseUrl, AI_MODEL: 'recorder', AI_CONTEXT_TOKENS: String(contextTokens) }),
  });
  try {
    const user = await createChattingUser(server);
    const send = async (message: string) =>
      (
        await call(server, 'chat', {
          params: { userId: user.id, characterId: user.characterId },
          headers: user.headers,
          body: { message },
        })
      ).aiResponse;
    const { told, talk } = script(smallTalk);
    for (const message of [...told, ...talk]) await send(message);
    let kept = 0;
    const missed: string[] = [];
    for (const fact of PLANTED_FACTS) {
      const reply = await send(fact.asked);
      // The prompt but the question itself, which may hold the answer's words.
      const held = model
        ? model.lastPrompt
            .slice(0, -1)
            .map((message) => message.content ?? '')
            .join('\n')
        : reply;
      if (held.includes(fact.answer)) kept += 1;
      else missed.push(model ? fact.asked : `${fact.asked} → ${reply}`);
    }
    return {
      asked: PLANTED_FACTS.length,
      kept,
      share: kept / PLANTED_FACTS.length,
      turns: 2 * (told.length + talk.length + PLANTED_FACTS.length),
      missed,
    };
  } finally {
    await server.stop();
    await model?.close();
  }
}

/** `pnpm bench` rows: a conversation of 200+ turns, with a model at 4k and 8k context and with the offline engine. */
export async function benchMemory(): Promise<Array<{ label: string; score: MemoryScore }>> {
  const smallTalk = 100;
  return [
    { label: 'offline engine (reply says it)', score: await measureMemory({ smallTalk }) },
    { label: 'model, 4k context (prompt holds it)', score: await measureMemory({ smallTalk, contextTokens: 4_096 }) },
    { label: 'model, 8k context (prompt holds it)', score: await measureMemory({ smallTalk, contextTokens: 8_192 }) },
  ];
}
