import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from './use-document-title';

export function NotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 8, md: 12 }, px: 2 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {t('notFound.message')}
      </Typography>
      <Button component={Link} to="/" variant="contained" sx={{ mt: 2 }}>
        {t('notFound.back')}
      </Button>
    </Box>
  );
}
