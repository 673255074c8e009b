/**
 * Who may call each route, said once for the tests that check it: the route-guard sweep (a new route
 * that forgets its guard fails until it is listed as public or protected on purpose) and the OpenAPI
 * document's security requirements.
 */
export const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/content-version',
  'POST /api/admins/login',
  'GET /api/admins/forgot-password',
  'POST /api/admins/forgot-password',
  'POST /api/admins/reset-password',
  'GET /api/post',
  'GET /api/post/search',
  'GET /api/post/most-read',
  'GET /api/post/search/{key}',
  'GET /api/post/{id}',
  'PATCH /api/view/increase',
  'POST /api/view/engaged',
  'GET /api/program',
  'GET /api/program/{id}',
  'GET /api/satellite-info',
  'GET /api/schedule',
  'GET /api/live',
  'GET /api/ad',
  'GET /api/videos/playlist',
  'GET /api/banner',
  'POST /api/contact',
  'GET /api/contact/form-token',
  'GET /api/feeds/rss.xml',
  'GET /api/feeds/category/{category}/rss.xml',
  'GET /api/feeds/sitemap.xml',
  'GET /api/feeds/news-sitemap.xml',
  'GET /api/feeds/robots.txt',
  'POST /api/newsletter/subscribe',
  'POST /api/newsletter/confirm',
  'POST /api/newsletter/unsubscribe',
  'GET /uploads/{key}',
]);

export const SUPER_ONLY = new Set([
  'GET /api/admins',
  'POST /api/admins/add',
  'PATCH /api/admins/update-user/{id}',
  'PATCH /api/admins/change-user-pwd/{id}',
  'DELETE /api/admins/{id}',
  'GET /api/telegram-admin',
  'POST /api/telegram-admin/add',
  'PATCH /api/telegram-admin/{id}',
  'DELETE /api/telegram-admin/{id}',
  'GET /api/audit',
  'PUT /api/banner',
  'DELETE /api/banner',
]);

/**
 * What a writer (a regular admin without the right to publish) may call: reading the console, their own
 * account, and the newsroom's drafts and review. The service still refuses a writer's change to a post
 * readers can see. Every other signed-in route changes what readers see at once, or emails every
 * subscriber, so it needs the right to publish: a new route fails the sweep until it is listed here or
 * guarded.
 */
export const WRITER_MAY_CALL = new Set([
  'POST /api/admins/logout',
  'POST /api/admins/refresh',
  'GET /api/admins/verify',
  'GET /api/admins/get-me',
  'PATCH /api/admins/update-me',
  'PATCH /api/admins/language',
  'PATCH /api/admins/change-my-pwd',
  'GET /api/post/manage',
  'GET /api/post/counts',
  'GET /api/post/authors',
  'GET /api/post/post-analytics',
  'POST /api/post/add',
  'PATCH /api/post/{id}',
  'DELETE /api/post/{id}',
  'POST /api/post/{id}/submit',
  'GET /api/post/review-notes',
  'GET /api/post/{id}/review-notes',
  'POST /api/post/{id}/restore',
  'POST /api/post/{id}/photos',
  'PATCH /api/post/{id}/photos',
  'POST /api/post/{id}/preview',
  'POST /api/post/bulk',
  'GET /api/view',
  'GET /api/view/visitors',
  'GET /api/contact',
  'GET /api/contact/counts',
  'GET /api/contact/{id}',
  'PATCH /api/contact/{id}',
  'GET /api/newsletter/status',
  'GET /api/newsletter',
]);

/**
 * Called by a machine, not by a person: Telegram's guard is the shared webhook secret, a preview's the
 * signed link the page server passes on; never an admin token.
 */
export const SECRET_GUARDED = new Set(['POST /api/telegram/webhook', 'GET /api/post/preview']);
