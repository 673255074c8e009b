/**
 * What is on the station now and next, from the weekly schedule. The schedule is kept in Addis Ababa
 * time, which is UTC+3 all year (Ethiopia keeps no daylight saving), so the station's clock is the
 * instant moved three hours, read in UTC.
 */
const STATION_OFFSET_MS = 3 * 3_600_000;
const DAY_MINUTES = 24 * 60;
const WEEK_MINUTES = 7 * DAY_MINUTES;

interface Slot {
  day: number;
  start: string;
  end: string;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const weekMinute = (day: number, time: string) => day * DAY_MINUTES + minutesOf(time);

/** The minute of the station's week (Sunday 00:00 is 0) an instant falls in. */
export function stationWeekMinute(instant: Date): number {
  const local = new Date(instant.getTime() + STATION_OFFSET_MS);
  return local.getUTCDay() * DAY_MINUTES + local.getUTCHours() * 60 + local.getUTCMinutes();
}

/** The slot on air at `instant`, if any, and the next one to start after it (round the week). */
export function onAirAt<S extends Slot>(slots: readonly S[], instant: Date): { now?: S; next?: S } {
  const minute = stationWeekMinute(instant);
  const now = slots.find(
    (slot) => weekMinute(slot.day, slot.start) <= minute && minute < weekMinute(slot.day, slot.end),
  );
  const until = (slot: S) =>
    (weekMinute(slot.day, slot.start) - minute + WEEK_MINUTES) % WEEK_MINUTES || WEEK_MINUTES;
  const next = slots
    .filter((slot) => slot !== now)
    .reduce<S | undefined>(
      (soonest, slot) => (!soonest || until(slot) < until(soonest) ? slot : soonest),
      undefined,
    );
  return { ...(now ? { now } : {}), ...(next ? { next } : {}) };
}
