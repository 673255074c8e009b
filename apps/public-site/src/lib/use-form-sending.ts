import { type FormEvent, useState } from 'react';
import { apiRefusal, loadApi, type PublicApi } from '~/lib/api';
import { refusalNote } from '~/lib/site-forms';
import { useTranslation } from '~/lib/use-translation';

export type SendingStatus = 'idle' | 'sending' | 'sent' | 'failed';

export interface FormSending {
  status: SendingStatus;
  /** The sentence under the button: the thanks, or why nothing was sent. */
  note: string | undefined;
  /** A sentence per field the server refused, in the reader's language. */
  fieldErrors: Record<string, string>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The one way the site's forms send: the form's fields go to `send`, the reader sees a sentence in
 * their language either way, and the form clears only when the server took it, so nothing typed is
 * lost to a refusal or a dropped connection.
 */
export function useFormSending(
  send: (api: PublicApi, fields: Record<string, string>) => Promise<{ message: string }>,
  sentNote: string,
): FormSending {
  const { t } = useTranslation();
  const [status, setStatus] = useState<SendingStatus>('idle');
  const [note, setNote] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  function explain(error: unknown) {
    const refusal = apiRefusal(error);
    const errors: Record<string, string> = {};
    for (const issue of refusal?.issues ?? [])
      errors[issue.path] = t(`form.invalid.${issue.path}`, { defaultValue: issue.message });
    setFieldErrors(errors);
    return t(refusalNote(refusal));
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = Object.fromEntries(
      [...new FormData(form).entries()].map(([name, value]) => [name, String(value)]),
    );
    setStatus('sending');
    setNote(undefined);
    loadApi()
      .then((api) => send(api, fields))
      .then(() => {
        form.reset();
        setFieldErrors({});
        setStatus('sent');
        setNote(sentNote);
      })
      .catch((error: unknown) => {
        setStatus('failed');
        setNote(explain(error));
      });
  };

  return { status, note, fieldErrors, onSubmit };
}
