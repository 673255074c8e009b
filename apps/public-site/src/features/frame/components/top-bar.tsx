import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SocialIcons } from '~/components/social-links';

export function TopBar({ satelliteLine }: { satelliteLine: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box
      role="region"
      aria-label={t('topBar.label')}
      sx={{ bgcolor: '#063b25', color: 'common.white', fontSize: '0.8rem' }}
    >
      <Box
        sx={{
          maxWidth: 1280,
          mx: 'auto',
          px: 2,
          minHeight: 36,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Box sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {satelliteLine}
        </Box>
        <SocialIcons />
      </Box>
    </Box>
  );
}
