import type { SwaggerTransform } from '@fastify/swagger';
import { apiErrorSchema } from '@station/domain';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * What the OpenAPI document says of each operation beyond its schema: a one-line summary, and the
 * statuses that only its handler or service knows it can answer. The statuses every route shares
 * (input checks, session guards, lookups, body limits, rate limits, 503) are worked out from the route
 * itself below, so a new route is documented as soon as it exists; only its summary must be added here
 * (`openapi-document.test.ts` fails without one).
 */
const OPERATIONS: Record<string, { summary: string; also?: number[] }> = {
  'GET /api/health': { summary: 'Whether the API, its database, its disk and Redis answer' },
  'GET /api/content-version': { summary: 'The number every accepted write moves on (for page servers)' },
  'POST /api/admins/login': {
    summary: 'Log in with email and password; answers a 12-hour token',
    also: [401, 429],
  },
  'POST /api/admins/logout': { summary: 'End every session of the signed-in administrator' },
  'GET /api/admins/verify': { summary: 'Check the token and answer the signed-in administrator' },
  'GET /api/admins/get-me': { summary: 'The signed-in administrator' },
  'PATCH /api/admins/update-me': { summary: 'Change your own name and email', also: [409] },
  'PATCH /api/admins/language': { summary: 'Set the language the console greets you in (en or am)' },
  'PATCH /api/admins/change-my-pwd': {
    summary: 'Change your own password; answers a fresh token',
    also: [429],
  },
  'GET /api/admins': { summary: 'Every administrator (super only)' },
  'POST /api/admins/add': { summary: 'Add an administrator (super only)', also: [409] },
  'PATCH /api/admins/update-user/{id}': {
    summary: "Change an administrator's name, email or role (super only)",
    also: [409],
  },
  'PATCH /api/admins/change-user-pwd/{id}': { summary: "Set another administrator's password (super only)" },
  'DELETE /api/admins/{id}': { summary: 'Delete an administrator (super only)', also: [409] },
  'GET /api/post': { summary: 'Posts, newest first, by category, with X-Total-Count', also: [304] },
  'GET /api/post/search': { summary: 'Search posts by a key in the query', also: [304, 429] },
  'GET /api/post/search/{key}': { summary: 'Search posts by a key in the path', also: [304, 429] },
  'GET /api/post/{id}': {
    summary: 'One post, whole: readers while it is public, a signed-in editor in any state',
    also: [304],
  },
  'PATCH /api/post/{id}': {
    summary: 'Edit a post (a published one needs the right to publish)',
    also: [403, 409],
  },
  'DELETE /api/post/{id}': { summary: 'Move a post to the trash (restorable for 30 days)', also: [403, 409] },
  'POST /api/post/add': {
    summary: 'Write a post with up to ten photos (multipart): a draft, for review, or published',
  },
  'GET /api/post/manage': {
    summary: 'The console’s posts: any status, filtered, searched and sorted, with X-Total-Count',
  },
  'GET /api/post/counts': {
    summary: 'How many posts are drafts, in review, scheduled, published and in the trash',
  },
  'GET /api/post/authors': { summary: 'The names posts are signed with, for the console’s filter' },
  'POST /api/post/{id}/submit': { summary: 'Submit a draft for review', also: [409] },
  'POST /api/post/{id}/publish': {
    summary: 'Publish now, or schedule for `publishAt` (needs the right to publish)',
    also: [403, 409],
  },
  'POST /api/post/{id}/unpublish': {
    summary: 'Return a published post to draft (needs the right)',
    also: [403, 409],
  },
  'POST /api/post/{id}/send-back': {
    summary: 'Send a post in review back to its writer as a draft, with a note (needs the right)',
    also: [403, 409, 413],
  },
  'GET /api/post/{id}/review-notes': { summary: "A post's standing review note and the earlier ones" },
  'GET /api/post/review-notes': { summary: 'Every review note still waiting for its writer' },
  'POST /api/post/{id}/restore': { summary: 'Bring a post back from the trash as a draft', also: [409] },
  'DELETE /api/post/{id}/purge': {
    summary: 'Delete a post in the trash for good, with its photos (needs the right)',
    also: [403, 409],
  },
  'POST /api/post/{id}/photos': {
    summary: 'Add photos to a post (multipart `images`), stored at 400, 800 and 1600 px',
    also: [403, 404],
  },
  'POST /api/post/{id}/preview': {
    summary: 'A preview link of the post for an hour (a writer their own posts)',
    also: [403, 404, 409],
  },
  'GET /api/post/preview': {
    summary: 'The post a preview link (header x-preview-token) names, in any status',
    also: [401, 404, 410],
  },
  'PATCH /api/post/{id}/photos': {
    summary:
      'Keep these photos in this order (the first is the cover), with captions, descriptions and focal points',
    also: [403, 404, 409],
  },
  'POST /api/post/bulk': { summary: 'Publish, unpublish, trash or restore several posts; a line per post' },
  'POST /api/admins/refresh': { summary: 'A fresh 12-hour token for a session still valid' },
  'GET /api/audit': { summary: 'The audit trail, newest first, by person, kind and time (super only)' },
  'GET /api/banner': { summary: 'The breaking-news banner while it lasts, or null', also: [304] },
  'PUT /api/banner': { summary: 'Set the breaking-news banner and its end (super only)' },
  'DELETE /api/banner': { summary: 'Remove the breaking-news banner (super only)' },
  'GET /api/contact/form-token': {
    summary: 'A signed, dated token for one contact message (taken 3 s to 2 h after it is given)',
  },
  'POST /api/contact': {
    summary: 'A message from a contact form, stored before the answer (limited per address and network)',
    also: [201, 403, 429],
  },
  'GET /api/contact': { summary: 'The inbox: open, handled or all messages, newest first' },
  'GET /api/contact/counts': { summary: 'Unread and open messages, for the sidebar' },
  'GET /api/contact/{id}': { summary: 'One message with its replies; opening it marks it read', also: [404] },
  'PATCH /api/contact/{id}': { summary: 'Mark a message handled, or open again', also: [404] },
  'GET /api/admins/forgot-password': { summary: 'Whether a reset link can be emailed (email configured)' },
  'POST /api/admins/forgot-password': {
    summary: 'Email a 30-minute reset link; the same answer for every address',
    also: [202, 429, 503],
  },
  'POST /api/admins/reset-password': {
    summary: 'Set a new password with an emailed link (once); ends every session',
    also: [429],
  },
  'GET /api/post/most-read': { summary: 'The public posts read most in the last 7 days (5)', also: [304] },
  'GET /api/feeds/rss.xml': { summary: 'RSS 2.0 of the latest 30 public posts', also: [304] },
  'GET /api/feeds/category/{category}/rss.xml': {
    summary: 'RSS 2.0 of the latest 30 public posts of a category',
    also: [304, 404],
  },
  'GET /api/feeds/sitemap.xml': { summary: 'Every public page and article', also: [304] },
  'GET /api/feeds/news-sitemap.xml': { summary: 'Google News sitemap of the last 48 hours', also: [304] },
  'GET /api/feeds/robots.txt': { summary: 'robots.txt naming both sitemaps', also: [304] },
  'POST /api/newsletter/subscribe': {
    summary: 'Ask for the newsletter: a confirmation link is emailed; the same answer for every address',
    also: [202, 403, 429, 503],
  },
  'POST /api/newsletter/confirm': { summary: 'Confirm a subscription with the emailed link', also: [404] },
  'POST /api/newsletter/unsubscribe': {
    summary: 'Leave the newsletter (also the one-click of List-Unsubscribe-Post, as a form)',
    also: [404],
  },
  'GET /api/newsletter/status': { summary: 'Whether email is configured, and the confirmed subscribers' },
  'GET /api/newsletter': { summary: 'Every sending with its recipients, delivered and failed, newest first' },
  'POST /api/newsletter/preview': {
    summary: "The email each language's readers would get, with how many readers get it; nothing is sent",
  },
  'POST /api/newsletter/test': {
    summary: "A test copy of one language's email to the signed-in admin alone (ten an hour)",
    also: [429, 503],
  },
  'POST /api/newsletter': {
    summary: 'Email a subject and message to every confirmed subscriber, through the job queue',
    also: [202, 403, 409, 503],
  },
  'POST /api/contact/{id}/reply': {
    summary: 'Reply by email (three a message, twenty an hour an admin); stored once the mail server took it',
    also: [404, 409, 429, 502, 503],
  },
  'PATCH /api/view/increase': { summary: 'Count a visit or a page view', also: [204] },
  'GET /api/view': { summary: 'Visit and page-view totals by day' },
  'GET /api/view/visitors': { summary: 'The latest 100 visits, addresses anonymised' },
  'GET /api/post/post-analytics': { summary: 'Posts and views by category' },
  'GET /api/analytics/totals': {
    summary: 'Audience totals for a period and filters, beside the period before',
  },
  'GET /api/analytics/series': { summary: 'Audience by hour, day, week or month, beside the period before' },
  'GET /api/analytics/breakdown': { summary: 'Audience for a period broken down by one dimension' },
  'GET /api/program': { summary: 'Every program', also: [304] },
  'GET /api/program/{id}': { summary: 'One program', also: [304] },
  'PATCH /api/program/{id}': { summary: 'Edit a program' },
  'DELETE /api/program/{id}': { summary: 'Delete a program' },
  'POST /api/program/add': { summary: 'Add a program' },
  'GET /api/satellite-info': { summary: 'Every satellite frequency entry', also: [304] },
  'POST /api/satellite-info/add': { summary: 'Add a satellite entry' },
  'PATCH /api/satellite-info/{id}': { summary: 'Edit a satellite entry' },
  'DELETE /api/satellite-info/{id}': { summary: 'Delete a satellite entry' },
  'GET /api/schedule': { summary: 'The weekly programme schedule, by day and start time', also: [304] },
  'POST /api/schedule/add': { summary: 'Add a slot to the weekly schedule' },
  'PATCH /api/schedule/{id}': { summary: 'Move or change a schedule slot' },
  'DELETE /api/schedule/{id}': { summary: 'Remove a schedule slot' },
  'GET /api/live': { summary: 'The live broadcast link' },
  'PATCH /api/live/{id}': { summary: 'Set or reset the live broadcast link' },
  'GET /api/ad': { summary: 'The ads with their images and links' },
  'PATCH /api/ad/{name}': { summary: "Replace an ad's image or link (multipart)" },
  'GET /api/telegram-admin': { summary: 'Every Telegram admin (super only)' },
  'POST /api/telegram-admin/add': { summary: 'Add a Telegram admin (super only)' },
  'PATCH /api/telegram-admin/{id}': { summary: 'Edit a Telegram admin (super only)' },
  'DELETE /api/telegram-admin/{id}': { summary: 'Delete a Telegram admin (super only)' },
  'POST /api/telegram/webhook': {
    summary: "Telegram's delivery of a message to the station's bot",
    also: [401, 403, 413],
  },
  'GET /api/videos/playlist': { summary: 'The videos of a YouTube playlist, cached' },
  'GET /uploads/{key}': { summary: 'An uploaded image', also: [304] },
};

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

