import type { SatelliteInfo } from '@station/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation';
import { satelliteQueries } from '../api/satellite.queries';

function useSatelliteText() {
  const { t } = useTranslation();
  return (entry: SatelliteInfo) =>
    t('topBar.satellite', {
      satellite: entry.satellite,
      frequency: entry.frequency,
      polarity: t(`topBar.polarity.${entry.polarity}`),
      symbolRate: entry.symbol_rate,
    });
}

/** The top bar's line: the first satellite entry (spec §2). */
export function FirstSatelliteLine() {
  const { data } = useQuery(satelliteQueries.list());
  const text = useSatelliteText();
  const first = data?.[0];
  return first ? <span>{text(first)}</span> : null;
}

/** The footer's list of every satellite frequency. */
export function SatelliteList() {
  const { t } = useTranslation();
  const { data, isPending } = useQuery(satelliteQueries.list());
  const text = useSatelliteText();
  if (isPending) return <p>{t('common.loading')}</p>;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {data?.map((entry) => (
        <li key={entry._id} style={{ marginBottom: 8 }}>
          {text(entry)}
        </li>
      ))}
    </ul>
  );
}
