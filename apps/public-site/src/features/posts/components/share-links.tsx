import Facebook from '@mui/icons-material/Facebook';
import Telegram from '@mui/icons-material/Telegram';
import WhatsApp from '@mui/icons-material/WhatsApp';
import X from '@mui/icons-material/X';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const NETWORKS = [
  {
    name: 'Facebook',
    Icon: Facebook,
    href: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${url}`,
  },
  { name: 'Telegram', Icon: Telegram, href: (url: string) => `https://t.me/share/url?url=${url}` },
  { name: 'WhatsApp', Icon: WhatsApp, href: (url: string) => `https://wa.me/?text=${url}` },
  { name: 'X', Icon: X, href: (url: string) => `https://x.com/intent/post?url=${url}` },
] as const;

export function ShareLinks() {
  const { t } = useTranslation();
  const url = encodeURIComponent(window.location.href);
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Typography component="span" variant="body2" sx={{ mr: 1 }}>
        {t('articles.share')}
      </Typography>
      {NETWORKS.map(({ name, Icon, href }) => (
        <IconButton
          key={name}
          component="a"
          href={href(url)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('articles.shareOn', { network: name })}
          size="small"
          sx={{ color: 'primary.main' }}
        >
          <Icon fontSize="small" />
        </IconButton>
      ))}
    </Stack>
  );
}
