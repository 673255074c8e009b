import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Article from '@mui/icons-material/Article';
import Campaign from '@mui/icons-material/Campaign';
import Dashboard from '@mui/icons-material/Dashboard';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import LiveTv from '@mui/icons-material/LiveTv';
import Logout from '@mui/icons-material/Logout';
import Mail from '@mui/icons-material/Mail';
import People from '@mui/icons-material/People';
import Person from '@mui/icons-material/Person';
import SatelliteAlt from '@mui/icons-material/SatelliteAlt';
import Telegram from '@mui/icons-material/Telegram';
import Tv from '@mui/icons-material/Tv';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { Role } from '@station/domain';
import { Link, useLocation } from '@tanstack/react-router';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type NavItem, navItemsFor } from './nav-items';

const ICONS: Record<NavItem['icon'], ReactElement> = {
  dashboard: <Dashboard />,
  visitors: <People />,
  admins: <AdminPanelSettings />,
  telegram: <Telegram />,
  ad: <Campaign />,
  satellite: <SatelliteAlt />,
  programs: <Tv />,
  posts: <Article />,
  live: <LiveTv />,
  email: <Mail />,
  profile: <Person />,
};

interface SidebarProps {
  role: Role;
  onNavigate: () => void;
  onLogout: () => void;
}

export function Sidebar({ role, onNavigate, onLogout }: SidebarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState<Record<string, boolean>>({});

  return (
    <List component="nav" aria-label={t('nav.sidebar')} sx={{ py: 1 }}>
      {navItemsFor(role).map((item) =>
        item.children ? (
          <div key={item.labelKey}>
            <ListItemButton
              aria-expanded={Boolean(open[item.labelKey])}
              onClick={() => setOpen((current) => ({ ...current, [item.labelKey]: !current[item.labelKey] }))}
            >
              <ListItemIcon>{ICONS[item.icon]}</ListItemIcon>
              <ListItemText primary={t(item.labelKey)} />
              {open[item.labelKey] ? <ExpandLess /> : <ExpandMore />}
            </ListItemButton>
            <Collapse in={Boolean(open[item.labelKey])} unmountOnExit>
              <List disablePadding>
                {item.children.map((child) => (
                  <ListItemButton
                    key={child.to}
                    component={Link}
                    to={child.to}
                    selected={pathname === child.to}
                    onClick={onNavigate}
                    sx={{ pl: 9 }}
                  >
                    <ListItemText primary={t(child.labelKey)} />
                  </ListItemButton>
                ))}
              </List>
            </Collapse>
          </div>
        ) : (
          <ListItemButton
            key={item.labelKey}
            component={Link}
            to={item.to}
            selected={pathname === item.to}
            onClick={onNavigate}
          >
            <ListItemIcon>{ICONS[item.icon]}</ListItemIcon>
            <ListItemText primary={t(item.labelKey)} />
          </ListItemButton>
        ),
      )}
      <ListItemButton onClick={onLogout}>
        <ListItemIcon>
          <Logout />
        </ListItemIcon>
        <ListItemText primary={t('nav.logout')} />
      </ListItemButton>
    </List>
  );
}
