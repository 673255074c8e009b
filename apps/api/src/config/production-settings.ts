import { DEMO_ADMIN } from '../db/seed-content';
import { isCommonPassword } from '../lib/common-passwords';

/**
 * What a production JWT_SECRET must carry: its length times the Shannon entropy of its own characters.
 * The estimate is rough but catches what people type (32 × `a` scores 0, a word repeated scores its
 * few letters); 48 random base64 characters (`openssl rand -base64 48`) score about 250.
 */
export const SECRET_MIN_BITS = 128;

export function estimatedEntropyBits(secret: string): number {
  const characters = [...secret];
  const counts = new Map<string, number>();
  for (const character of characters) counts.set(character, (counts.get(character) ?? 0) + 1);
  let bitsPerCharacter = 0;
  for (const count of counts.values()) {
    const share = count / characters.length;
    bitsPerCharacter -= share * Math.log2(share);
  }
  return bitsPerCharacter * characters.length;
}

/** Values production refuses although they are well-formed; each problem names its variable. */
export function weakProductionValues(env: { ADMIN_PASSWORD?: string; JWT_SECRET?: string }): string[] {
  const problems: string[] = [];
  const password = env.ADMIN_PASSWORD;
  if (password === DEMO_ADMIN.password) problems.push('ADMIN_PASSWORD is the demo password');
  else if (password && isCommonPassword(password))
    problems.push('ADMIN_PASSWORD is on the list of common passwords');
  if (env.JWT_SECRET) {
    const bits = Math.floor(estimatedEntropyBits(env.JWT_SECRET));
    if (bits < SECRET_MIN_BITS)
      problems.push(
        `JWT_SECRET has too little entropy (about ${bits} bits, needs ${SECRET_MIN_BITS}; use e.g. openssl rand -base64 48)`,
      );
  }
  return problems;
}

/**
 * Production keeps its data in PostgreSQL: a forgotten DATABASE_URL would otherwise start an empty
 * embedded database on one machine's disk, which several instances cannot share. Demo content never
 * enters a production database, so SEED_DEMO=true is refused rather than quietly ignored.
 */
export function productionDatabaseProblems(env: {
  DATABASE_URL?: string | undefined;
  EMBEDDED_DATABASE: boolean;
  SEED_DEMO?: boolean | undefined;
}): string[] {
  const problems: string[] = [];
  if (!env.DATABASE_URL && !env.EMBEDDED_DATABASE)
    problems.push(
      'DATABASE_URL required in production (or EMBEDDED_DATABASE=true for the embedded database)',
    );
  if (env.SEED_DEMO)
    problems.push('SEED_DEMO=true is refused in production (demo content is for development)');
  return problems;
}
