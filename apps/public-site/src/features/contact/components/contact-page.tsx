import Email from '@mui/icons-material/Email';
import Phone from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ContactForm } from '~/components/contact-form';
import { Icon } from '~/components/icons';
import { SectionTitle } from '~/components/section-title';
import { socialLinks } from '~/components/social-links';
import { useDocumentTitle } from '~/components/use-document-title';
import { siteConfig } from '~/config/site-config';

export function ContactPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('contact.title'));
  const { contact, mapEmbedUrl } = siteConfig();
  return (
    <Box>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
        {t('contact.title')}
      </Typography>
      <Typography sx={{ mb: 4, maxWidth: 720 }}>{t('contact.intro')}</Typography>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Email color="primary" aria-hidden />
            <span>{t('contact.email')}:</span>
            <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
          </Stack>
          {contact.phones.map((phone) => (
            <Stack key={phone} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Phone color="primary" aria-hidden />
              <span>{t('contact.phone')}:</span>
              <Link href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</Link>
            </Stack>
          ))}
          <Typography component="h2" variant="h6" sx={{ pt: 1 }}>
            {t('contact.social')}
          </Typography>
          <Stack component="ul" direction="row" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {socialLinks().map(({ key, name, href, icon }) => (
              <li key={key}>
                <Link
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}
                >
                  <Icon name={icon} />
                  {name}
                </Link>
              </li>
            ))}
          </Stack>
          <Box
            component="iframe"
            src={mapEmbedUrl}
            title={t('contact.map')}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            sx={{ width: '100%', aspectRatio: '4 / 3', border: 0, borderRadius: 1, bgcolor: 'grey.200' }}
          />
        </Stack>
        <Box component="section" aria-labelledby="contact-form">
          <SectionTitle id="contact-form">{t('contact.formTitle')}</SectionTitle>
          <ContactForm />
        </Box>
      </Box>
    </Box>
  );
}
