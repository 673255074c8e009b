import { toEmbedUrl } from '@station/domain/youtube';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '~/lib/use-translation';
import { liveQueries } from '../api/live.queries';

/** 'Watch live', shown only while something is live: a reader must not be sent to an empty player. */
export function WatchLiveLink({ className }: { className: string }) {
  const { t } = useTranslation();
  const { data } = useQuery(liveQueries.onAir());
  if (!data || toEmbedUrl(data.url) === null) return null;
  return (
    <Link to="/live" className={className}>
      {t('home.heroWatch')}
    </Link>
  );
}
