import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactForm } from '~/components/contact-form';
import { SocialIcons } from '~/components/social-links';
import { env } from '~/config/env';

const headingSx = { fontSize: '1.05rem', fontWeight: 700, mb: 1.5, color: 'secondary.light' } as const;
const listSx = { listStyle: 'none', m: 0, p: 0, '& li': { mb: 1 } } as const;
const linkSx = { color: 'inherit' } as const;

export function SiteFooter({ satelliteList }: { satelliteList: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      aria-label={t('footer.label')}
      sx={{ bgcolor: '#063b25', color: 'common.white', mt: 6 }}
    >
      <Grid container spacing={4} sx={{ maxWidth: 1280, mx: 'auto', px: 2, py: 5 }}>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <Typography component="h2" sx={headingSx}>
            {t('footer.contactForm')}
          </Typography>
          <ContactForm variant="dark" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 2 }}>
          <Typography component="h2" sx={headingSx}>
            {t('footer.usefulLinks')}
          </Typography>
          <Box component="ul" sx={listSx}>
            <li>
              <MuiLink component={Link} to="/about-us" sx={linkSx}>
                {t('nav.about_us')}
              </MuiLink>
            </li>
            <li>
              <MuiLink component={Link} to="/contact" sx={linkSx}>
                {t('nav.contact_us')}
              </MuiLink>
            </li>
            <li>
              <MuiLink component={Link} to="/jeilu-sc" sx={linkSx}>
                {t('nav.jeilu_sc')}
              </MuiLink>
            </li>
            <li>
              <MuiLink component={Link} to="/" sx={linkSx}>
                {t('nav.home')}
              </MuiLink>
            </li>
          </Box>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <Typography component="h2" sx={headingSx}>
            {t('footer.satellites')}
          </Typography>
          {satelliteList}
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 3 }}>
          <Typography component="h2" sx={headingSx}>
            {t('footer.contactDetails')}
          </Typography>
          <Box component="address" sx={{ fontStyle: 'normal', '& p': { m: 0, mb: 1 } }}>
            <p>
              {t('footer.address')}: {env.contact.address}
            </p>
            <p>
              {t('footer.email')}:{' '}
              <MuiLink href={`mailto:${env.contact.email}`} sx={linkSx}>
                {env.contact.email}
              </MuiLink>
            </p>
            {env.contact.phones.map((phone) => (
              <p key={phone}>
                {t('footer.phone')}:{' '}
                <MuiLink href={`tel:${phone.replace(/\s/g, '')}`} sx={linkSx}>
                  {phone}
                </MuiLink>
              </p>
            ))}
          </Box>
          <SocialIcons />
        </Grid>
      </Grid>
      <Typography
        sx={{
          textAlign: 'center',
          py: 2,
          fontSize: '0.85rem',
          borderTop: '1px solid rgba(255,255,255,0.15)',
        }}
      >
        {t('footer.rights', { year: new Date().getFullYear() })}
      </Typography>
    </Box>
  );
}
