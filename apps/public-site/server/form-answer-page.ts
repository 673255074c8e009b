import { createI18n, type TranslationKey } from '../src/lib/i18n';
import type { Language } from '../src/lib/language';
import { FORM_ACTIONS, type FormKind } from '../src/lib/site-forms';
import { memoize } from '../src/rendering';
import { withLanguage, withoutBuildScripts, withRoot, withTitle } from './page-template';

/** The form drawn again: what the reader typed, why fields were refused, and the token it goes with. */
export interface FormAgain {
  values: Readonly<Record<string, string>>;
  /** Translation keys of the sentences under refused fields, by field. */
  errors?: Readonly<Record<string, TranslationKey>>;
  /** The contact form's dated token, or a newsletter link's token. */
  token?: string;
}

export interface FormAnswer {
  kind: FormKind;
  /** Taken, refused, or ready to be sent (the form with its token, which the first send lacked). */
  outcome: 'sent' | 'failed' | 'ready';
  /** The translation key of the sentence the reader is told. */
  note: TranslationKey;
  /** On a refusal that may be sent again: the form with the reader's text in it. */
  again?: FormAgain;
}

const translatorFor = memoize((language: Language) => createI18n(language));

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const TITLES: Record<FormKind, TranslationKey> = {
  contact: 'contact.formTitle',
  newsletter: 'newsletter.title',
  confirm: 'newsletter.confirmTitle',
  unsubscribe: 'newsletter.unsubscribeTitle',
};

type Translate = (key: TranslationKey) => string;

/** One field as the site's forms draw it (form-parts.tsx), with its value and the reason it was refused. */
function field(
  t: Translate,
  again: FormAgain,
  { name, label, type = 'text', multiline = false, starred = true, autoComplete }: FieldSpec,
): string {
  const id = `form-answer-${name}`;
  const errorKey = again.errors?.[name];
  const value = again.values[name] ?? '';
  const described = errorKey ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  const shared = `id="${id}" name="${name}" required${autoComplete ? ` autocomplete="${autoComplete}"` : ''}${described}`;
  const input = multiline
    ? `<textarea ${shared} rows="6">${escapeHtml(value)}</textarea>`
    : `<input ${shared} type="${type}" value="${escapeHtml(value)}">`;
  return [
    '<div class="contact-form__field">',
    `<label for="${id}">${escapeHtml(t(label))}${starred ? '<span aria-hidden="true"> *</span>' : ''}</label>`,
    input,
    errorKey ? `<span id="${id}-error" class="contact-form__error">${escapeHtml(t(errorKey))}</span>` : '',
    '</div>',
  ].join('');
}

interface FieldSpec {
  name: string;
  label: TranslationKey;
  type?: string;
  multiline?: boolean;
  starred?: boolean;
  autoComplete?: string;
}

/** The field no person sees, as in form-parts.tsx: a script filling every field fills it again. */
const SPAM_TRAP =
  '<div class="contact-form__trap" aria-hidden="true"><label for="form-answer-website">Website</label><input id="form-answer-website" name="website" type="text" tabindex="-1" autocomplete="off"></div>';

const hidden = (name: string, value: string | undefined) =>
  value ? `<input type="hidden" name="${name}" value="${escapeHtml(value)}">` : '';

const sendButton = (label: string) =>
  `<button type="submit" class="button button--secondary contact-form__send">${escapeHtml(label)}</button>`;

function formAgain(t: Translate, kind: FormKind, again: FormAgain): string {
  const open = `<form class="contact-form contact-form--light" method="post" action="${FORM_ACTIONS[kind]}">`;
  switch (kind) {
    case 'contact':
      return [
        open,
        '<div class="contact-form__row">',
        field(t, again, { name: 'firstName', label: 'form.firstName' }),
        field(t, again, { name: 'lastName', label: 'form.lastName' }),
        '</div>',
        field(t, again, { name: 'email', label: 'form.email', type: 'email' }),
        field(t, again, { name: 'message', label: 'form.message', multiline: true }),
        SPAM_TRAP,
        hidden('formToken', again.token),
        sendButton(t('form.send')),
        '</form>',
      ].join('');
    case 'newsletter':
      return [
        open,
        `<p class="subscribe-form__intro">${escapeHtml(t('newsletter.intro'))}</p>`,
        field(t, again, {
          name: 'email',
          label: 'newsletter.email',
          type: 'email',
          starred: false,
          autoComplete: 'email',
        }),
        SPAM_TRAP,
        sendButton(t('newsletter.subscribe')),
        '</form>',
      ].join('');
    default:
      return [
        `<form method="post" action="${FORM_ACTIONS[kind]}">`,
        hidden('token', again.token),
        sendButton(t(kind === 'confirm' ? 'newsletter.confirm' : 'newsletter.unsubscribe')),
        '</form>',
      ].join('');
  }
}

/**
 * The page a form sent without scripts is answered with, in the reader's language: the sentence the
 * scripts would have shown under the form, and on a refusal the form again with what was typed. It is
 * the site's built page without its scripts: they would hydrate the page and draw the address as a
 * page of their own, which these addresses are not.
 */
export function formAnswerPage(template: string, language: Language, answer: FormAnswer): string {
  const i18n = translatorFor(language);
  const t: Translate = (key) => i18n.t(key);
  const title = t(TITLES[answer.kind]);
  const role = answer.outcome === 'failed' ? 'alert' : 'status';
  const markup = [
    '<main class="subscription-link">',
    `<h1>${escapeHtml(title)}</h1>`,
    `<p class="contact-form__note contact-form__note--${answer.outcome}" role="${role}">${escapeHtml(t(answer.note))}</p>`,
    answer.again ? formAgain(t, answer.kind, answer.again) : '',
    `<p><a href="/">${escapeHtml(t('notFound.back'))}</a></p>`,
    '</main>',
  ].join('');
  return withRoot(
    withTitle(withLanguage(withoutBuildScripts(template), language), `${title} | ${t('site.name')}`),
    markup,
  );
}
