/** Administrators: their sessions, their profiles, and the super administrators' management of them. */
export { adminsRoutes } from './admins.routes';
export { createAdminsService } from './admins.service';
export { ensureFirstAdmin } from './first-admin';
export { createLoginThrottle } from './login-throttle';
