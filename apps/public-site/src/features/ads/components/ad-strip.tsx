import { AD_IMAGE } from '@station/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { LazyImage } from '~/components/lazy-image';
import { SectionTitle } from '~/components/section-title';
import { useTranslation } from '~/lib/use-translation';
import { adsQueries } from '../api/ads.queries';
import './ad-strip.css';

const SHOWN = 2;
const WEB_ADDRESS = /^https?:\/\//i;

/**
 * The first two ads side by side under 'Advertisment' (spec §2). Both places are held at the ad's
 * size from the start, so the page below does not jump when the list and the images arrive.
 */
export function AdStrip() {
  const { t } = useTranslation();
  const { data, isPending } = useQuery(adsQueries.list());
  const ads = data?.slice(0, SHOWN) ?? [];
  const places = isPending ? SHOWN : ads.length;
  return (
    <section aria-labelledby="ads-title" className="section">
      <SectionTitle id="ads-title">{t('home.ads')}</SectionTitle>
      <div className="ad-strip">
        {Array.from({ length: places }, (_, index) => {
          const ad = ads[index];
          if (!ad) return <div key={index} className="ad-strip__image ad-strip__placeholder" />;
          const picture = (
            <LazyImage
              src={ad.image.secure_url}
              srcSet={ad.image.srcset}
              sizes="(min-width: 900px) 50vw, 100vw"
              alt={t('home.adAlt', { number: index + 1 })}
              ratio={AD_IMAGE.width / AD_IMAGE.height}
              lowPriority
              className="ad-strip__image"
            />
          );
          // The API takes only web addresses; checked again here, as a `javascript:` link would run here.
          return ad.link && WEB_ADDRESS.test(ad.link) ? (
            <a
              key={ad.name}
              href={ad.link}
              target="_blank"
              rel="noopener sponsored"
              className="ad-strip__link"
            >
              {picture}
            </a>
          ) : (
            <Fragment key={ad.name}>{picture}</Fragment>
          );
        })}
      </div>
    </section>
  );
}
