import { useRouterState } from '@tanstack/react-router';
import { Icon, type IconName } from '~/components/icons';
import { siteConfig } from '~/config/site-config';
import { useTranslation } from '~/lib/use-translation';

const NETWORKS: readonly { name: string; icon: IconName; href: (url: string) => string }[] = [
  {
    name: 'Facebook',
    icon: 'facebook',
    href: (url) => `https://www.facebook.com/sharer/sharer.php?u=${url}`,
  },
  { name: 'Telegram', icon: 'telegram', href: (url) => `https://t.me/share/url?url=${url}` },
  { name: 'WhatsApp', icon: 'whatsApp', href: (url) => `https://wa.me/?text=${url}` },
  { name: 'X', icon: 'x', href: (url) => `https://x.com/intent/post?url=${url}` },
];

/**
 * The page's public address: the site's own (PUBLIC_SITE_URL) and the page's path, the same in the
 * page server's markup and the browser's, so the links work before any script and nothing is redrawn.
 * Only a copy of the site served without its page server lacks the setting, and it draws in the
 * browser; a render elsewhere without it gives the path alone rather than fail the page.
 */
function useShareAddress(): string {
  const path = useRouterState({ select: (state) => state.location.pathname });
  const origin = siteConfig().siteUrl ?? (typeof window === 'undefined' ? '' : window.location.origin);
  return `${origin}${path}`;
}

export function ShareLinks() {
  const { t } = useTranslation();
  const url = encodeURIComponent(useShareAddress());
  return (
    <div className="share-links">
      <span className="share-links__label">{t('articles.share')}</span>
      {NETWORKS.map(({ name, icon, href }) => (
        <a
          key={name}
          href={href(url)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('articles.shareOn', { network: name })}
          className="icon-button icon-button--small share-links__link"
        >
          <Icon name={icon} size={20} />
        </a>
      ))}
    </div>
  );
}
