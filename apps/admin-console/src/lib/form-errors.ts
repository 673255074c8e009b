import { ApiError } from '@station/api-client/admin';
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/** The first message per field of a failed client-side check, keyed by the field's name. */
export function schemaFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return errors;
}

/**
 * Where a failed save is shown (contract 1): each issue of a 400 under the field its `path` names;
 * the error's sentence in the toast only when no field on screen matches.
 */
export function placeError(
  error: unknown,
  fieldNames: readonly string[],
): { fields: FieldErrors; toast?: string } {
  const fields: FieldErrors = {};
  const issues = error instanceof ApiError ? error.issues : [];
  for (const issue of issues) {
    if (fieldNames.includes(issue.path)) fields[issue.path] ??= issue.message;
  }
  if (Object.keys(fields).length > 0) return { fields };
  return { fields, toast: error instanceof Error ? error.message : String(error) };
}
