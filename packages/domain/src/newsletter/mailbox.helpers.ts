/** Providers that ignore dots in the part before the @, and deliver both domains to one mailbox. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

export interface Mailbox {
  /** The address every spelling of one mailbox shares: `a.b+news@googlemail.com` → `ab@gmail.com`. */
  mailbox: string;
  /** The part after the @, as the mailbox has it (`gmail.com` for both Google domains). */
  domain: string;
}

/**
 * The mailbox an address delivers to, for limits and duplicates: case does not matter, a `+tag` is
 * a label on the same mailbox, and Gmail ignores dots. The address itself is still what gets mailed.
 */
export function mailboxOf(email: string): Mailbox {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  const givenDomain = address.slice(at + 1);
  const tagged = address.slice(0, Math.max(at, 0));
  const plus = tagged.indexOf('+');
  const local = plus === -1 ? tagged : tagged.slice(0, plus);
  if (GMAIL_DOMAINS.has(givenDomain))
    return { mailbox: `${local.replaceAll('.', '')}@gmail.com`, domain: 'gmail.com' };
  return { mailbox: `${local}@${givenDomain}`, domain: givenDomain };
}

/** The domains an address at `domain` may have been written with (both Google domains for Gmail). */
export const domainSpellings = (domain: string): string[] =>
  domain === 'gmail.com' ? [...GMAIL_DOMAINS] : [domain];

/**
 * Large public providers: each address there is one person's own mailbox, never a catch-all, so the
 * per-mailbox limit already covers them, and a limit on the whole domain would let a handful of
 * networks shut every reader of that provider out of the newsletter for an hour.
 */
const PUBLIC_PROVIDERS = new Set([
  'gmail.com',
  'yahoo.com',
  'ymail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'yandex.com',
  'mail.ru',
]);

export const isPublicProvider = (domain: string): boolean => PUBLIC_PROVIDERS.has(domain);
