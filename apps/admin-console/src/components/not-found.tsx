import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <Stack component="main" spacing={2} sx={{ p: 4, alignItems: 'center' }}>
      <Typography component="h1" variant="h5">
        {t('app.notFound')}
      </Typography>
      <Button component={Link} to="/dashboard" variant="contained">
        {t('app.backToDashboard')}
      </Button>
    </Stack>
  );
}
