import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId } from 'react';
import { Icon } from '~/components/icons';
import { useTranslation } from '~/lib/use-translation';

interface SearchBoxProps {
  /** The desktop box is required (spec §5); the one in the mobile menu is not. */
  required?: boolean;
  onSearch?: () => void;
}

/**
 * The box's field, named as the search page's address names the key. The box keeps what is typed in it
 * and is read when sent: a reader types as soon as the page shows, before the scripts hydrate it, and
 * a box whose text React held would start empty, wiped by the first redraw of the header (a search sent
 * meanwhile was for nothing).
 */
const KEY_FIELD = 'key';

export function SearchBox({ required = false, onSearch }: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const key = new FormData(event.currentTarget).get(KEY_FIELD);
    const trimmed = typeof key === 'string' ? key.trim() : '';
    if (trimmed === '') return;
    onSearch?.();
    void navigate({ to: '/search', search: { key: trimmed } });
  };
  return (
    // The action makes a search typed before the scripts arrive (on a page drawn by the server) work too.
    // biome-ignore lint/a11y/useSemanticElements: the search landmark on the form itself needs no <search> wrapper, which older Safari and Chrome versions do not know
    <form role="search" action="/search" onSubmit={submit} className="search-box">
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={id}
        name={KEY_FIELD}
        type="search"
        placeholder={t('search.placeholder')}
        required={required}
        className="search-box__input"
      />
      <button type="submit" aria-label={t('search.submit')} className="icon-button">
        <Icon name="search" />
      </button>
    </form>
  );
}
