/**
 * Who may call each route, said once for the tests that check it: the route-guard sweep (a new route
 * that forgets its guard fails until it is listed as public or protected on purpose) and the OpenAPI
 * document's security requirements.
 */
export const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/content-version',
  'POST /api/admins/login',
  'GET /api/post',
  'GET /api/post/search',
  'GET /api/post/search/{key}',
  'GET /api/post/{id}',
  'PATCH /api/view/increase',
  'GET /api/program',
  'GET /api/program/{id}',
  'GET /api/satellite-info',
  'GET /api/live',
  'GET /api/ad',
  'GET /api/videos/playlist',
  'GET /api/banner',
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
