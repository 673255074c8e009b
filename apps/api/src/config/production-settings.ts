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

/** Secrets printed in this repository's tests and examples: public now, so never a production secret. */
const EXAMPLE_SECRETS = new Set([
  'Hq3vZ0pX9mTf7Lk2RwYc5NbJ8sDgUe1AoViP4xKtM6rQ',
  'newsroom-webhook-secret-0123456789',
]);
/**
 * Words a person types into an example or a placeholder. Random output (`openssl rand -base64 48`)
 * holds one of them by chance about once in ten million, and is then simply made again.
 */
const PLACEHOLDER_WORDS = ['secret', 'change', 'example', 'replace', 'password', 'station'];

export function isExampleSecret(value: string): boolean {
  const lower = value.toLowerCase();
  return EXAMPLE_SECRETS.has(value) || PLACEHOLDER_WORDS.some((word) => lower.includes(word));
}

/** A webhook secret below this is guessed by trying; 16 random letters and digits carry about 64. */
const WEBHOOK_SECRET_MIN_BITS = 48;

function webhookSecretProblem(secret: string | undefined): string | undefined {
  if (!secret) return undefined;
  if (isExampleSecret(secret))
    return 'TELEGRAM_WEBHOOK_SECRET is an example value (make one with openssl rand -hex 32)';
  if (new Set(secret).size === 1 || estimatedEntropyBits(secret) < WEBHOOK_SECRET_MIN_BITS)
    return 'TELEGRAM_WEBHOOK_SECRET is too easy to guess (make one with openssl rand -hex 32)';
  return undefined;
}

/** Values production refuses although they are well-formed; each problem names its variable. */
export function weakProductionValues(env: {
  ADMIN_PASSWORD?: string;
  JWT_SECRET?: string;
  TELEGRAM_WEBHOOK_SECRET?: string;
}): string[] {
  const problems: string[] = [];
  const password = env.ADMIN_PASSWORD;
  if (password === DEMO_ADMIN.password) problems.push('ADMIN_PASSWORD is the demo password');
  else if (password && isCommonPassword(password))
    problems.push('ADMIN_PASSWORD is on the list of common passwords');
  if (env.JWT_SECRET && isExampleSecret(env.JWT_SECRET)) {
    problems.push(
      'JWT_SECRET is an example value from a test, a document or a placeholder (use e.g. openssl rand -base64 48)',
    );
  } else if (env.JWT_SECRET) {
    const bits = Math.floor(estimatedEntropyBits(env.JWT_SECRET));
    if (bits < SECRET_MIN_BITS)
      problems.push(
        `JWT_SECRET has too little entropy (about ${bits} bits, needs ${SECRET_MIN_BITS}; use e.g. openssl rand -base64 48)`,
      );
  }
  const webhook = webhookSecretProblem(env.TELEGRAM_WEBHOOK_SECRET);
  if (webhook) problems.push(webhook);
  return problems;
}

const LOCAL_HOST = /^(localhost|.+\.localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$/;

function isLocalOrigin(origin: string): boolean {
  try {
    return LOCAL_HOST.test(new URL(origin).hostname);
  } catch {
    return false;
  }
}

/**
 * Settings whose development default would be wrong in production, so they must be written down:
 * the browser origins the API answers (the default names only localhost), whose forwarded address to
 * believe, and where links in emails and feeds lead. `source` is the environment as given, before
 * defaults, so a missing value is seen as missing.
 */
export function productionAddressProblems(source: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const origins = (source.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  if (origins.length === 0)
    problems.push(
      'CORS_ORIGINS required in production (the public site and console origins, e.g. https://station.example,https://admin.station.example)',
    );
  const local = origins.filter(isLocalOrigin);
  if (local.length > 0) problems.push(`CORS_ORIGINS names a local address (${local.join(', ')})`);
  if (!source.TRUST_PROXY)
    problems.push(
      'TRUST_PROXY required in production (127.0.0.1 behind nginx on the same machine, false with nothing in front)',
    );
  if (!source.PUBLIC_SITE_URL)
    problems.push("PUBLIC_SITE_URL required in production (the public site's address, for links in emails)");
  if (!source.PUBLIC_CONSOLE_URL)
    problems.push("PUBLIC_CONSOLE_URL required in production (the console's address, for links in emails)");
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
