/** The machines' `logError` action: failures the screens do not show are only logged (spec section 8). */
export const logError = (_: unknown, { error }: { error: unknown }) => console.error(error);
