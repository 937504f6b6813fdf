/** The text to show for a failure: the error's own message when it has one, else the fallback. */
export const errorMessage = (error: unknown, fallback: string): string => {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return fallback;
};
