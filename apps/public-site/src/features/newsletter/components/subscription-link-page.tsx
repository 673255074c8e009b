import { useState } from 'react';
import { useDocumentTitle } from '~/components/use-document-title';
import { apiRefusal, loadApi, type PublicApi } from '~/lib/api';
import { FORM_ACTIONS } from '~/lib/site-forms';
import { useTranslation } from '~/lib/use-translation';

interface SubscriptionLinkPageProps {
  token: string;
  /** `confirm` (the first email's link) or `unsubscribe` (every newsletter's link). */
  action: 'confirm' | 'unsubscribe';
}

const calls: Record<
  SubscriptionLinkPageProps['action'],
  (api: PublicApi, token: string) => Promise<unknown>
> = {
  confirm: (api, token) => api.newsletter.confirm(token),
  unsubscribe: (api, token) => api.newsletter.unsubscribe(token),
};

/**
 * Where the newsletter's emailed links lead. The change waits for a press of the button: mail
 * programs and virus scanners open links by themselves, and must not subscribe or unsubscribe anyone.
 */
export function SubscriptionLinkPage({ token, action }: SubscriptionLinkPageProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<'ready' | 'working' | 'done' | 'failed'>('ready');
  const [note, setNote] = useState<string>();
  const title = action === 'confirm' ? t('newsletter.confirmTitle') : t('newsletter.unsubscribeTitle');
  useDocumentTitle(title);
  const run = () => {
    setState('working');
    loadApi()
      .then((api) => calls[action](api, token))
      .then(() => {
        setState('done');
        setNote(action === 'confirm' ? t('newsletter.confirmed') : t('newsletter.unsubscribed'));
      })
      .catch((error: unknown) => {
        setState('failed');
        setNote(apiRefusal(error)?.status === 404 || !token ? t('newsletter.badLink') : t('form.failed'));
      });
  };
  return (
    <section className="subscription-link">
      <h1>{title}</h1>
      <p>{action === 'confirm' ? t('newsletter.confirmIntro') : t('newsletter.unsubscribeIntro')}</p>
      {state !== 'done' && (
        // A plain form too: pressed before the scripts take the page (or without them), the browser
        // sends it to the page server, which asks the API the same.
        <form
          method="post"
          action={FORM_ACTIONS[action]}
          onSubmit={(event) => {
            event.preventDefault();
            run();
          }}
        >
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button button--secondary" disabled={state === 'working'}>
            {action === 'confirm' ? t('newsletter.confirm') : t('newsletter.unsubscribe')}
          </button>
        </form>
      )}
      {note && <p role="status">{note}</p>}
    </section>
  );
}
