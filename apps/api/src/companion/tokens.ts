import { countTokens as countO200kTokens } from 'gpt-tokenizer/encoding/o200k_base';

/** The context window assumed when `AI_CONTEXT_TOKENS` is unset: what small local models offer. */
export const DEFAULT_CONTEXT_TOKENS = 8_192;
/** Tokens kept for the reply when `AI_MAX_TOKENS` is unset: a few short paragraphs. */
export const DEFAULT_REPLY_TOKENS = 400;
/** What a chat message costs beyond its text: the role and the separators around it. */
export const MESSAGE_OVERHEAD_TOKENS = 4;
/**
 * The share of the context left unused. Counts are exact for OpenAI's current models (o200k_base);
 * Llama, Qwen or Mistral behind an OpenAI-compatible server split text their own way, within about
 * a tenth of this count for ordinary prose, so the margin keeps a full prompt inside their window.
 */
export const CONTEXT_MARGIN = 0.1;

/** Tokens of a text as the model reads it (see `CONTEXT_MARGIN` for models of other families). */
export function countTokens(text: string): number {
  return countO200kTokens(text);
}
