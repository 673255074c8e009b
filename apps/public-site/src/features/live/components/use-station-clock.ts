import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/**
 * The time "on now" is read at. A page drawn on the server is hydrated at the instant its data was
 * fetched (`drawnAt`, which travels with that data), so the browser's first render matches the
 * server's; then the real clock, moving each minute.
 */
export function useStationClock(drawnAt: number): Date {
  const [now, setNow] = useState(() => new Date(drawnAt || Date.now()));
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
