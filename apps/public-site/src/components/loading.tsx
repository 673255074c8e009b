import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** The one loading state of the site: a spinner announced as 'Loading' (spec §4). */
export function Loading() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 6 }}
    >
      <CircularProgress size={28} aria-hidden />
      <span>{t('common.loadingStatus')}</span>
    </Box>
  );
}
