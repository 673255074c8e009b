import type { Admin } from '@station/domain';
import type { AuditEntry } from '../audit/index';
import { type AdminRow, toAdmin } from './admins.repository';

/** A changed admin and what the audit trail keeps of the change: one event per thing changed. */
export interface AdminChange {
  admin: Admin;
  audit: AuditEntry[];
}

type Described = Pick<AdminRow, 'id' | 'name' | 'email' | 'role' | 'canPublish' | 'language'>;

/** The fields the trail shows old → new, and the action each one's change is. */
const FIELDS = [
  ['name', 'renamed'],
  ['email', 'email-changed'],
  ['role', 'role-changed'],
  ['language', 'language-changed'],
] as const;

const mayPublish = (row: Described) => row.role === 'super' || row.canPublish;
const entry = (row: Described, action: string, changes: Record<string, unknown>): AuditEntry => ({
  kind: 'admin',
  action,
  targetId: row.id,
  targetLabel: row.name,
  changes,
});

/** The events of an edit: each field that changed, with its value before and after. */
export function editEvents(before: Described, after: Described): AuditEntry[] {
  const events = FIELDS.filter(([field]) => before[field] !== after[field]).map(([field, action]) =>
    entry(after, action, { [field]: { before: before[field], after: after[field] } }),
  );
  if (mayPublish(before) !== mayPublish(after))
    events.push(
      entry(after, mayPublish(after) ? 'publish-granted' : 'publish-withdrawn', {
        canPublish: { before: mayPublish(before), after: mayPublish(after) },
      }),
    );
  return events;
}

const described = (row: Described) => ({
  name: row.name,
  email: row.email,
  role: row.role,
  canPublish: mayPublish(row),
});

export const createdEvent = (row: Described): AuditEntry =>
  entry(
    row,
    'created',
    Object.fromEntries(
      Object.entries(described(row)).map(([field, value]) => [field, { before: null, after: value }]),
    ),
  );

export const deletedEvent = (row: Described): AuditEntry =>
  entry(
    row,
    'deleted',
    Object.fromEntries(
      Object.entries(described(row)).map(([field, value]) => [field, { before: value, after: null }]),
    ),
  );

/** A password change names the field only: never a password, never a hash. */
export const passwordEvent = (
  row: Described,
  action: 'password-changed' | 'password-set' | 'password-reset-by-email',
): AuditEntry => entry(row, action, { fields: ['password'] });

export const changeOf = (row: AdminRow, audit: AuditEntry[]): AdminChange => ({ admin: toAdmin(row), audit });
