import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';

export function RouteLoading() {
  const { t } = useTranslation();
  return <LinearProgress aria-label={t('common.loading')} />;
}
