/**
 * The logger's `err` serializer. Drizzle puts every bound value of a failed statement into its message
 * ("params: …") and onto `params`; those values are what a person sent — a new password's hash, an
 * email — so a log keeps the statement and the database's code, never the values.
 */
type LoggedError = Error & {
  code?: unknown;
  query?: unknown;
  params?: unknown;
  cause?: unknown;
  detail?: unknown;
};

const PARAMS_LINE = /\nparams: [\s\S]*?(?=\n {4}at |$)/;

function withoutParams(text: string | undefined): string | undefined {
  return text?.replace(PARAMS_LINE, '\nparams: [redacted]');
}

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function errorForLog(error: Error, depth = 0): SerializedError {
  // Something thrown that is not an Error has no message or stack to clean; it is logged as it is.
  if (!(error instanceof Error)) return error;
  const { code, query, cause, detail } = error as LoggedError;
  return {
    type: error.name,
    message: withoutParams(error.message) ?? '',
    stack: withoutParams(error.stack) ?? '',
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof query === 'string' ? { query } : {}),
    // A constraint's detail quotes the offending row ("Key (email)=(…)"); its code says enough.
    ...(detail === undefined ? {} : { detail: '[redacted]' }),
    ...(cause instanceof Error && depth < 3 ? { cause: errorForLog(cause, depth + 1) } : {}),
  };
}
