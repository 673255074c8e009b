import { sameSitePath } from '@station/domain/same-site-path';
import { redirect } from '@tanstack/react-router';
import type { SessionStore } from './session-store';

/** A signed-in regular admin asked for a super-only page: shown in place, never sent to log in again. */
export class SuperAdminOnlyError extends Error {
  constructor() {
    super('This page is for super administrators.');
    this.name = 'SuperAdminOnlyError';
  }
}

/**
 * Guarded pages send an anonymous visitor to /login?redirect-to=<the page they asked for> (spec §2, §6).
 * Asking the server again before each page makes a password reset or a demotion count at once.
 */
export async function requireAdmin(session: SessionStore, href: string): Promise<void> {
  await session.start();
  if (!session.takeStartAnswer()) await session.revalidate();
  if (!session.getSnapshot().admin) throw redirect({ to: '/login', search: { 'redirect-to': href } });
}

/** Runs under requireAdmin, so the admin is known; logging in again would not change the role. */
export function requireSuperAdmin(session: SessionStore): void {
  if (session.getSnapshot().admin?.role !== 'super') throw new SuperAdminOnlyError();
}

/** Only paths inside the console are followed after login, never another site. */
export function safeRedirectTarget(target: string | undefined): string {
  return sameSitePath(target, '/dashboard');
}
