import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { countedPath } from '~/features/visits/use-visit-tracking';
import { useDataSaver } from '~/lib/reader';
import { isArticlePath } from './offline-contract';

/**
 * Keeps each article the reader reads for offline reading. The page they arrived on costs a
 * revalidation (its copy is in the browser's cache); one opened inside the site costs its page, which a
 * reader saving data does not pay.
 */
export function useKeepReadArticles() {
  const path = useRouterState({ select: countedPath });
  const dataSaver = useDataSaver();
  const arrivedOn = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!import.meta.env.PROD || !path || !isArticlePath(path)) return;
    arrivedOn.current ??= path;
    const saveData = dataSaver && path !== arrivedOn.current;
    void import('./keep-for-offline').then((offline) => offline.keepForOffline(path, { saveData }));
  }, [path, dataSaver]);
}
