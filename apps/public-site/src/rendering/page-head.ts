import { createContext, useContext } from 'react';

/** What the page server puts in `<head>` besides the built page's own tags. */
export interface PageHead {
  title?: string;
  description?: string;
  /** The page's own address for search engines, where its path alone would not say it (a list's page 2). */
  canonical?: string;
}

/**
 * Filled while the page server renders: the browser's title is set by an effect, which never runs
 * there. In the browser there is no provider and nothing is collected.
 */
export const PageHeadContext = createContext<PageHead | undefined>(undefined);

export const usePageHead = () => useContext(PageHeadContext);
