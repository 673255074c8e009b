import type { RefusalDetails } from './api';
import type { TranslationKey } from './i18n';

/** The site's forms a browser can send without scripts, through the page server. */
export type FormKind = 'contact' | 'newsletter' | 'confirm' | 'unsubscribe';

/**
 * Where each form goes when the browser sends it itself (before the scripts take it, or without them):
 * the contact and subscribe forms are in every footer, so each has an address of its own; the
 * newsletter's buttons are sent to the page they are on.
 */
export const FORM_ACTIONS: Record<FormKind, string> = {
  contact: '/forms/contact',
  newsletter: '/forms/newsletter',
  confirm: '/newsletter/confirm',
  unsubscribe: '/newsletter/unsubscribe',
};

/**
 * The translation key of the sentence a reader is told when a site form was not taken: the same
 * whether the scripts sent it or the page server did for a browser without them.
 */
export function refusalNote(refusal: RefusalDetails | undefined): TranslationKey {
  if (refusal?.code === 'TOO_FAST') return 'form.tooFast';
  if (refusal?.code === 'FORM_EXPIRED') return 'form.expired';
  if (refusal?.status === 429) return 'form.tooMany';
  if (refusal?.status === 503) return 'form.unavailable';
  if (refusal?.status === 400) return 'form.checkFields';
  return 'form.failed';
}
