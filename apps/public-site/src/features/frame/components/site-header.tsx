import { Link, useRouterState } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { Icon } from '~/components/icons';
import { useTranslation } from '~/lib/use-translation';
import { useMobileMenu } from '../hooks/use-mobile-menu';
import { MainNav } from './main-nav';
import { SearchBox } from './search-box';
import { TopBar } from './top-bar';

interface SiteHeaderProps {
  satelliteLine: ReactNode;
  programLinks: ReactNode;
}

/** The page has one main menu; a fixed id lets the toggle link to it before the scripts arrive. */
const SITE_MENU_ID = 'site-menu';

export function SiteHeader({ satelliteLine, programLinks }: SiteHeaderProps) {
  const { t, i18n } = useTranslation();
  const menu = useMobileMenu();
  const href = useRouterState({ select: (state) => state.location.href });
  const { close, show } = menu;
  // A new page or a new language closes the small-screen menu (spec §2).
  useEffect(() => {
    if (href || i18n.language) close();
  }, [href, i18n.language, close]);
  // Before the scripts the menu opens by its address: one the reader opened so stays open through the
  // hydration, with the search they may be typing in it.
  useEffect(() => {
    if (location.hash === `#${SITE_MENU_ID}`) show();
  }, [show]);

  return (
    // While the small-screen menu is open the header sticks to the top, so the menu below it is in view.
    <header className={menu.open && !menu.wide ? 'site-header site-header--sticky' : 'site-header'}>
      <TopBar satelliteLine={satelliteLine} />
      <div className="site-header__bar">
        <div className="site-header__inner">
          <Link to="/" className="site-header__brand">
            <img src="/logo.svg" alt={t('site.logoAlt')} width={44} height={44} />
            <span aria-hidden="true">{t('site.name')}</span>
          </Link>
          {/* Both are drawn and the stylesheet shows the one for the screen: the page is the same for every
              screen, so the server draws it once and nothing moves when the browser hydrates it. */}
          <div className="site-header__search">
            <SearchBox required />
          </div>
          {/* A link to the menu, so that before the scripts arrive a tap opens it by its address. */}
          {/* biome-ignore lint/a11y/useSemanticElements: a <button> does nothing without scripts; the link opens the menu either way, and acts as a button once they run. */}
          <a
            href={`#${SITE_MENU_ID}`}
            role="button"
            aria-label={menu.open ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={menu.open}
            aria-controls={SITE_MENU_ID}
            onClick={(event) => {
              event.preventDefault();
              menu.toggle();
            }}
            className="icon-button site-header__toggle"
          >
            <Icon name={menu.open ? 'close' : 'menu'} />
          </a>
        </div>
      </div>
      <MainNav
        id={SITE_MENU_ID}
        open={menu.open}
        wide={menu.wide}
        programLinks={programLinks}
        onNavigate={close}
      />
    </header>
  );
}
