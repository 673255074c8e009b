import { useId } from 'react';
import { FormField, SendingControls, SpamTrap } from '~/components/form-parts';
import { useContactFormToken } from '~/features/contact/form-token';
import { apiRefusal } from '~/lib/api';
import { isLanguage } from '~/lib/language';
import { FORM_ACTIONS } from '~/lib/site-forms';
import { useFormSending } from '~/lib/use-form-sending';
import { useTranslation } from '~/lib/use-translation';

interface ContactFormProps {
  variant?: 'light' | 'dark';
}

/**
 * The footer and contact page form (spec §2): all fields required, email checked by the browser, and
 * sent to the station's inbox. `website` is a field no person sees (a script filling every field fills
 * it). Plain fields rather than MUI inputs, because the footer is on every page's first load. Sent
 * before the scripts take it (or without them), the browser sends it to the page server as a plain form.
 */
export function ContactForm({ variant = 'light' }: ContactFormProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const formToken = useContactFormToken();
  const sending = useFormSending(async (api, fields) => {
    const sent = api.contact.send({
      firstName: fields.firstName ?? '',
      lastName: fields.lastName ?? '',
      email: fields.email ?? '',
      message: fields.message ?? '',
      website: fields.website ?? '',
      language: isLanguage(i18n.language) ? i18n.language : 'en',
      formToken: await formToken.current(),
    });
    // A taken message spent its token, and a refused token is no use again; other refusals keep it.
    await sent.then(formToken.spend, (error: unknown) => {
      if (apiRefusal(error)?.code === 'FORM_EXPIRED') formToken.spend();
    });
    return sent;
  }, t('form.sent'));
  const field = (name: string, label: string, type = 'text', multiline = false) => (
    <FormField
      formId={id}
      name={name}
      label={label}
      type={type}
      multiline={multiline}
      error={sending.fieldErrors[name]}
      starred
    />
  );
  return (
    <form
      className={`contact-form contact-form--${variant}`}
      method="post"
      action={FORM_ACTIONS.contact}
      onSubmit={sending.onSubmit}
      onFocus={formToken.prime}
    >
      <div className="contact-form__row">
        {field('firstName', t('form.firstName'))}
        {field('lastName', t('form.lastName'))}
      </div>
      {field('email', t('form.email'), 'email')}
      {field('message', t('form.message'), 'text', true)}
      <SpamTrap id={id} />
      <SendingControls sending={sending} label={t('form.send')} />
    </form>
  );
}
