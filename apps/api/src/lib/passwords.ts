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
