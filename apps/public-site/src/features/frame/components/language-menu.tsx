import { LANGUAGES } from '@station/domain/constants';
import { languageSwitchHref } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { useBackAddress } from '~/rendering';
import { NavDropdown } from './nav-dropdown';

interface LanguageMenuProps {
  closeOnBlur: boolean;
  onChange: () => void;
}

/**
 * Amharic and English (spec §2); each choice is labelled in its own language. A choice is a link the
 * page server answers, so it works before the scripts arrive; once they have, it switches in place.
 */
export function LanguageMenu({ closeOnBlur, onChange }: LanguageMenuProps) {
  const { t, i18n } = useTranslation();
  const here = useBackAddress();
  return (
    <NavDropdown closeOnBlur={closeOnBlur} label={t('nav.lang')}>
      {LANGUAGES.map((language) => (
        <li key={language}>
          <a
            href={languageSwitchHref(language, here)}
            rel="nofollow"
            className="nav-item"
            lang={language}
            hrefLang={language}
            aria-current={i18n.language === language ? 'true' : undefined}
            onClick={(event) => {
              event.preventDefault();
              void i18n.changeLanguage(language);
              onChange();
            }}
          >
            {t(`nav.languages.${language}`)}
          </a>
        </li>
      ))}
    </NavDropdown>
  );
}
