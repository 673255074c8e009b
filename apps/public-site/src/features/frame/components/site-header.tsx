import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { Link, useRouterState } from '@tanstack/react-router';
import { type ReactNode, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMobileMenu } from '../hooks/use-mobile-menu';
import { MainNav } from './main-nav';
import { SearchBox } from './search-box';
import { TopBar } from './top-bar';

interface SiteHeaderProps {
  satelliteLine: ReactNode;
  programLinks: ReactNode;
}

export function SiteHeader({ satelliteLine, programLinks }: SiteHeaderProps) {
  const { t, i18n } = useTranslation();
  const menu = useMobileMenu();
  const navId = useId();
  const href = useRouterState({ select: (state) => state.location.href });
  const { close } = menu;
  // A new page or a new language closes the small-screen menu (spec §2).
  useEffect(() => {
    if (href || i18n.language) close();
  }, [href, i18n.language, close]);

  return (
    <Box
      component="header"
      // While the small-screen menu is open the header sticks to the top, so the menu below it is in view.
      sx={{ position: menu.open && !menu.wide ? 'sticky' : 'relative', top: 0, zIndex: 1100 }}
    >
      <TopBar satelliteLine={satelliteLine} />
      <Box sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Box
          sx={{
            maxWidth: 1280,
            mx: 'auto',
            px: 2,
            height: 64,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
          }}
        >
          <Box
            component={Link}
            to="/"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              color: 'primary.main',
              textDecoration: 'none',
            }}
          >
            <img src="/logo.svg" alt={t('site.logoAlt')} width={44} height={44} />
            <Box component="span" sx={{ fontWeight: 700, fontSize: '1.25rem' }} aria-hidden>
              {t('site.name')}
            </Box>
          </Box>
          {menu.wide ? (
            <SearchBox required />
          ) : (
            <IconButton
              aria-label={menu.open ? t('nav.closeMenu') : t('nav.openMenu')}
              aria-expanded={menu.open}
              aria-controls={navId}
              onClick={menu.toggle}
              sx={{ color: 'primary.main' }}
            >
              {menu.open ? <CloseIcon /> : <MenuIcon />}
            </IconButton>
          )}
        </Box>
      </Box>
      <MainNav id={navId} open={menu.open} wide={menu.wide} programLinks={programLinks} onNavigate={close} />
    </Box>
  );
}
