import type { ViewIncreaseQuery } from '@station/domain';
import { isLanguage } from '@station/domain/languages';
import { type RegisteredRouter, type RouterState, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { countView } from '~/lib/api';
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
 * with the count of their own view.
 */
export function useVisitTracking(increase: (query: ViewIncreaseQuery) => void = countView) {
  const page = useRouterState({ select: countedPage });
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
    if (page === null) return;
    const now = new Date();
    forgetEarlierDays(localStorage, now);
    increase({
      ...viewQueryFor(page, { session: sessionStorage, local: localStorage }, now),
      ...arrivalAt(new URL(window.location.href), document.referrer, counted.current),
      ...(isLanguage(language) ? { lang: language } : {}),
    });
    counted.current = page.path;
  }, [page, increase, language]);
}
