import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { Icon } from '~/components/icons';
import { useTranslation } from '~/lib/use-translation';

interface SearchBoxProps {
  /** The desktop box is required (spec §5); the one in the mobile menu is not. */
  required?: boolean;
  onSearch?: () => void;
}

export function SearchBox({ required = false, onSearch }: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [key, setKey] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = key.trim();
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
        name="key"
        type="search"
        value={key}
        onChange={(event) => setKey(event.target.value)}
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
