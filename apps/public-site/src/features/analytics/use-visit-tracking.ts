import type { ViewEngagedQuery, ViewIncreaseQuery } from '@station/domain';
import { isLanguage } from '@station/domain/languages';
import { type RegisteredRouter, type RouterState, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { countView } from '~/lib/api';
import { useDataSaver } from '~/lib/reader';
import { useTranslation } from '~/lib/use-translation';
import { arrivalAt, type CountedPage, forgetEarlierDays, viewQueryFor } from './visit-tracking';

/**
 * What the page on screen counts as: its address (and article) when it shows real content, null when
 * it does not (the not-found page for an unknown address, article, program or category, or a page
 * that failed), and undefined while the next page is loading. A not-found answer is kept on the match
 * that shows it.
 */
export function countedPage({
  status,
  location,
  matches,
}: RouterState<RegisteredRouter['routeTree']>): CountedPage | null | undefined {
  if (status !== 'idle') return undefined;
  // An address no route has is matched by the root alone.
  const real = matches.length > 1 && matches.every((match) => match.status === 'success' && !match.error);
  if (!real) return null;
  const page = matches[matches.length - 1];
  if (page?.routeId === '/article/$id' || page?.routeId === '/article/$id_/$slug') {
    // One address per article in the visitor log, whatever its slug was when it was read; the id is
    // the one the article loaded by, so the server never refuses the call for a malformed one.
    return { path: `/article/${page.params.id}`, articleId: page.params.id };
  }
  return { path: location.pathname };
}

/**
 * Counts each page once its data has loaded, so the article view count a visitor sees never races
 * with the count of their own view. Each page shown also ends the watch of the article before it and
 * starts one of its own if it is an article (engaged-reading.ts, with its beacon unless `engaged` is
 * given); a reader saving data is not watched. The watch is a chunk of its own, so the reading page's
 * first load stays within its weight; the few milliseconds before it starts count for nothing.
 */
export function useVisitTracking(
  increase: (query: ViewIncreaseQuery) => void = countView,
  engaged?: (query: ViewEngagedQuery) => void,
) {
  const page = useRouterState({ select: countedPage });
  const dataSaver = useDataSaver();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const shown = useRef<string | null>(null);
  /** The page counted before this one in this load: where the reader came from, once they are on the site. */
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (page === undefined) return;
    const path = page?.path ?? null;
    if (path === shown.current) return;
    shown.current = path;
    // In a task of its own: the browser's storage, read first here, and the call made a third of the
    // task that runs every effect of a hydrated page. Pages shown one after another count in turn.
    setTimeout(() => {
      let reading: ViewEngagedQuery | null = null;
      if (page) {
        const now = new Date();
        forgetEarlierDays(localStorage, now);
        const visit = {
          ...arrivalAt(new URL(window.location.href), document.referrer, counted.current),
          ...(isLanguage(language) ? { lang: language } : {}),
        };
        increase({ ...viewQueryFor(page, { session: sessionStorage, local: localStorage }, now), ...visit });
        if (page.articleId) reading = { articleId: page.articleId, ...visit };
        counted.current = page.path;
      }
      if (!dataSaver)
        void import('./engaged-reading').then(({ watchArticle }) => watchArticle(reading, engaged));
    });
  }, [page, increase, language, dataSaver, engaged]);
}
