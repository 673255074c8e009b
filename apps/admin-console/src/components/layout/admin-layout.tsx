import AccountCircle from '@mui/icons-material/AccountCircle';
import Home from '@mui/icons-material/Home';
import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Link, Outlet, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleConfig } from '~/config/console-config';
import { api } from '~/lib/api';
import { keepSessionAlive } from '~/lib/session/keep-alive';
import { useSession, useSessionStore } from '~/lib/session/use-session';
import { tokenStorage } from '~/lib/token-storage';
import { LanguageSwitch } from '../language-switch';
import { Sidebar } from './sidebar';

const DRAWER_WIDTH = 260;
/** The width from which the sidebar starts open (spec §9). */
const SIDEBAR_OPEN_FROM = 768;

/** Sidebar open by default from 768 px, closed below with a dark overlay (spec §2 admin layout). */
export function AdminLayout() {
  const { t } = useTranslation();
  const { admin } = useSession();
  const store = useSessionStore();
  const navigate = useNavigate();
  const wide = useMediaQuery(`(min-width:${SIDEBAR_OPEN_FROM}px)`, { noSsr: true });
  const [openWide, setOpenWide] = useState(true);
  const [openNarrow, setOpenNarrow] = useState(false);
  const open = wide ? openWide : openNarrow;
  const toggle = () => (wide ? setOpenWide((value) => !value) : setOpenNarrow((value) => !value));

  const logout = () => {
    store.logout();
    navigate({ to: '/login' });
  };

  useEffect(
    () =>
      keepSessionAlive({
        target: window,
        getToken: tokenStorage.get,
        refresh: api.session.refresh,
        replaceToken: store.replaceToken,
      }),
    [store],
  );

  if (!admin) return null;
  const sidebar = (
    <Sidebar admin={admin} onNavigate={() => !wide && setOpenNarrow(false)} onLogout={logout} />
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('nav.toggleMenu')}
            aria-expanded={open}
            onClick={toggle}
            sx={{ mr: 2 }}
          >
            <MenuIcon />
          </IconButton>
          <Typography component="span" variant="h6" noWrap sx={{ flexGrow: 1 }}>
            {t('app.name')}
          </Typography>
          <Typography
            component="span"
            noWrap
            sx={{ mr: 1, display: { xs: 'none', sm: 'block' } }}
            data-testid="admin-name"
          >
            {admin.name}
          </Typography>
          <LanguageSwitch color="inherit" />
          <Tooltip title={t('nav.home')}>
            <IconButton
              color="inherit"
              component="a"
              href={consoleConfig.publicSiteUrl}
              aria-label={t('nav.home')}
            >
              <Home />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('nav.profile')}>
            <IconButton
              color="inherit"
              component={Link}
              to="/dashboard/update-profile"
              aria-label={t('nav.profile')}
            >
              <AccountCircle />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('nav.logout')}>
            <IconButton color="inherit" onClick={logout} aria-label={t('nav.logout')}>
              <Logout />
            </IconButton>
          </Tooltip>
        </Toolbar>
      </AppBar>
      <Drawer
        variant={wide ? 'persistent' : 'temporary'}
        open={open}
        onClose={() => setOpenNarrow(false)}
        ModalProps={{ keepMounted: true }}
        sx={{
          width: wide && open ? DRAWER_WIDTH : 0,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
      >
        <Toolbar />
        {sidebar}
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, md: 3 }, minWidth: 0 }}>
        <Toolbar />
        <Outlet />
      </Box>
    </Box>
  );
}
