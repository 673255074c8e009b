import { evaluateInTurn } from './evaluate-in-turn';
import { followedLink, isLeaving, LEAVING_ATTRIBUTE } from './leaving-page';
import { nextTask } from './next-task';

/**
 * The only script a server-rendered page starts with. The page is readable and its links work without
 * scripts, so the site's scripts (and with them its web font) are fetched once it has painted: on a
 * slow connection they would otherwise share the bandwidth with the stylesheet and first pictures.
 * The page server lists them on this script's tag, the entry first and every other after the chunks it
 * imports.
 */
const [entry, ...imports] = document.getElementById('page-boot')?.dataset.scripts?.split(' ') ?? [];

/** Whether a click sends this tab to another page (not a jump within this one). */
function leavesPage(event: MouseEvent): boolean {
  const link = followedLink(event);
  if (!link) return false;
  const to = new URL(link.href);
  return !(to.hash && to.pathname === location.pathname && to.search === location.search);
}

// A link followed before the site's scripts have hydrated the page is a navigation the browser has
// begun; the scripts must then not start, or their first history update would cancel it. A link the
// site handles itself has its default prevented, and is not counted.
document.addEventListener('click', (event) => {
  if (leavesPage(event)) document.documentElement.setAttribute(LEAVING_ATTRIBUTE, '');
});
// So is a form the browser sends itself (a search typed and sent as the page showed): one the site
// sends has its default prevented by then, and one opening elsewhere leaves this tab where it is.
document.addEventListener('submit', (event) => {
  const form = event.target instanceof HTMLFormElement ? event.target : undefined;
  if (event.defaultPrevented || !form || (form.target && form.target !== '_self')) return;
  document.documentElement.setAttribute(LEAVING_ATTRIBUTE, '');
});

function load() {
  if (isLeaving(document)) return;
  void preload(entry ? [entry, ...imports] : imports);
  // The entry's imports first, each in a task of its own, then the entry: as one module script the
  // whole of the site's script ran in one task, 200 ms and more on a slow phone.
  if (entry) {
    void evaluateInTurn(
      [...imports, entry],
      (href) => import(/* @vite-ignore */ href),
      () => isLeaving(document),
    );
  }
}

/**
 * Fetches the entry and its imports together, rather than each once what imports it has arrived; one
 * a task, as the browser takes a millisecond or more over each link it is given (a slow phone four
 * times that): the twenty of a page at once made a task long enough to hold up a tap, and four a
 * task still made tasks of 45-110 ms on a slow phone.
 */
async function preload(hrefs: readonly string[]) {
  for (const href of hrefs) {
    if (isLeaving(document)) return;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
    await nextTask();
  }
}

// After the first paint with text or a picture in it. A page opened in a background tab paints when it
// is first shown, and starts its scripts then; a browser without paint timing starts them on load.
if (
  typeof PerformanceObserver !== 'undefined' &&
  PerformanceObserver.supportedEntryTypes?.includes('paint')
) {
  new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) setTimeout(load, 0);
  }).observe({ type: 'paint', buffered: true });
} else {
  addEventListener('load', load, { once: true });
}
