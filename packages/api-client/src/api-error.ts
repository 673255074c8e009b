/** A non-2xx answer, carrying the server's one readable sentence. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly issues: { path: string; message: string }[];

  constructor(
    status: number,
    message: string,
    code?: string,
    issues: { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.issues = issues;
  }
}

export const NETWORK_ERROR_MESSAGE = 'The server could not be reached. Check your connection and try again.';
