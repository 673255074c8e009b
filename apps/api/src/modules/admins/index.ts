import type { FastifyInstance } from 'fastify';
import { adminsRoutes } from './admins.routes';
import { createPasswordResets } from './password-reset';

/**
 * Administrators: their sessions, their profiles, and the super administrators' management of them.
 * The reset links' jobs join the queue here, before it starts.
 */
export async function adminsModule(app: FastifyInstance) {
  const resets = createPasswordResets(app);
  await app.register(adminsRoutes, { prefix: '/admins', resets });
}
export { createAdminsService } from './admins.service';
export { ensureFirstAdmin } from './first-admin';
export { createLoginThrottle } from './login-throttle';
