import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { COMPANY } from '@station/domain/constants';
import { useTranslation } from 'react-i18next';
import { SectionTitle } from '~/components/section-title';
import { useDocumentTitle } from '~/components/use-document-title';
import { AMHARIC_MISSION_STATEMENT, AWARDS, SERVICES, SHARE_OFFERS, TEAM } from './about-content';
import { AboutHistory } from './about-history';

const gridSx = (min: number) => ({
  display: 'grid',
  gap: 2,
  gridTemplateColumns: `repeat(auto-fill, minmax(min(${min}px, 100%), 1fr))`,
  listStyle: 'none',
  p: 0,
  m: 0,
});

export function AboutPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('about.title'));
  const birr = new Intl.NumberFormat(i18n.language);
  return (
    <Box sx={{ '& > section': { my: 5 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
        {t('about.title')}
      </Typography>
      <Typography sx={{ fontSize: '1.15rem', maxWidth: 820 }}>
        {t('about.intro', { years: COMPANY.yearsOfService })}
      </Typography>

      <AboutHistory />

      <Box component="section" aria-label={t('about.missionTitle')} sx={gridSx(260)}>
        {(['mission', 'values', 'vision'] as const).map((key) => (
          <Card key={key} variant="outlined">
            <CardContent>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                {t(`about.${key}Title`)}
              </Typography>
              <Typography>{t(`about.${key}`)}</Typography>
            </CardContent>
          </Card>
        ))}
      </Box>

      <section aria-labelledby="about-clients">
        <SectionTitle id="about-clients">{t('about.clientsTitle')}</SectionTitle>
        <Typography>{t('about.clients')}</Typography>
      </section>

      <section aria-labelledby="about-services">
        <SectionTitle id="about-services">{t('about.servicesTitle')}</SectionTitle>
        <Box component="ul" sx={gridSx(220)}>
          {SERVICES.map((key) => (
            <Card component="li" key={key} variant="outlined">
              <CardContent>{t(`about.services.${key}`)}</CardContent>
            </Card>
          ))}
        </Box>
      </section>

      <section aria-labelledby="about-shares">
        <SectionTitle id="about-shares">{t('about.sharesTitle')}</SectionTitle>
        <Typography sx={{ mb: 2 }}>{t('about.sharesIntro')}</Typography>
        <Box component="ul" sx={gridSx(220)}>
          {SHARE_OFFERS.map(({ key, birr: amount }) => (
            <Card component="li" key={key} variant="outlined">
              <CardContent>
                <Typography color="text.secondary">{t(`about.shares.${key}`)}</Typography>
                <Typography variant="h5" sx={{ fontWeight: 700, color: 'primary.main' }}>
                  {t('about.birr', { amount: birr.format(amount) })}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </section>

      <section aria-labelledby="about-awards">
        <SectionTitle id="about-awards">{t('about.awardsTitle')}</SectionTitle>
        <Box component="ul" sx={gridSx(180)}>
          {AWARDS.map((name) => (
            <Box component="li" key={name} sx={{ textAlign: 'center' }}>
              <img
                src="/award.svg"
                alt={t('about.awardAlt', { name })}
                width={120}
                height={120}
                loading="lazy"
              />
              <Typography variant="body2">{name}</Typography>
            </Box>
          ))}
        </Box>
      </section>

      <section aria-labelledby="about-team">
        <SectionTitle id="about-team">{t('about.teamTitle')}</SectionTitle>
        <Box component="ul" sx={gridSx(220)}>
          {TEAM.map(({ key, name }) => (
            <Card component="li" key={key} variant="outlined">
              <CardContent sx={{ textAlign: 'center' }}>
                <Avatar
                  sx={{ width: 72, height: 72, mx: 'auto', mb: 1, bgcolor: 'primary.main' }}
                  aria-hidden
                >
                  {name.split(' ').map((part) => part[0])}
                </Avatar>
                <Typography component="h3" variant="h6">
                  {name}
                </Typography>
                <Typography color="text.secondary">{t(`about.team.${key}`)}</Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </section>

      <section aria-labelledby="about-statement">
        <SectionTitle id="about-statement">{t('about.statementTitle')}</SectionTitle>
        <Typography
          component="blockquote"
          lang="am"
          sx={{
            m: 0,
            p: 3,
            bgcolor: 'background.paper',
            borderInlineStart: 4,
            borderColor: 'secondary.main',
            fontSize: '1.1rem',
            lineHeight: 1.9,
          }}
        >
          {AMHARIC_MISSION_STATEMENT}
        </Typography>
      </section>
    </Box>
  );
}
