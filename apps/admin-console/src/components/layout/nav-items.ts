import type { Role } from '@station/domain';
import type { RegisteredRouter } from '@tanstack/react-router';
import type { TranslationKey } from '~/lib/i18n';

/** A console address the router knows; a typo or a removed page fails the type check. */
export type ConsolePath = RegisteredRouter['routeTree']['types']['fileRouteTypes']['to'];

export interface NavLeaf {
  labelKey: TranslationKey;
  to: ConsolePath;
}

export interface NavItem {
  labelKey: TranslationKey;
  icon:
    | 'dashboard'
    | 'admins'
    | 'telegram'
    | 'ad'
    | 'satellite'
    | 'programs'
    | 'posts'
    | 'live'
    | 'profile'
    | 'visitors'
    | 'analytics'
    | 'email'
    | 'review'
    | 'activity'
    | 'banner'
    | 'inbox'
    | 'schedule';
  to?: ConsolePath;
  /**
   * Where `to` lands when it is a shortcut to a view of another page: the section is the open one while
   * the address shows that view.
   */
  shows?: { to: ConsolePath; search: Readonly<Record<string, string>> };
  children?: NavLeaf[];
  superOnly?: boolean;
  /** Its page changes what readers see at once (or emails them): hidden from a writer without the right. */
  needsPublishRight?: boolean;
  /** Shows a number beside it: posts waiting for review, or unread messages. */
  count?: 'review' | 'contact';
  /** Its number is shown only to those who may publish (who can act on what it counts). */
  countNeedsPublishRight?: boolean;
}

/** Sidebar sections in the spec's order; the Admins and My Profile groups expand. */
export const NAV_ITEMS: NavItem[] = [
  { labelKey: 'nav.dashboard', icon: 'dashboard', to: '/dashboard' },
  { labelKey: 'nav.visitors', icon: 'visitors', to: '/dashboard/visitors' },
  // Audience figures inform what goes out and when: read by those who decide it (docs/analytics.md).
  { labelKey: 'nav.analytics', icon: 'analytics', to: '/dashboard/analytics', needsPublishRight: true },
  {
    labelKey: 'nav.admins',
    icon: 'admins',
    superOnly: true,
    children: [
      { labelKey: 'nav.adminsList', to: '/dashboard/admins' },
      { labelKey: 'nav.addAdmin', to: '/dashboard/add-admin' },
    ],
  },
  { labelKey: 'nav.telegramAdmins', icon: 'telegram', to: '/dashboard/telegram-admins', superOnly: true },
  { labelKey: 'nav.advertisement', icon: 'ad', to: '/dashboard/ad', needsPublishRight: true },
  { labelKey: 'nav.satellite', icon: 'satellite', to: '/dashboard/satellite', needsPublishRight: true },
  { labelKey: 'nav.programs', icon: 'programs', to: '/dashboard/programs', needsPublishRight: true },
  { labelKey: 'nav.schedule', icon: 'schedule', to: '/dashboard/schedule', needsPublishRight: true },
  { labelKey: 'nav.posts', icon: 'posts', to: '/dashboard/posts' },
  {
    labelKey: 'posts.reviewQueue',
    icon: 'review',
    to: '/dashboard/review',
    shows: { to: '/dashboard/posts', search: { status: 'review' } },
    count: 'review',
    countNeedsPublishRight: true,
  },
  { labelKey: 'nav.live', icon: 'live', to: '/dashboard/live', needsPublishRight: true },
  { labelKey: 'nav.inbox', icon: 'inbox', to: '/dashboard/contact', count: 'contact' },
  { labelKey: 'nav.sendEmail', icon: 'email', to: '/dashboard/send-email', needsPublishRight: true },
  { labelKey: 'nav.banner', icon: 'banner', to: '/dashboard/banner', superOnly: true },
  { labelKey: 'nav.activity', icon: 'activity', to: '/dashboard/activity', superOnly: true },
  {
    labelKey: 'nav.myProfile',
    icon: 'profile',
    children: [
      { labelKey: 'nav.updateProfile', to: '/dashboard/update-profile' },
      { labelKey: 'nav.changePassword', to: '/dashboard/change-password' },
    ],
  },
];

/** The sections this admin may use; the server refuses the rest anyway. */
export function navItemsFor({
  role,
  canPublish,
}: {
  role: Role;
  canPublish?: boolean | undefined;
}): NavItem[] {
  const mayPublish = role === 'super' || canPublish === true;
  return NAV_ITEMS.filter(
    (item) => (!item.superOnly || role === 'super') && (!item.needsPublishRight || mayPublish),
  );
}

/**
 * The section the admin is in: the one whose page and view the address shows, the most particular
 * view first, so the review queue (the posts table showing what waits for review) is not taken for Posts.
 */
export function openNavItem(
  items: readonly NavItem[],
  pathname: string,
  search: Readonly<Record<string, unknown>>,
): NavItem | undefined {
  const shown = (item: NavItem) => {
    const view = item.shows ?? { to: item.to, search: {} };
    return view.to === pathname && Object.entries(view.search).every(([key, value]) => search[key] === value);
  };
  const keysOf = (item: NavItem) => Object.keys(item.shows?.search ?? {}).length;
  return items.filter(shown).sort((a, b) => keysOf(b) - keysOf(a))[0];
}
