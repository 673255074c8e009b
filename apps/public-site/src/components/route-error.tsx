import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** What a page shows if it fails to render: a plain sentence and a retry, inside the normal frame. */
export function RouteError({ reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  const retry = () => {
    queryReset.reset();
    reset();
    void router.invalidate();
  };
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 8 }}>
      <Typography sx={{ mb: 2 }}>{t('error.message')}</Typography>
      <Button variant="outlined" onClick={retry}>
        {t('error.retry')}
      </Button>
    </Box>
  );
}
