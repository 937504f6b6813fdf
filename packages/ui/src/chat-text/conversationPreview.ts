import { PREVIEW_CUT, PREVIEW_ELLIPSIS } from '@kindred/contract';

/**
 * The last message as one line of a conversation row: whitespace folded, cut at PREVIEW_CUT
 * characters plus PREVIEW_ELLIPSIS. A preview already cut by this rule passes unchanged, so a
 * container may pass either the full message or its preview. Empty when there is no message yet.
 */
export function conversationPreview(content: string): string {
  const line = content.replace(/\s+/g, ' ').trim();
  // Code points, so an emoji is never cut in half.
  const characters = Array.from(line);
  return characters.length > PREVIEW_CUT ? `${characters.slice(0, PREVIEW_CUT).join('')}${PREVIEW_ELLIPSIS}` : line;
}
