import type { FormValues } from '~/components/forms/entity-form';

/** Pasted text and some browsers bring `\r\n`; the post keeps the `\n` it was written with (defect 14). */
const toLf = (text = '') => text.replace(/\r\n?/g, '\n');

/** What the edit form sends: the text with its line endings kept, and the version it started from. */
export function postEditValues(values: FormValues, updatedAt: string | undefined) {
  return {
    title: toLf(values.title),
    detail: toLf(values.detail),
    category: values.category,
    ...(updatedAt ? { updatedAt } : {}),
  };
}
