import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { auditPlugin } from './audit.plugin';
import { auditRoutes } from './audit.routes';

/**
 * The audit trail: every accepted write, who made it, from where, and what changed. Its recorder
 * (`app.audit`) must reach the modules registered beside it, so the module escapes encapsulation.
 */
export const auditModule = fp(
  async (app: FastifyInstance) => {
    await app.register(auditPlugin, { retentionDays: app.env.AUDIT_RETENTION_DAYS });
    await app.register(auditRoutes, { prefix: '/audit' });
  },
  { name: 'audit-module' },
);
export type { AuditEntry } from './audit.repository';
