import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';

interface ContactFormProps {
  variant?: 'light' | 'dark';
}

/**
 * The footer and contact page form (spec §2): all fields required, email checked by the browser. The
 * spec gives it no submit handling, so submitting keeps the page and the values and sends nothing.
 * Plain fields rather than MUI inputs, because the footer is on every page's first load.
 */
export function ContactForm({ variant = 'light' }: ContactFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const keepPage = (event: FormEvent) => event.preventDefault();
  const field = (name: string, label: string, type = 'text', multiline = false) => (
    <div className="contact-form__field">
      <label htmlFor={`${id}-${name}`}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      {multiline ? (
        <textarea id={`${id}-${name}`} name={name} rows={3} required />
      ) : (
        <input id={`${id}-${name}`} name={name} type={type} required />
      )}
    </div>
  );
  return (
    <form className={`contact-form contact-form--${variant}`} onSubmit={keepPage}>
      <div className="contact-form__row">
        {field('firstName', t('form.firstName'))}
        {field('lastName', t('form.lastName'))}
      </div>
      {field('email', t('form.email'), 'email')}
      {field('message', t('form.message'), 'text', true)}
      <button type="submit" className="button button--secondary contact-form__send">
        {t('form.send')}
      </button>
    </form>
  );
}
