import type { Config } from '../config';
import { StartupError } from '../startup-error';
import { createOfflineModel } from './offline/engine';
import { createOpenAiCompatibleModel } from './openai';
import type { PromptBudget } from './prompt';
import { withSafety } from './safety';
import type { CompanionModel } from './types';

export type { Affinity, AffinityLevel, AffinityName, AffinityState } from './affinity';
export {
  AFFINITY_LEVELS,
  affinityOf,
  currentAffinity,
  INITIAL_AFFINITY,
  INITIAL_AFFINITY_SCORE,
  MAX_DAILY_RISE,
  nextAffinity,
} from './affinity';
export { BREAK_REMINDER_AFTER_MS, SESSION_GAP_MS } from './care';
export { CompanionModelError, ModelTimeoutError, ModelUnavailableError } from './errors';
export { HISTORY_TOKEN_BUDGET, MEMORY_WINDOW_TURNS, selectRecentTurns, TURNS_ALWAYS_PROMPTED } from './history';
export { describeFactToUser } from './memory/describe';
export type { FactKind, Memory, MemoryFact, MemoryNote } from './memory/facts';
export {
  emptyMemory,
  extractFactsByRules,
  factsWithNotes,
  forgetFactsSaidIn,
  memory,
  memoryFact,
  rememberFacts,
} from './memory/facts';
export { describeRecollection, type Recollection } from './memory/recall';
export { dateRange, summarizeTurns, summaryDue, updateMemory } from './memory/summary';
export { createOfflineModel } from './offline/engine';
export { createOpenAiCompatibleModel, DEFAULT_MODEL_TIMEOUT_MS, endAtLastSentence } from './openai';
export { buildPrompt, buildPromptWithBudget, buildSystemPrompt, type PromptBudget, type PromptMessage } from './prompt';
export { crisisResources, mentionsSelfHarm, sanitizeModelOutput, withSafety } from './safety';
export { drain, replyStream } from './stream';
export { canonicalTimeZone, gapSince, humanGap, localTime, partOfDay, TIME } from './time';
export { countTokens, DEFAULT_CONTEXT_TOKENS, DEFAULT_REPLY_TOKENS } from './tokens';
export type {
  CallOptions,
  CareSettings,
  ChatTurn,
  CompanionCharacter,
  CompanionModel,
  FactInput,
  ReplyInput,
  ReplyOutput,
  ReplyStream,
  SummaryInput,
} from './types';

export interface CompanionModelSettings {
  /** Per reply; default 60 s. */
  timeoutMs?: number;
  /** The model's context window in tokens; default `DEFAULT_CONTEXT_TOKENS`. */
  contextTokens?: number;
  /** The most tokens a reply may take; default `DEFAULT_REPLY_TOKENS`. */
  maxTokens?: number;
  /** Hears how each reply's prompt filled the context. */
  onPrompt?: (budget: PromptBudget) => void;
}

/**
 * The companion the server uses: the OpenAI-compatible provider when `AI_BASE_URL` is set, the
 * built-in offline engine otherwise, always behind the safety layer.
 */
export function createCompanionModel(
  config: { ai: Pick<Config['ai'], 'baseUrl' | 'model' | 'apiKey'> },
  settings: CompanionModelSettings = {},
): CompanionModel {
  const { baseUrl, model, apiKey } = config.ai;
  if (!baseUrl) return withSafety(createOfflineModel());
  if (!model) throw new StartupError('AI_MODEL must be set when AI_BASE_URL is set');
  return withSafety(createOpenAiCompatibleModel({ baseUrl, model, apiKey, ...settings }));
}
