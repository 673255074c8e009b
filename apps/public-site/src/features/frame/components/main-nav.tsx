import Box from '@mui/material/Box';
import { LANGUAGES } from '@station/domain/constants';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SOCIAL_LINKS } from '~/components/social-links';
import { CURRENT_NEWS_LABEL, NEWS_CATEGORIES, newsLabel } from '../news-links';
import { NavDropdown } from './nav-dropdown';
import { SearchBox } from './search-box';

interface MainNavProps {
  id: string;
  open: boolean;
  wide: boolean;
  programLinks: ReactNode;
  onNavigate: () => void;
}

const itemSx = (wide: boolean) => ({
  '& .nav-list': {
    listStyle: 'none',
    m: 0,
    p: 0,
    display: 'flex',
    flexWrap: 'wrap',
    flexDirection: wide ? 'row' : 'column',
  },
  '& .nav-list > li': { position: 'relative' },
  '& .nav-item': {
    display: 'flex',
    alignItems: 'center',
    gap: 0.5,
    width: wide ? 'auto' : '100%',
    px: wide ? 1.25 : 1.5,
    py: wide ? 1.25 : 1.5,
    color: 'common.white',
    font: 'inherit',
    fontSize: '0.95rem',
    textDecoration: 'none',
    background: 'none',
    border: 0,
    cursor: 'pointer',
    textAlign: 'start',
    '&:hover, &:focus-visible, &[aria-current="page"]': { bgcolor: 'rgba(255,255,255,0.14)' },
    '&:focus-visible': { outline: '2px solid #fff', outlineOffset: -2 },
  },
  '& .nav-submenu': {
    listStyle: 'none',
    m: 0,
    py: 0.5,
    px: 0,
    minWidth: 220,
    bgcolor: wide ? 'primary.dark' : 'rgba(0,0,0,0.18)',
    position: wide ? 'absolute' : 'static',
    top: '100%',
    left: 0,
    zIndex: 20,
    boxShadow: wide ? 4 : 0,
    '& .nav-item': { pl: wide ? 2 : 4 },
  },
  '& .nav-submenu[hidden]': { display: 'none' },
});

export function MainNav({ id, open, wide, programLinks, onNavigate }: MainNavProps) {
  const { t, i18n } = useTranslation();
  const changeLanguage = (language: string) => {
    void i18n.changeLanguage(language);
    onNavigate();
  };
  return (
    <Box
      component="nav"
      id={id}
      aria-label={t('nav.main')}
      hidden={!open}
      sx={[
        { bgcolor: 'primary.main', color: 'common.white' },
        !wide && {
          maxHeight: 'calc(100dvh - 101px)',
          overflowY: 'auto',
          overscrollBehavior: 'contain',
          p: 2,
        },
        itemSx(wide),
        { '&[hidden]': { display: 'none' } },
      ]}
    >
      {!wide && (
        <Box sx={{ mb: 2 }}>
          <SearchBox onSearch={onNavigate} />
        </Box>
      )}
      <Box sx={{ maxWidth: 1280, mx: 'auto', px: wide ? 1 : 0 }}>
        <ul className="nav-list">
          <li>
            <Link to="/" className="nav-item" activeOptions={{ exact: true }}>
              {t('nav.home')}
            </Link>
          </li>
          <NavDropdown closeOnBlur={wide} label={t('nav.news')}>
            <li>
              <Link to="/articles" className="nav-item" lang="am" activeOptions={{ exact: true }}>
                {CURRENT_NEWS_LABEL}
              </Link>
            </li>
            {NEWS_CATEGORIES.map((category) => (
              <li key={category}>
                <Link to="/articles/$category" params={{ category }} className="nav-item" lang="am">
                  {newsLabel(category)}
                </Link>
              </li>
            ))}
          </NavDropdown>
          <NavDropdown closeOnBlur={wide} label={t('nav.programs')}>
            {programLinks}
          </NavDropdown>
          <li>
            <Link to="/jemals-view" className="nav-item">
              {t('nav.jemals_view')}
            </Link>
          </li>
          <li>
            <Link to="/live" className="nav-item">
              {t('nav.live')}
            </Link>
          </li>
          <li>
            <Link to="/about-us" className="nav-item">
              {t('nav.about_us')}
            </Link>
          </li>
          <li>
            <Link to="/contact" className="nav-item">
              {t('nav.contact_us')}
            </Link>
          </li>
          <NavDropdown closeOnBlur={wide} label={t('nav.social_media')}>
            {SOCIAL_LINKS.map(({ key, href }) => (
              <li key={key}>
                <a href={href} target="_blank" rel="noopener noreferrer" className="nav-item">
                  {t(`nav.${key}`)}
                </a>
              </li>
            ))}
          </NavDropdown>
          <li>
            <Link to="/jeilu-sc" className="nav-item">
              {t('nav.jeilu_sc')}
            </Link>
          </li>
          <NavDropdown closeOnBlur={wide} label={t('nav.lang')}>
            {LANGUAGES.map((language) => (
              <li key={language}>
                <button
                  type="button"
                  className="nav-item"
                  lang={language}
                  aria-pressed={i18n.language === language}
                  onClick={() => changeLanguage(language)}
                >
                  {t(`nav.languages.${language}`)}
                </button>
              </li>
            ))}
          </NavDropdown>
        </ul>
      </Box>
    </Box>
  );
}
