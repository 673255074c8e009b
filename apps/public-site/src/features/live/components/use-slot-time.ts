import type { ScheduleSlot } from '@station/domain';
import { useQuery } from '@tanstack/react-query';
import type { TranslationKey } from '~/lib/i18n';
import { useTranslation } from '~/lib/use-translation';
import { liveQueries } from '../api/live.queries';

/** A day's name by its number in the schedule (0 is Sunday, as `Date.getDay()` counts). */
const DAY_KEYS = [
  'live.days.0',
  'live.days.1',
  'live.days.2',
  'live.days.3',
  'live.days.4',
  'live.days.5',
  'live.days.6',
] as const satisfies readonly TranslationKey[];

/**
 * How a slot of the schedule is written ("Friday 12:00–13:30", Addis Ababa time), the one way for
 * every page that tells when a show is on, so the live page and the program page never disagree.
 */
export function useSlotTime(): (slot: Pick<ScheduleSlot, 'day' | 'start' | 'end'>) => string {
  const { t } = useTranslation();
  return (slot) => {
    const day = DAY_KEYS[slot.day];
    return t('live.slot', { day: day ? t(day) : String(slot.day), start: slot.start, end: slot.end });
  };
}

/**
 * When a program is on: its slots in the schedule, or, for a program not on it, the time its editor
 * typed.
 */
export function useBroadcastTimes(program: { _id: string; time?: string }): string | undefined {
  const slotTime = useSlotTime();
  const schedule = useQuery(liveQueries.programmeSchedule());
  const slots = (schedule.data ?? []).filter((slot) => slot.program._id === program._id);
  return slots.length > 0 ? slots.map(slotTime).join(', ') : program.time || undefined;
}
