import { z } from 'zod';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Free text as a person types it. Stored exactly as given; refused only when PostgreSQL could not
 * store it (NUL) or it is not valid Unicode (a lone surrogate).
 */
export function textSchema(field: string, max: number, { required = true } = {}) {
  const base = z
    .string({ error: `${field} must be text` })
    .max(max, { error: `${field} is too long (max ${max} characters)` })
    .refine((value) => !value.includes('\u0000'), { error: `${field} contains a NUL character` })
    .refine((value) => !LONE_SURROGATE.test(value), { error: `${field} is not valid Unicode text` });
  return required ? base.refine((value) => value.trim().length > 0, { error: `${field} is required` }) : base;
}

export const emailSchema = z
  .string({ error: 'email must be text' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'email is too long (max 254 characters)' })
  .pipe(z.email({ error: 'email must be a valid email address' }));

export const idSchema = z.uuid({ error: 'id must be a valid id' });

export const isoDateSchema = z.iso.datetime({ offset: true });
