import { ApiError } from '@station/api-client/admin';

/**
 * The save never reached the server because this browser has no connection (as opposed to a refusal,
 * which has an answer to show). Such a save is worth trying again by itself once the browser is online.
 */
export function isConnectionLost(error: unknown): boolean {
  if (error instanceof ApiError) return error.code === 'NETWORK';
  return error instanceof TypeError || (typeof navigator !== 'undefined' && navigator.onLine === false);
}

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Addis_Ababa',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The time of day in the newsroom's own zone, whatever zone this computer is set to. */
export const addisClock = (value: string | number | Date) => clock.format(new Date(value));
