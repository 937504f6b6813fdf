/** An error the client caused or must know about; the error handler answers `statusCode` with `{ message }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}
