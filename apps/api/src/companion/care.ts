/** A pause longer than this ends a session: the next message starts a new conversation. */
export const SESSION_GAP_MS = 30 * 60_000;
/** After this long in one session, the character suggests a break (once), when the user wants reminders. */
export const BREAK_REMINDER_AFTER_MS = 3 * 3_600_000;
