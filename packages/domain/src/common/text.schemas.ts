import { z } from 'zod';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/**
 * A character a reader can see: not a space, not a control, not one Unicode says to draw as nothing
 * (zero-width space and joiners, soft hyphen, word joiner, variation selectors), not the braille blank.
 * A title of only those looks empty in every list, so it counts as missing.
 */
const VISIBLE = /[^\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\u2800]/u;

/**
 * Free text as a person types it. Stored exactly as given; refused only when PostgreSQL could not
 * store it (NUL) or it is not valid Unicode (a lone surrogate). `label` names the field in words as
 * a sentence starts ("The title"), because every message reaches a person as it is.
 */
export function textSchema(label: string, max: number, { required = true } = {}) {
  const base = z
    .string({ error: `${label} must be text.` })
    .max(max, { error: `${label} is too long (at most ${max} characters).` })
    .refine((value) => !value.includes('\u0000'), {
      error: `${label} contains a character that cannot be stored (NUL).`,
    })
    .refine((value) => !LONE_SURROGATE.test(value), { error: `${label} is not valid Unicode text.` });
  return required ? base.refine((value) => VISIBLE.test(value), { error: `${label} is required.` }) : base;
}

/**
 * A request body of exactly these fields. A field the server does not know is refused (never written),
 * and the message names it, since it is no field of the form.
 */
export function bodySchema<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? unknownFieldMessage(issue.keys)
        : 'The request must be a set of named fields.',
  });
}

export const unknownFieldMessage = (keys: readonly string[]) =>
  `This field is not accepted: ${keys.join(', ')}.`;

export const emailSchema = z
  .string({ error: 'The email address is required.' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'The email address is too long (at most 254 characters).' })
  .pipe(z.email({ error: 'Enter a valid email address, like name@example.com.' }));

export const idSchema = z.uuid({ error: 'The id is not valid.' });

export const isoDateSchema = z.iso.datetime({ offset: true, error: 'The date is not valid.' });

/** Turns CRLF and lone CR into LF: forms and multipart bodies send CRLF, and a post keeps one kind. */
export function normaliseLineEndings(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/** A whole number read from a query string, refused with one sentence naming it. */
export const wholeNumber = (label: string, min: number, max: number) => {
  const sentence = `${label} must be a whole number from ${min} to ${max}.`;
  return z.coerce
    .number({ error: sentence })
    .int({ error: sentence })
    .min(min, { error: sentence })
    .max(max, { error: sentence });
};
