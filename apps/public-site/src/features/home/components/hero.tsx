import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** Drawn with CSS rather than a photo, so the first screen costs no image download. */
export function Hero() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        borderRadius: 2,
        color: 'common.white',
        px: { xs: 3, md: 6 },
        py: { xs: 5, md: 8 },
        background:
          'radial-gradient(circle at 85% 20%, rgba(183,134,43,0.55), transparent 45%), linear-gradient(135deg, #063b25 0%, #0b5d3b 60%, #12804f 100%)',
      }}
    >
      <Typography
        id="hero-title"
        component="h1"
        sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', md: '2.75rem' }, mb: 1.5 }}
      >
        {t('home.heroTitle')}
      </Typography>
      <Typography sx={{ maxWidth: 620, fontSize: { xs: '1rem', md: '1.2rem' }, mb: 3 }}>
        {t('home.heroText')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button component={Link} to="/live" variant="contained" color="secondary">
          {t('home.heroWatch')}
        </Button>
        <Button
          component={Link}
          to="/articles"
          variant="outlined"
          sx={{ color: 'common.white', borderColor: 'common.white' }}
        >
          {t('home.heroNews')}
        </Button>
      </Stack>
    </Box>
  );
}
