/** The audit trail: every accepted write, who made it, from where, and what changed. */

export { auditPlugin } from './audit.plugin';
export type { AuditEntry } from './audit.repository';
export { auditRoutes } from './audit.routes';
