import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError, type FieldIssue } from '../lib/errors';
import { toFieldIssues } from '../lib/field-issues';

const FRAMEWORK_SENTENCES: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send JSON.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length does not match its body.',
  FST_ERR_CTP_INSTANCE_ALREADY_STARTED: 'The request could not be read.',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large (max 5 MB).',
  FST_FILES_LIMIT: 'Too many files in one request.',
  FST_PARTS_LIMIT: 'Too many parts in one request.',
  FST_FIELDS_LIMIT: 'Too many fields in one request.',
  FST_PROTO_VIOLATION: 'The request contains a forbidden field name.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'This request must be sent as multipart/form-data.',
};

/** Errors a lost or restarting database raises; the caller should retry rather than see a 500. */
const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);

/** A statement cut by statement_timeout, or a disk too full to write: not broken for good, so retry. */
const DATABASE_BUSY_SENTENCES: Record<string, string> = {
  '57014': 'The service is busy and could not answer in time. Please try again in a moment.',
  '53100': "The server's storage is full, so nothing can be saved right now. Please try again later.",
};

/** Drizzle wraps driver errors; the database's own code sits on the cause. */
function databaseCode(error: Error & { code?: unknown; cause?: unknown }): string | undefined {
  const cause = error.cause as { code?: unknown } | undefined;
  const code = typeof cause?.code === 'string' ? cause.code : error.code;
  return typeof code === 'string' ? code : undefined;
}

function isDatabaseDown(error: Error & { cause?: unknown }): boolean {
  const code = databaseCode(error);
  if (code && DATABASE_DOWN_CODES.has(code)) return true;
  const messages = `${error.message} ${(error.cause as Error | undefined)?.message ?? ''}`;
  return /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED/.test(messages);
}

/**
 * The schema's issues, rebuilt from the framework's validation error, each under its field's name.
 * The domain schemas word every message for a person (their tests hold them to it), so they pass as is.
 */
function validationIssues(error: FastifyError): FieldIssue[] {
  return toFieldIssues(
    (error.validation ?? []).map(
      (issue) =>
        ({
          ...(issue.params as object),
          code: issue.keyword,
          path: issue.instancePath.split('/').filter(Boolean),
          message: issue.message ?? '',
        }) as z.core.$ZodIssue,
    ),
  );
}

/** One place turns every failure — ours, the framework's, a plugin's — into `{ error }` with a real status. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.statusCode === 401 || error.statusCode === 403 || error.statusCode === 429) {
        request.log.warn({ event: 'security', status: error.statusCode, code: error.code }, error.message);
      }
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ error: error.message, code: error.code, ...(error.issues ? { issues: error.issues } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = validationIssues(error);
      return reply.status(400).send({
        error: issues[0]?.message ?? 'The request is not valid.',
        code: 'VALIDATION_FAILED',
        issues,
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ error: 'Something went wrong on our side. Please try again.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 401)
        request.log.warn({ event: 'security', status, code: error.code }, 'unauthenticated');
      const sentence = FRAMEWORK_SENTENCES[error.code] ?? (status === 429 ? error.message : undefined);
      return reply.status(status).send({ error: sentence ?? 'The request is not valid.', code: error.code });
    }
    if (databaseCode(error) === '23505') {
      return reply
        .status(409)
        .send({ error: 'An entry with these details already exists.', code: 'CONFLICT' });
    }
    const busy = DATABASE_BUSY_SENTENCES[databaseCode(error) ?? ''];
    if (busy) {
      request.log.error({ err: error }, 'database busy or out of space');
      return reply.status(503).header('retry-after', '5').send({ error: busy, code: 'UNAVAILABLE' });
    }
    if (isDatabaseDown(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({
        error: 'The service is briefly unavailable. Please try again in a moment.',
        code: 'UNAVAILABLE',
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'Something went wrong on our side. Please try again.' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      error: `No such address: ${request.method} ${(request.url.split('?')[0] ?? '').slice(0, 200)}`,
      code: 'NOT_FOUND',
    });
  });
}
