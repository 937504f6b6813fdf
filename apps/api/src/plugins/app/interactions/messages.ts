/** What the interaction endpoints answer. */
export const interactionMessages = {
  liked: 'Liked',
  disliked: 'Disliked',
  characterNotFound: 'Character not found',
} as const;
