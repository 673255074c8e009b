import Box from '@mui/material/Box';
import { AD_IMAGE } from '@station/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '~/components/lazy-image';
import { SectionTitle } from '~/components/section-title';
import { adsQueries } from '../api/ads.queries';

/** The first two ads side by side under 'Advertisment' (spec §2). */
export function AdStrip() {
  const { t } = useTranslation();
  const { data } = useQuery(adsQueries.list());
  const ads = data?.slice(0, 2) ?? [];
  return (
    <Box component="section" aria-labelledby="ads-title" sx={{ my: 5 }}>
      <SectionTitle id="ads-title">{t('home.ads')}</SectionTitle>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {ads.map((ad, index) => (
          <LazyImage
            key={ad.name}
            src={ad.image.secure_url}
            alt={t('home.adAlt', { number: index + 1 })}
            ratio={AD_IMAGE.width / AD_IMAGE.height}
            sx={{ borderRadius: 1 }}
          />
        ))}
      </Box>
    </Box>
  );
}
