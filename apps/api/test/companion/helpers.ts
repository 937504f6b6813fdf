import { crisisLineForLocale } from '@kindred/contract';
import { SESSION_GAP_MS } from '../../src/companion/care';
import { emptyMemory } from '../../src/companion/memory/facts';
import type { ChatTurn, CompanionCharacter, ReplyInput } from '../../src/companion/types';
import { seedCharacters } from '../../src/seed/characters';

/** A seeded character as the companion sees it. */
export function character(slug: string): CompanionCharacter {
  const found = seedCharacters.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`No seed character ${slug}`);
  return { ...found, id: found.slug };
}

export const mathis = character('mathis-favre'); // mountain guide in Chamonix: hiking, climbing, astronomy
export const theo = character('theo-batiste'); // jazz pianist in New Orleans: music, cooking, chess
export const ines = character('ines-carvalho'); // marine biologist in Lisbon: surfing, photography, coffee

export const signal = () => ({ signal: new AbortController().signal });

/** 10:00 in London on a Tuesday. */
export const MORNING = new Date('2025-03-04T10:00:00Z');

/** The line a user in London gets by default. */
export const LONDON_CRISIS_LINE = crisisLineForLocale('en-GB');

/**
 * A reply's input; unless `care` is given, the session began at the previous message when it came
 * at most 30 minutes before, and with this message otherwise (as the chat service works it out).
 */
export function replyInput(overrides: Partial<ReplyInput> = {}): ReplyInput {
  const now = overrides.now ?? MORNING;
  const previous = overrides.previousMessageAt ?? null;
  const sessionStartedAt = previous !== null && now.getTime() - previous.getTime() <= SESSION_GAP_MS ? previous : now;
  return {
    userId: 'user-1',
    character: mathis,
    userName: 'Sam Taylor',
    userAge: 30,
    now: MORNING,
    timeZone: 'Europe/London',
    previousMessageAt: null,
    memory: emptyMemory(),
    affinity: 1,
    history: [],
    turnCount: 0,
    message: 'Hello',
    care: { crisisLine: LONDON_CRISIS_LINE, breakReminders: true, sessionStartedAt },
    ...overrides,
  };
}

export function turn(type: ChatTurn['type'], content: string, timestamp: Date | string): ChatTurn {
  return { type, content, timestamp: typeof timestamp === 'string' ? timestamp : timestamp.toISOString() };
}

export const minutes = (count: number) => count * 60_000;

/** A message a minute after the previous one: a conversation already under way. */
export const IN_CONVERSATION = { previousMessageAt: new Date(MORNING.getTime() - 60_000) } as const;
export const hours = (count: number) => count * 3_600_000;
export const days = (count: number) => count * 86_400_000;
