import { estimateTokens } from './text';
import type { ChatTurn } from './types';

/**
 * Tokens of recent turns the memory keeps in view; older turns live on in the summary. A model's
 * prompt fills its own context with as many turns as fit (see `buildPrompt`), counted exactly.
 */
export const HISTORY_TOKEN_BUDGET = 2_000;
/**
 * The newest turns any prompt carries (a 4k context holds ten ordinary turns with room to spare):
 * recall looks before them, and the prompt leaves out what it recalled that its turns hold.
 */
export const TURNS_ALWAYS_PROMPTED = 10;
/** At most this many recent turns go into a prompt, however short. */
export const PROMPT_MAX_TURNS = 30;
/** Turns that left the prompt are summarised in batches of this many, so summary lines say something. */
export const SUMMARY_BATCH_TURNS = 6;
/**
 * How many latest turns to load for a reply and for `updateMemory`: more than a prompt carries plus a
 * summary batch plus one exchange, so every turn is summarised before it leaves the loaded window.
 */
export const MEMORY_WINDOW_TURNS = 40;

export interface TurnWindow {
  /** The newest turns that fit, oldest first. */
  kept: ChatTurn[];
  /** The older turns that do not, oldest first. */
  dropped: ChatTurn[];
}

/**
 * Splits turns (oldest first) into the newest ones that fit the budget and the older rest. `cost`
 * measures a turn in tokens: a quick estimate by default.
 */
export function selectRecentTurns(
  turns: readonly ChatTurn[],
  budget: number = HISTORY_TOKEN_BUDGET,
  maxTurns: number = PROMPT_MAX_TURNS,
  cost: (turn: ChatTurn) => number = (turn) => estimateTokens(turn.content),
): TurnWindow {
  let used = 0;
  let start = turns.length;
  while (start > 0 && turns.length - start < maxTurns) {
    const turnCost = cost(turns[start - 1] as ChatTurn);
    if (used + turnCost > budget) break;
    used += turnCost;
    start -= 1;
  }
  return { kept: turns.slice(start), dropped: turns.slice(0, start) };
}
