/** A failure with the contract's error body `{ message, errors? }` and its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: string[],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: string[]) =>
  new HttpError(400, message, errors);
export const unauthorized = (message = "Please sign in again.") => new HttpError(401, message);
export const forbidden = (message = "Please sign in with your phone number to continue.") =>
  new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unprocessable = (message: string, errors?: string[]) =>
  new HttpError(422, message, errors);

/** 429 with Retry-After in whole seconds (at least 1). */
export function tooManyRequests(message: string, retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, message, undefined, { "retry-after": String(seconds) });
}

/** 503 with Retry-After in whole seconds (at least 1): the server is busy, not broken. */
export function serviceUnavailable(message: string, retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(503, message, undefined, { "retry-after": String(seconds) });
}

/** A body larger than the store takes (the JSON limit, or a form's file limit). */
export const REQUEST_TOO_LARGE_MESSAGE = "The request is too large.";
