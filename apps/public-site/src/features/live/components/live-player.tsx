import { toEmbedUrl } from '@station/domain/youtube';
import { useQuery } from '@tanstack/react-query';
import { Loading } from '~/components/loading';
import { useDocumentTitle } from '~/components/use-document-title';
import { VideoFrame } from '~/components/video-frame';
import { useTranslation } from '~/lib/use-translation';
import { liveQueries } from '../api/live.queries';
import { OffAir, type OffAirProps } from './off-air';
import '~/components/pages.css';

/**
 * The live broadcast; when the url is empty (or not a usable video link), the spec's notice with what
 * is on the station now and next, the satellite details and the latest programs.
 */
export function LivePlayer(offAir: OffAirProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('live.title'), t('live.description'));
  const { data, isPending } = useQuery(liveQueries.current());
  const embed = data ? toEmbedUrl(data.url) : null;
  return (
    <section>
      <h1 className="page-title">{t('live.title')}</h1>
      {isPending ? (
        <Loading />
      ) : embed ? (
        <div className="player-box">
          <VideoFrame src={embed} title={t('live.player')} />
        </div>
      ) : (
        <OffAir {...offAir} />
      )}
    </section>
  );
}
