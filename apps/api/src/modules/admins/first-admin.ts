import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/passwords';
import { createAdminsRepository } from './admins.repository';

/**
 * Creates the first super administrator on an empty database, and says whether it did. Apart from
 * the admins service because it signs nobody in: start-up has no token issuer to hand that service.
 */
export async function ensureFirstAdmin(db: Db, email: string, password: string): Promise<boolean> {
  const repo = createAdminsRepository(db);
  if ((await repo.count()) > 0) return false;
  await repo.insert({
    name: 'Station Admin',
    email: email.toLowerCase(),
    role: 'super',
    passwordHash: await hashPassword(password),
  });
  return true;
}
