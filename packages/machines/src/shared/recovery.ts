/**
 * How long a failed load waits before it tries again by itself: soon at first, then every half
 * minute, so a server that comes back is noticed without a click and one that stays down is not
 * hammered. Screens in a failed state also offer Retry, which tries at once; the first wait leaves
 * the user time to read the failure and reach for it before the screen changes under them.
 */
export const RECOVERY_DELAYS_MS = [5_000, 10_000, 30_000] as const;

/** The wait after the given number of failures in a row (1 for the first). */
export const recoveryDelay = (failures: number): number =>
  RECOVERY_DELAYS_MS[Math.min(Math.max(failures, 1), RECOVERY_DELAYS_MS.length) - 1] as number;
