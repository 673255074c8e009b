import Facebook from '@mui/icons-material/Facebook';
import Telegram from '@mui/icons-material/Telegram';
import YouTube from '@mui/icons-material/YouTube';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { env } from '~/config/env';

export interface SocialLink {
  key: 'videoChannel' | 'socialNetwork' | 'messagingChannel';
  name: string;
  href: string;
  Icon: typeof YouTube;
}

/** The station's three channels (spec §2): video channel, social network page, messaging channel. */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { key: 'videoChannel', name: 'YouTube', href: env.social.youtube, Icon: YouTube },
  { key: 'socialNetwork', name: 'Facebook', href: env.social.facebook, Icon: Facebook },
  { key: 'messagingChannel', name: 'Telegram', href: env.social.telegram, Icon: Telegram },
];

export function SocialIcons({ color = 'inherit' }: { color?: string }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {SOCIAL_LINKS.map(({ key, href, Icon }) => (
        <li key={key}>
          <IconButton
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(`nav.${key}`)}
            size="small"
            sx={{ color }}
          >
            <Icon fontSize="small" />
          </IconButton>
        </li>
      ))}
    </Stack>
  );
}
