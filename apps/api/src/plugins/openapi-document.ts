import type { SwaggerTransform } from '@fastify/swagger';
import { apiErrorSchema } from '@station/domain';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The statuses beyond the shared ones that only the route's handler or service knows it can answer;
     * the shared ones (input checks, session guards, lookups, body limits, rate limits, 503) are worked
     * out from the route itself below.
     */
    alsoAnswers?: number[];
  }
}

const DESCRIPTIONS: Record<number, string> = {
  204: 'Nothing to answer',
  304: 'Not modified since the ETag sent',
  400: 'Bad input: a sentence, and the fields at fault under `issues`',
  401: 'No valid session (or credentials); `code` says why a session ended',
  403: 'Not allowed for this administrator',
  404: 'No such row',
  408: 'The upload stopped sending or took too long',
  409: 'In conflict with what is stored',
  413: 'The body or a file is too large',
  415: 'A content type or file type the route does not take',
  429: 'Too many requests; `Retry-After` says when to try again',
  503: 'Overloaded, the database or storage unavailable, or the disk full; `Retry-After` when known',
  507: 'The disk is full',
};

const { $schema: _dialect, ...errorJson } = z.toJSONSchema(apiErrorSchema, { target: 'draft-7' });

/** Which of the shared statuses a route can answer, from what it declares. */
function sharedStatuses(app: FastifyInstance, schema: FastifySchema, route: RouteOptions): number[] {
  const hooks = [route.onRequest].flat().filter(Boolean);
  const narrowed = hooks.includes(app.requireSuper) || hooks.includes(app.requirePublishRight);
  const signedIn = narrowed || hooks.includes(app.authenticate);
  const upload = Boolean(route.config && (route.config as { upload?: boolean }).upload);
  const takesBody = Boolean(schema.body) || upload;
  const rateLimited = Boolean(route.config && (route.config as { rateLimit?: unknown }).rateLimit);
  return [
    ...(takesBody || schema.params || schema.querystring ? [400] : []),
    ...(signedIn ? [401] : []),
    ...(narrowed ? [403] : []),
    ...(schema.params ? [404] : []),
    ...(takesBody ? [413, 415] : []),
    ...(upload ? [408, 507] : []),
    ...(rateLimited ? [429] : []),
    503,
  ];
}

/**
 * The API's OpenAPI transform: the zod schemas become JSON Schema as before, then each operation keeps
 * the summary its route's schema gives (`openapi-document.test.ts` fails without one), every status it can answer (errors with the one error shape), and, behind a session
 * guard, the bearer requirement that makes the docs page's Authorize button send the token.
 */
export function documentOperations(app: FastifyInstance): SwaggerTransform {
  return (input) => {
    const transformed = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
    // A route that hides itself (metrics, the docs page's own) is left out of the document.
    if ((input.schema as { hide?: boolean } | undefined)?.hide) return transformed;
    const { alsoAnswers = [], ...schema } = (transformed.schema ?? {}) as FastifySchema & {
      security?: Record<string, string[]>[];
      response?: Record<string, unknown>;
    };
    const statuses = new Set([...sharedStatuses(app, input.schema ?? {}, input.route), ...alsoAnswers]);
    const response: Record<string, unknown> = { ...schema.response };
    for (const status of [...statuses].sort()) {
      if (response[status]) continue;
      const description = DESCRIPTIONS[status] ?? 'Error';
      response[status] =
        status === 204 || status === 304 ? { description, type: 'null' } : { description, ...errorJson };
    }
    const hooks = [input.route.onRequest].flat();
    const guarded = [app.authenticate, app.requireSuper, app.requirePublishRight].some((guard) =>
      hooks.includes(guard),
    );
    return {
      url: transformed.url,
      schema: {
        ...schema,
        ...(guarded ? { security: [{ bearer: [] }] } : {}),
        response,
      },
    };
  };
}
