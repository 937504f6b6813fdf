/** A companion model failure; `statusCode` is what the chat route answers with `{ message }`. */
export abstract class CompanionModelError extends Error {
  abstract readonly statusCode: 502 | 504;
}

/** The model could not be reached, refused, or answered something that is not a usable reply. */
export class ModelUnavailableError extends CompanionModelError {
  override name = 'ModelUnavailableError';
  readonly statusCode = 502;

  constructor(
    /** Why, for the server log; never shown to the user. */
    readonly reason: string,
    options?: ErrorOptions,
  ) {
    super('The character could not answer right now. Please try again.', options);
  }
}

/** The model took longer than the allowed time. */
export class ModelTimeoutError extends CompanionModelError {
  override name = 'ModelTimeoutError';
  readonly statusCode = 504;

  constructor(readonly timeoutMs: number) {
    super('The character took too long to answer. Please try again.');
  }
}
