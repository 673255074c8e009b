import type { Language } from '@station/domain';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';

export interface DigestRecipient {
  id: string;
  email: string;
  language: Language | null;
}

/** Who receives the weekly digest. */
export function createWeeklyDigestRepository(db: Db) {
  return {
    supers: async (): Promise<DigestRecipient[]> =>
      rowsOf<DigestRecipient>(
        await db.execute(
          sql`SELECT id, email, language FROM admins WHERE role = 'super' ORDER BY created_at`,
        ),
      ),
  };
}
