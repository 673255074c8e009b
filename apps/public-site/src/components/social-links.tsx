import { siteConfig } from '~/config/site-config';
import { useTranslation } from '~/lib/use-translation';
import { Icon, type IconName } from './icons';

export interface SocialLink {
  key: 'videoChannel' | 'socialNetwork' | 'messagingChannel';
  name: string;
  href: string;
  icon: IconName;
}

/** The station's three channels (spec §2): video channel, social network page, messaging channel. */
export function socialLinks(): readonly SocialLink[] {
  const { social } = siteConfig();
  return [
    { key: 'videoChannel', name: 'YouTube', href: social.youtube, icon: 'youtube' },
    { key: 'socialNetwork', name: 'Facebook', href: social.facebook, icon: 'facebook' },
    { key: 'messagingChannel', name: 'Telegram', href: social.telegram, icon: 'telegram' },
  ];
}

export function SocialIcons() {
  const { t } = useTranslation();
  return (
    <ul className="social-icons">
      {socialLinks().map(({ key, href, icon }) => (
        <li key={key}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(`nav.${key}`)}
            className="icon-button icon-button--small"
          >
            <Icon name={icon} size={20} />
          </a>
        </li>
      ))}
    </ul>
  );
}
