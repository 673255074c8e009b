import { toEmbedUrl } from '@station/domain/youtube';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Loading } from '~/components/loading';
import { useDocumentTitle } from '~/components/use-document-title';
import { VideoFrame } from '~/components/video-frame';
import { liveQueries } from '../api/live.queries';
import '~/components/pages.css';

/** The live broadcast, or the spec's notice when the url is empty (or not a usable video link). */
export function LivePlayer() {
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
        <p className="page-intro">{t('live.empty')}</p>
      )}
    </section>
  );
}
