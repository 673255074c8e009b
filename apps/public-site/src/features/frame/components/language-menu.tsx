import { LANGUAGES } from '@station/domain/constants';
import { useTranslation } from 'react-i18next';
import { NavDropdown } from './nav-dropdown';

interface LanguageMenuProps {
  closeOnBlur: boolean;
  onChange: () => void;
}

/** Amharic and English (spec §2); each choice is labelled in its own language. */
export function LanguageMenu({ closeOnBlur, onChange }: LanguageMenuProps) {
  const { t, i18n } = useTranslation();
  return (
    <NavDropdown closeOnBlur={closeOnBlur} label={t('nav.lang')}>
      {LANGUAGES.map((language) => (
        <li key={language}>
          <button
            type="button"
            className="nav-item"
            lang={language}
            aria-pressed={i18n.language === language}
            onClick={() => {
              void i18n.changeLanguage(language);
              onChange();
            }}
          >
            {t(`nav.languages.${language}`)}
          </button>
        </li>
      ))}
    </NavDropdown>
  );
}
