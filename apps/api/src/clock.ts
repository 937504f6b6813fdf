/** Where the server reads the current time; tests pass their own to move time without waiting. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
