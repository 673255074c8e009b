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

/**
 * The error a refusal's body describes. Its schema is loaded with the first refusal: a page that only
 * sends (the public site's visit counter) then loads none of the schemas' code.
 */
export async function apiErrorFrom(status: number, body: unknown): Promise<ApiError> {
  const { apiErrorSchema } = await import('@station/domain');
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) return new ApiError(status, parsed.data.error, parsed.data.code, parsed.data.issues);
  return new ApiError(status, `The server answered ${status}.`);
}

export const NETWORK_ERROR_MESSAGE = 'The server could not be reached. Check your connection and try again.';
