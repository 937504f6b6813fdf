/** What the chat and message endpoints answer besides replies; the client shows these texts as they are. */
export const chatMessages = {
  notYourMessages: 'You can only read and send your own messages',
  notLiked: 'You can only chat with characters you like',
  blocked: 'This character is not available to chat with you, because your age is outside the ages they talk with.',
  invalidIdempotencyKey: 'Idempotency-Key must be 1 to 255 visible ASCII characters',
  stillAnswering: 'This message is still being answered. Please wait a moment.',
  nothingToStop: 'No reply is being written in this conversation.',
  nothingToRegenerate: 'There is no message of yours here to answer again.',
  messageNotFound: 'This message does not exist.',
  replyLost: 'The reply could not be saved. Please try again in a moment.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different message',
  dailyQuota: (quota: number) => `You have reached the limit of ${quota} messages a day. Please try again later.`,
} as const;
