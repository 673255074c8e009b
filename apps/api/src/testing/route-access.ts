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
  'GET /api/program',
  'GET /api/program/{id}',
  'GET /api/satellite-info',
  'GET /api/schedule',
  'GET /api/live',
  'GET /api/ad',
  'GET /api/videos/playlist',
  'GET /api/banner',
  'POST /api/contact',
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

/** Called by Telegram, not by a person: its guard is the shared webhook secret, never an admin token. */
export const SECRET_GUARDED = new Set(['POST /api/telegram/webhook']);
