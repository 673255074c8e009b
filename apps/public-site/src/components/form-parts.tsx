import type { FormSending } from '~/lib/use-form-sending';
import { useTranslation } from '~/lib/use-translation';

/** The field no person sees or reaches: a script that fills every field fills it, and is told apart. */
export function SpamTrap({ id }: { id: string }) {
  return (
    <div className="contact-form__trap" aria-hidden="true">
      <label htmlFor={`${id}-website`}>Website</label>
      <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/** A site form's send button (busy while sending) and the sentence that says what became of it. */
export function SendingControls({ sending, label }: { sending: FormSending; label: string }) {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="submit"
        className="button button--secondary contact-form__send"
        disabled={sending.status === 'sending'}
      >
        {sending.status === 'sending' ? t('form.sending') : label}
      </button>
      {sending.note && (
        <p className={`contact-form__note contact-form__note--${sending.status}`} role="status">
          {sending.note}
        </p>
      )}
    </>
  );
}

interface FormFieldProps {
  /** The form's own id (useId), so two forms on a page never share a field id. */
  formId: string;
  name: string;
  label: string;
  type?: string;
  multiline?: boolean;
  /** Why the server refused this field, shown under it and read with it. */
  error: string | undefined;
  autoComplete?: string;
  /** Marked with a star, as the spec's forms mark every field. */
  starred?: boolean;
}

/** One required field of a site form: label, input (or text area), and the reason it was refused. */
export function FormField({
  formId,
  name,
  label,
  type = 'text',
  multiline,
  error,
  autoComplete,
  starred,
}: FormFieldProps) {
  const id = `${formId}-${name}`;
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    required: true,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className="contact-form__field">
      <label htmlFor={id}>
        {label}
        {starred && <span aria-hidden="true"> *</span>}
      </label>
      {multiline ? <textarea {...shared} rows={3} /> : <input {...shared} type={type} />}
      {error && (
        <span id={errorId} className="contact-form__error">
          {error}
        </span>
      )}
    </div>
  );
}
