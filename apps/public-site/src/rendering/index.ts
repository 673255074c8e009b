/**
 * The rendering machinery's public face: how a page is rendered on the page server, cached in
 * fragments and hydrated in stages in the browser (README.md). Code outside this folder imports from
 * here only: a Biome rule (noRestrictedImports in biome.json) refuses a deeper import. boot.ts is not
 * here: it is an entry of its own (vite.config.ts), the first script a server-rendered page runs.
 */
export { CachedFragment, useBackAddress } from './cached-fragment';
export { PAGE_ADDRESS, renderWithFragmentCache } from './fragment-cache';
export { endHydration, isHydrating, startHydration } from './hydration';
export { keepScrollThroughHydration } from './keep-scroll';
export { isLeaving } from './leaving-page';
export { memoize } from './memoize';
export { nextTask } from './next-task';
export { type PageHead, PageHeadContext, usePageHead } from './page-head';
export { PAGE_STATE_ID, type PageState, readPageState, serializePageState } from './page-state';
export { adoptRenderedText, forgetRenderedText, recordRenderedText, renderedText } from './rendered-text';
export { ServerPart } from './server-part';
