import { useTranslation } from '~/lib/use-translation';

/** The player's loading sign over the page, shown the moment a video is picked, before its script. */
export function VideoLoading() {
  const { t } = useTranslation();
  return (
    <div className="video-loading" role="status">
      <span className="video-frame__loading">{t('home.loadingVideo')}</span>
    </div>
  );
}
