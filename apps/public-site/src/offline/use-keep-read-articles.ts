import { type RegisteredRouter, type RouterState, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { countedPage } from '~/features/analytics/use-visit-tracking';
import { useDataSaver } from '~/lib/reader';
import { isArticlePath } from './offline-contract';

/** The address the reader reached the article on screen by (its slug included); null on other pages. */
const articleAddress = (state: RouterState<RegisteredRouter['routeTree']>) =>
  countedPage(state)?.articleId ? state.location.pathname : null;

/**
 * Keeps each article the reader reads for offline reading. The page they arrived on costs a
 * revalidation (its copy is in the browser's cache); one opened inside the site costs its page, which a
 * reader saving data does not pay.
 */
export function useKeepReadArticles() {
  const path = useRouterState({ select: articleAddress });
  const dataSaver = useDataSaver();
  const arrivedOn = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!import.meta.env.PROD || !path || !isArticlePath(path)) return;
    arrivedOn.current ??= path;
    const saveData = dataSaver && path !== arrivedOn.current;
    void import('./keep-for-offline').then((offline) => offline.keepForOffline(path, { saveData }));
  }, [path, dataSaver]);
}
