import { TRUNCATE } from '@station/domain/constants';
import { useSyncExternalStore } from 'react';

const QUERIES = ['(min-width: 1200px)', '(min-width: 900px)', '(min-width: 600px)'] as const;
const LENGTHS = [TRUNCATE.detailMax, 160, 120] as const;

// Without matchMedia (jsdom, some embedded web views) every screen gets the phone length.
const canMatch = () => typeof window.matchMedia === 'function';

function currentLength(): number {
  if (!canMatch()) return TRUNCATE.detailMin;
  const index = QUERIES.findIndex((query) => window.matchMedia(query).matches);
  return index < 0 ? TRUNCATE.detailMin : (LENGTHS[index] ?? TRUNCATE.detailMin);
}

function subscribe(onChange: () => void) {
  if (!canMatch()) return () => undefined;
  const lists = QUERIES.map((query) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

/** Details are cut at 80 characters on a phone, growing to 200 on a wide screen (spec §9). */
export function useDetailLength(): number {
  return useSyncExternalStore(subscribe, currentLength, () => TRUNCATE.detailMin);
}