/** `GET /api/post/{id}` for the document's path and the route's own `/api/post/:id/` alike. */
export const operationKey = (method: string, url: string) =>
  `${method} ${url.replace(/\/:(\w+)/g, '/{$1}').replace(/(.)\/$/, '$1')}`;

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
 * The API's OpenAPI transform: the zod schemas become JSON Schema as before, then each operation gets
 * its summary, every status it can answer (errors with the one error shape), and, behind a session
 * guard, the bearer requirement that makes the docs page's Authorize button send the token.
 */
export function documentOperations(app: FastifyInstance): SwaggerTransform {
  return (input) => {
    const transformed = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
    // A route that hides itself (metrics, the docs page's own) is left out of the document.
    if ((input.schema as { hide?: boolean } | undefined)?.hide) return transformed;
    const method = [input.route.method].flat()[0] as string;
    const operation = OPERATIONS[operationKey(method, input.url)];
    const schema = (transformed.schema ?? {}) as FastifySchema & {
      summary?: string;
      security?: Record<string, string[]>[];
      response?: Record<string, unknown>;
    };
    const statuses = new Set([
      ...sharedStatuses(app, input.schema ?? {}, input.route),
      ...(operation?.also ?? []),
    ]);
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
        ...(operation ? { summary: operation.summary } : {}),
        ...(guarded ? { security: [{ bearer: [] }] } : {}),
        response,
      },
    };
  };
}
