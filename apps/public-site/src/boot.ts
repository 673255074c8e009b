/**
 * The only script a server-drawn page starts with. The page is readable and its links work without
 * scripts, so the site's scripts (and with them its web font) are fetched once it has painted: on a
 * slow connection they would otherwise share the bandwidth with the stylesheet and first pictures.
 * The page server lists them on this script's tag, the entry first.
 */
const [entry, ...imports] = document.getElementById('page-boot')?.dataset.scripts?.split(' ') ?? [];

function load() {
  for (const href of imports) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  if (!entry) return;
  const script = document.createElement('script');
  script.type = 'module';
  script.src = entry;
  document.head.append(script);
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
