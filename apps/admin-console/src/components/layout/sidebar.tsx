import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Article from '@mui/icons-material/Article';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Campaign from '@mui/icons-material/Campaign';
import Dashboard from '@mui/icons-material/Dashboard';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FactCheck from '@mui/icons-material/FactCheck';
import History from '@mui/icons-material/History';
import Inbox from '@mui/icons-material/Inbox';
import Insights from '@mui/icons-material/Insights';
import LiveTv from '@mui/icons-material/LiveTv';
import Logout from '@mui/icons-material/Logout';
import Mail from '@mui/icons-material/Mail';
import NewReleases from '@mui/icons-material/NewReleases';
import People from '@mui/icons-material/People';
import Person from '@mui/icons-material/Person';
import SatelliteAlt from '@mui/icons-material/SatelliteAlt';
import Telegram from '@mui/icons-material/Telegram';
import Tv from '@mui/icons-material/Tv';
import Badge from '@mui/material/Badge';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { Role } from '@station/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contactCountsQuery } from '~/lib/contact-queries';
import { postCountsQuery } from '~/lib/post-queries';
import { type ConsolePath, type NavItem, navItemsFor, openNavItem } from './nav-items';

const ICONS: Record<NavItem['icon'], ReactElement> = {
  dashboard: <Dashboard />,
  visitors: <People />,
  analytics: <Insights />,
  admins: <AdminPanelSettings />,
  telegram: <Telegram />,
  ad: <Campaign />,
  satellite: <SatelliteAlt />,
  programs: <Tv />,
  posts: <Article />,
  live: <LiveTv />,
  email: <Mail />,
  profile: <Person />,
  review: <FactCheck />,
  activity: <History />,
  banner: <NewReleases />,
  inbox: <Inbox />,
  schedule: <CalendarMonth />,
};

/** One page of the console; a child of a group has no icon and sits indented under the group's. */
function NavLink({
  to,
  selected,
  label,
  icon,
  count = 0,
  countLabel,
  onNavigate,
}: {
  to: ConsolePath | undefined;
  selected: boolean;
  label: string;
  icon?: ReactElement;
  count?: number;
  countLabel?: string;
  onNavigate: () => void;
}) {
  return (
    <ListItemButton
      component={Link}
      to={to}
      // The link is the current page only for its own view: Posts is not current on the review queue.
      activeOptions={{ exact: true }}
      aria-current={selected ? 'page' : undefined}
      selected={selected}
      onClick={onNavigate}
      sx={icon ? undefined : { pl: 9 }}
    >
      {icon ? <ListItemIcon>{icon}</ListItemIcon> : null}
      <ListItemText primary={label} />
      {count > 0 ? <Badge badgeContent={count} color="error" sx={{ mr: 1 }} aria-label={countLabel} /> : null}
    </ListItemButton>
  );
}

interface SidebarProps {
  admin: { role: Role; canPublish?: boolean | undefined };
  onNavigate: () => void;
  onLogout: () => void;
}

export function Sidebar({ admin, onNavigate, onLogout }: SidebarProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const { pathname, search } = useLocation();
  const items = navItemsFor(admin);
  const current = openNavItem(items, pathname, search);
  const mayPublish = admin.role === 'super' || admin.canPublish === true;
  const counts = {
    review: useQuery(postCountsQuery()).data?.review ?? 0,
    contact: useQuery(contactCountsQuery()).data?.unread ?? 0,
  };
  const countOf = (item: NavItem) =>
    item.count && (!item.countNeedsPublishRight || mayPublish) ? counts[item.count] : 0;
  const countLabels = {
    review: t('nav.reviewCount', { count: counts.review }),
    contact: t('nav.unreadCount', { count: counts.contact }),
  };

  return (
    <List component="nav" aria-label={t('nav.sidebar')} sx={{ py: 1 }}>
      {items.map((item) =>
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
                  <NavLink
                    key={child.to}
                    to={child.to}
                    selected={pathname === child.to}
                    label={t(child.labelKey)}
                    onNavigate={onNavigate}
                  />
                ))}
              </List>
            </Collapse>
          </div>
        ) : (
          <NavLink
            key={item.labelKey}
            to={item.to}
            selected={item === current}
            label={t(item.labelKey)}
            icon={ICONS[item.icon]}
            count={countOf(item)}
            countLabel={item.count ? countLabels[item.count] : undefined}
            onNavigate={onNavigate}
          />
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
