import type { Role } from '@station/domain';
import { redirect } from '@tanstack/react-router';
import type { SessionStore } from './session-store';

/**
 * Guarded pages send an anonymous visitor — or a regular admin on a super-only page — to
 * /login?redirect-to=<the page they asked for> (spec §2, §6).
 */
export async function requireAdmin(session: SessionStore, href: string, role?: Role): Promise<void> {
  if (session.getSnapshot().status === 'loading') await session.start();
  else await session.revalidate();
  const { admin } = session.getSnapshot();
  if (!admin || (role && admin.role !== role)) {
    throw redirect({ to: '/login', search: { 'redirect-to': href } });
  }
}

/** Only paths inside the console are followed after login, never another site. */
export function safeRedirectTarget(target: string | undefined): string {
  return target?.startsWith('/') && !target.startsWith('//') ? target : '/dashboard';
}
