/** One field a request got wrong: `path` is the field's name, `message` a sentence for a person. */
export interface FieldIssue {
  path: string;
  message: string;
}

/** An error a caller can act on: it carries the status and the one sentence the API answers with. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string,
    readonly headers: Record<string, string> = {},
    readonly issues?: FieldIssue[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST') => new AppError(400, message, code);
/** A 400 in the validation shape, so the console shows each sentence under the field it names. */
export const invalidFields = (issues: FieldIssue[]) =>
  new AppError(400, issues[0]?.message ?? 'The request is not valid.', 'VALIDATION_FAILED', {}, issues);
export const invalidField = (path: string, message: string) => invalidFields([{ path, message }]);
export const unauthorized = (
  message = 'Your session has ended. Please log in again.',
  code = 'UNAUTHORIZED',
) => new AppError(401, message, code);
export const forbidden = (message = 'You do not have permission to do this.') =>
  new AppError(403, message, 'FORBIDDEN');
export const notFound = (what: string) => new AppError(404, `${what} was not found.`, 'NOT_FOUND');
export const conflict = (message: string) => new AppError(409, message, 'CONFLICT');
export const payloadTooLarge = (message: string) => new AppError(413, message, 'TOO_LARGE');
/** The disk took no more bytes (full, over quota, read-only); nothing of the request was kept. */
export const insufficientStorage = (message: string) => new AppError(507, message, 'INSUFFICIENT_STORAGE');
export const unsupportedMedia = (message: string) => new AppError(415, message, 'UNSUPPORTED_MEDIA_TYPE');
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, 'TOO_MANY_REQUESTS', { 'retry-after': String(retryAfterSeconds) });

/** The row a lookup or a write returned, or the 404 naming what was looked for. */
export function existing<T>(row: T | undefined, what: string): T {
  if (row === undefined) throw notFound(what);
  return row;
}
