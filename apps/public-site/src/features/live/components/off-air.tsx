import { onAirAt, type ScheduleSlot } from '@station/domain';
import { textLanguage } from '@station/domain/languages';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Loading } from '~/components/loading';
import { SectionTitle } from '~/components/section-title';
import { useTranslation } from '~/lib/use-translation';
import { liveQueries } from '../api/live.queries';
import { useSlotTime } from './use-slot-time';
import { useStationClock } from './use-station-clock';
import './live.css';

function ProgramLink({ program }: { program: ScheduleSlot['program'] }) {
  return (
    <Link to="/program/$id" params={{ id: program._id }} lang={textLanguage(program.name)}>
      {program.name}
    </Link>
  );
}

export interface OffAirProps {
  /** The satellite frequencies, for watching on TV. */
  satellites: ReactNode;
  latestPrograms: ReactNode;
}

/**
 * The live page when nothing is live: what is on the station now and next, how to watch it on TV by
 * satellite, the latest programs and the week's schedule, so the page never ends at one sentence.
 */
export function OffAir({ satellites, latestPrograms }: OffAirProps) {
  const { t } = useTranslation();
  const schedule = useQuery(liveQueries.programmeSchedule());
  const now = useStationClock(schedule.dataUpdatedAt);
  const slots = schedule.data ?? [];
  const onAir = onAirAt(slots, now);
  const when = useSlotTime();
  return (
    <div className="page-sections">
      <p className="page-intro">{t('live.empty')}</p>
      <section aria-labelledby="live-on-station">
        <SectionTitle id="live-on-station">{t('live.onStation')}</SectionTitle>
        {schedule.isPending ? (
          <Loading />
        ) : (
          <dl className="on-air">
            <dt>{t('live.onNow')}</dt>
            <dd>
              {onAir.now ? (
                <>
                  <ProgramLink program={onAir.now.program} /> <span className="muted">{when(onAir.now)}</span>
                </>
              ) : (
                t('live.nothingNow')
              )}
            </dd>
            <dt>{t('live.next')}</dt>
            <dd>
              {onAir.next ? (
                <>
                  <ProgramLink program={onAir.next.program} />{' '}
                  <span className="muted">{when(onAir.next)}</span>
                </>
              ) : (
                t('live.nothingNext')
              )}
            </dd>
          </dl>
        )}
      </section>
      <section aria-labelledby="live-satellite">
        <SectionTitle id="live-satellite">{t('live.onSatellite')}</SectionTitle>
        {satellites}
      </section>
      <section aria-labelledby="live-programs">
        <SectionTitle id="live-programs">{t('live.latestPrograms')}</SectionTitle>
        {latestPrograms}
      </section>
      <section aria-labelledby="live-week">
        <SectionTitle id="live-week">{t('live.thisWeek')}</SectionTitle>
        {slots.length === 0 ? (
          <p>{t('live.noSchedule')}</p>
        ) : (
          <>
            <p className="muted">{t('live.timesNote')}</p>
            <ul className="week-schedule">
              {slots.map((slot) => (
                <li key={slot._id} aria-current={slot === onAir.now ? 'true' : undefined}>
                  <span className="week-schedule__time">{when(slot)}</span>{' '}
                  <ProgramLink program={slot.program} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
