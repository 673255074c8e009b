import argon2 from 'argon2';

/** OWASP's argon2id floor: 19 MiB, two passes, one lane. */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Unknown emails still cost one verify, so the answer time does not tell which emails exist. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('station-no-such-account');
  await verifyPassword(await dummyHash, password);
  return false;
}

// The most common passwords of public breach lists; ASVS 6.2.4 asks that they be refused.
const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  'password',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'qwertyuiop',
  'qwerty123',
  'qwerty12',
  '1q2w3e4r',
  '1q2w3e4r5t',
  'iloveyou',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'welcome1',
  'welcome123',
  'admin123',
  'administrator',
  'letmein1',
  'trustno1',
  'abc12345',
  'abcd1234',
  '11111111',
  '00000000',
  '88888888',
  '87654321',
  '12341234',
  '11223344',
  'superman',
  'starwars',
  'whatever',
  'computer',
  'internet',
  'changeme',
  'asdfghjkl',
  'zaq12wsx',
  'michael1',
  'jennifer',
  'football1',
  'dragon123',
  'monkey123',
  'master123',
  'shadow123',
  'qazwsxedc',
  'aa123456',
  'a1234567',
  'p@ssw0rd',
  'p@ssword',
  'passport',
  'samsung1',
  'google123',
  'ethiopia',
  'ethiopia1',
  'addisababa',
  'station1',
  'station123',
  'football123',
  'liverpool',
  'chelsea1',
  'arsenal1',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
