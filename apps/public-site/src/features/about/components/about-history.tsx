import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionTitle } from '~/components/section-title';
import { HISTORY } from './about-content';

/** The company timeline: Established, Come up on TV, Upgrade to Shareholding company, Best Islamic content creator. */
export function AboutHistory() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="about-history">
      <SectionTitle id="about-history">{t('about.historyTitle')}</SectionTitle>
      <Box
        component="ol"
        sx={{ listStyle: 'none', p: 0, m: 0, borderInlineStart: 3, borderColor: 'primary.main' }}
      >
        {HISTORY.map(({ key, year }) => (
          <Box component="li" key={key} sx={{ pl: 3, pb: 3, position: 'relative' }}>
            <Typography sx={{ color: 'secondary.dark', fontWeight: 700 }}>{year}</Typography>
            <Typography component="h3" variant="h6">
              {t(`about.history.${key}.title`)}
            </Typography>
            <Typography color="text.secondary">{t(`about.history.${key}.text`)}</Typography>
          </Box>
        ))}
      </Box>
    </section>
  );
}
