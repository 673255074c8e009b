import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { socialLinks } from '~/components/social-links';
import { useTranslation } from '~/lib/use-translation';
import { CURRENT_NEWS_LABEL, NEWS_CATEGORIES, newsLabel } from '../news-links';
import { LanguageMenu } from './language-menu';
import { NavDropdown } from './nav-dropdown';
import { SearchBox } from './search-box';

interface MainNavProps {
  id: string;
  open: boolean;
  wide: boolean;
  programLinks: ReactNode;
  onNavigate: () => void;
}

export function MainNav({ id, open, wide, programLinks, onNavigate }: MainNavProps) {
  const { t } = useTranslation();
  return (
    <nav
      id={id}
      aria-label={t('nav.main')}
      // Shown on a wide screen whatever this says (site-frame.css): it is the small screen's panel that opens.
      hidden={!open}
      className="main-nav"
    >
      <div className="main-nav__search">
        <SearchBox onSearch={onNavigate} />
      </div>
      <div className="main-nav__inner">
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
            {socialLinks().map(({ key, href }) => (
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
          <LanguageMenu closeOnBlur={wide} onChange={onNavigate} />
        </ul>
      </div>
    </nav>
  );
}
