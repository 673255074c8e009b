import { createContext, useContext } from 'react';
import type { Language } from './language';

/** What a page is drawn for besides its address: the reader's language and whether they save data. */
export interface Reader {
  language: Language;
  /**
   * Data saver: no web font and the narrowest stored picture, for a reader on a metered connection
   * (their browser's `Save-Data`, or the footer's switch).
   */
  dataSaver: boolean;
}

/** One kept page per kind of reader. */
export const readerKey = ({ language, dataSaver }: Reader) => (dataSaver ? `${language}+saver` : language);

export const DATA_SAVER_COOKIE = 'station-data-saver';
const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** The reader's own choice wins; without one, the browser's `Save-Data: on` turns it on. */
export function dataSaverFrom(cookieHeader: string | undefined, saveData: string | undefined): boolean {
  const choice = cookieHeader
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === DATA_SAVER_COOKIE)?.[1];
  if (choice === 'on' || choice === 'off') return choice === 'on';
  return saveData?.trim().toLowerCase() === 'on';
}

export const dataSaverCookie = (on: boolean, { secure }: { secure: boolean }) =>
  `${DATA_SAVER_COOKIE}=${on ? 'on' : 'off'}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax${secure ? '; secure' : ''}`;

/** The address that turns data saver on or off and comes back to `back`, without any script. */
export const dataSaverSwitchHref = (on: boolean, back: string) =>
  `/data-saver?${new URLSearchParams({ set: on ? 'on' : 'off', back })}`;

/** The narrowest picture of a `srcset` (`<url> 400w, …`), for a reader saving data. */
export function narrowestCandidate(srcSet: string): string | undefined {
  return srcSet
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .map(([url = '', width = '']) => ({ url, width: Number.parseInt(width, 10) }))
    .filter(({ url, width }) => url !== '' && Number.isFinite(width))
    .sort((a, b) => a.width - b.width)[0]?.url;
}

export const DataSaverContext = createContext(false);
export const useDataSaver = () => useContext(DataSaverContext);
