import type { AuditKind } from '@station/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { anonymiseIp } from '../../lib/anonymise-ip';
import { type AuditEntry, createAuditRepository } from './audit.repository';

const HOUR_MS = 3_600_000;

/**
 * The writes recorded here, by where they go. Posts (and their photos) and admins record their own,
 * richer events (the action, the fields changed before and after); logins and visits are no writes of
 * an admin.
 */
const KINDS: readonly (readonly [string, AuditKind])[] = [
  ['/api/program/', 'program'],
  ['/api/satellite-info/', 'satellite'],
  ['/api/schedule/', 'schedule'],
  ['/api/live/', 'live'],
  ['/api/ad/', 'ad'],
  ['/api/telegram-admin/', 'telegram-admin'],
  ['/api/banner', 'banner'],
  ['/api/contact/', 'inbox'],
  ['/api/newsletter', 'newsletter'],
];
const ACTIONS: Record<string, string> = {
  POST: 'created',
  PUT: 'updated',
  PATCH: 'updated',
  DELETE: 'deleted',
};
const UNAUDITED = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a write's answer names: `data` of a save, or the words of its message. */
function labelOf(payload: unknown): string | null {
  if (typeof payload !== 'string') return null;
  try {
    const body = JSON.parse(payload) as { data?: Record<string, unknown>; message?: unknown };
    const data = body.data ?? {};
    for (const field of ['name', 'title', 'subject', 'satellite', 'text', 'url', 'email'])
      if (typeof data[field] === 'string' && data[field]) return data[field] as string;
    return typeof body.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}

/** Words of routes that are a plain create or edit under another name. */
const PLAIN = new Set(['add', 'update-user', 'update-me']);

/**
 * What the write did: created, updated or deleted by its method, unless its route names something
 * else after the module's own address (`change-user-pwd`).
 */
function actionOf(request: FastifyRequest, prefix: string): string {
  const rest = (request.routeOptions.url ?? '').slice(prefix.length).split('/');
  const word = rest.find((segment) => segment !== '' && !segment.startsWith(':') && !PLAIN.has(segment));
  return word ?? ACTIONS[request.method] ?? 'changed';
}
const DAY_MS = 86_400_000;

declare module 'fastify' {
  interface FastifyInstance {
    audit: {
      /**
       * Records an accepted write by the signed-in admin of `request`, or by `by` when no one is signed
       * in (a password reset by email link is made by the admin the link was for).
       */
      record(request: FastifyRequest, entry: AuditEntry, by?: { id: string; name: string }): Promise<void>;
    };
  }
}

/**
 * The audit trail: who (the signed-in admin, kept by name too, so a removed admin's events still
 * read), when, from where (the address anonymised as the visitor log keeps it), and what. Events older
 * than the retention are purged each hour by every instance; a purge that finds nothing costs one
 * indexed delete.
 */
export const auditPlugin = fp(
  async (app: FastifyInstance, { retentionDays }: { retentionDays: number }) => {
    const repo = createAuditRepository(app.db);
    app.decorate('audit', {
      async record(request: FastifyRequest, entry: AuditEntry, by?: { id: string; name: string }) {
        const admin = by ?? (request.admin as FastifyRequest['admin'] | null);
        await repo.add(
          {
            adminId: admin?.id ?? null,
            adminName: admin?.name ?? 'Telegram',
            address: anonymiseIp(request.ip),
          },
          entry,
        );
      },
    });
    // Every accepted write by a signed-in admin outside posts, recorded before the answer leaves, so
    // whoever reads the trail after the answer finds it there.
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      // Routes that keep the public cache change nothing anyone reads (a logout, a token refresh).
      if (UNAUDITED.has(request.method) || reply.statusCode >= 400 || !request.admin) return payload;
      if (request.routeOptions.config?.keepsPublicCache) return payload;
      const url = request.routeOptions.url ?? '';
      const found = KINDS.find(([prefix]) => url === prefix.replace(/\/$/, '') || url.startsWith(prefix));
      if (!found) return payload;
      const [prefix, kind] = found;
      const params = request.params as { id?: string; name?: string } | undefined;
      await app.audit
        .record(request, {
          kind,
          action: actionOf(request, prefix),
          targetId: params?.id ?? params?.name ?? null,
          targetLabel: labelOf(payload),
        })
        .catch((error: unknown) => request.log.error({ err: error }, 'recording the audit event failed'));
      return payload;
    });

    const purge = () =>
      repo.purgeBefore(new Date(Date.now() - retentionDays * DAY_MS)).catch((error: unknown) => {
        app.log.warn({ err: error }, 'purging old audit events failed; the next hour tries again');
      });
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(purge, HOUR_MS).unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'audit', dependencies: ['auth'] },
);
