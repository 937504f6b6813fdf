import {
  browseResponse,
  type Character,
  type ChatMessage,
  type ConversationSummary,
  character,
  chatMessage,
  conversationSummary,
  INVALID_CHAT_RESPONSE,
} from '@kindred/contract';
import { z } from 'zod';

/*
 * Lenient readings for the responses whose shape the specification says may vary (section 7).
 * Everything else is read with the contract's schemas as they are.
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The discover list comes as a bare array or wrapped in `{ data }`. */
export const browseList: z.ZodType<Character[], unknown> = z
  .union([z.array(character), browseResponse])
  .transform((body) => (Array.isArray(body) ? body : body.data));

/** Message content is text; an object is shown as its JSON. */
const messageContent = z
  .union([z.string(), z.custom<object>(isRecord, 'Expected text or an object')])
  .transform((content) => (typeof content === 'string' ? content : JSON.stringify(content)));

export const historyList: z.ZodType<ChatMessage[], unknown> = z
  .object({ data: z.array(chatMessage.extend({ content: messageContent })) })
  .transform((body) => body.data);

/** A conversation's picture is `profileImageUrl`, else `avatar`. */
export const conversationList: z.ZodType<ConversationSummary[], unknown> = z
  .object({
    data: z.array(
      conversationSummary
        .extend({
          profileImageUrl: z.string().optional(),
          avatar: z.string().optional(),
          lastMessage: z.object({ content: messageContent }),
        })
        .transform(({ avatar, profileImageUrl, ...summary }) => ({
          ...summary,
          profileImageUrl: profileImageUrl ?? avatar ?? '',
        })),
    ),
  })
  .transform((body) => body.data);

/** The reply text of a chat call: the first field, in the specification's order, holding text. */
export function readChatReply(body: unknown): string {
  const root = isRecord(body) ? body : {};
  const nested = isRecord(root.data) ? root.data : {};
  const reply = [root.aiResponse, root.aiReply, nested.aiResponse, nested.aiReply, root.response, root.message].find(
    (field): field is string => typeof field === 'string' && field.trim() !== '',
  );
  if (reply === undefined) throw new Error(INVALID_CHAT_RESPONSE);
  return reply;
}
