import { useId } from 'react';
import { FormField, SendingControls, SpamTrap } from '~/components/form-parts';
import { isLanguage } from '~/lib/language';
import { FORM_ACTIONS } from '~/lib/site-forms';
import { useFormSending } from '~/lib/use-form-sending';
import { useTranslation } from '~/lib/use-translation';

/** The newsletter's sign-up: an address, then a confirmation link by email before anything is sent. */
export function SubscribeForm() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const sending = useFormSending(
    (api, fields) =>
      api.newsletter.subscribe({
        email: fields.email ?? '',
        website: fields.website ?? '',
        language: isLanguage(i18n.language) ? i18n.language : 'en',
      }),
    t('newsletter.asked'),
  );
  return (
    <form
      className="contact-form contact-form--dark"
      method="post"
      action={FORM_ACTIONS.newsletter}
      onSubmit={sending.onSubmit}
    >
      <p className="subscribe-form__intro">{t('newsletter.intro')}</p>
      <FormField
        formId={id}
        name="email"
        label={t('newsletter.email')}
        type="email"
        autoComplete="email"
        error={sending.fieldErrors.email}
      />
      <SpamTrap id={id} />
      <SendingControls sending={sending} label={t('newsletter.subscribe')} />
    </form>
  );
}
