/** What an error answer may carry beside its message (see the contract's `errorResponse`). */
export interface HttpErrorDetails {
  /** A case the client acts on, from the contract's `errorCodes`. */
  code?: string;
  /** How long a 429 asks to wait; also sent as the Retry-After header. */
  retryAfterSeconds?: number;
}

/** An error the client caused or must know about; the error handler answers `statusCode` with `{ message }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: HttpErrorDetails = {},
  ) {
    super(message);
  }
}
