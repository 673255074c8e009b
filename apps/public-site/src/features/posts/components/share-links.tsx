import { useSyncExternalStore } from 'react';
import { Icon, type IconName } from '~/components/icons';
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

const noSubscription = () => () => undefined;
const pageAddress = () => window.location.href;
// The page server does not know the address the reader sees (a proxy in front may have rewritten
// it), so the links it draws are completed with the full address once the browser takes over.
const serverAddress = () => '';

export function ShareLinks() {
  const { t } = useTranslation();
  const url = encodeURIComponent(useSyncExternalStore(noSubscription, pageAddress, serverAddress));
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
