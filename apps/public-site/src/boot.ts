/**
 * The only script a server-drawn page starts with. The page is readable and its links work without
 * scripts, so the site's scripts are fetched once it has painted: on a slow connection they would
 * otherwise share the bandwidth with the stylesheet, fonts and first picture the reader is waiting for.
 * The page server lists them on this script's tag, the entry first.
 */
const [entry, ...imports] = document.getElementById('page-boot')?.dataset.scripts?.split(' ') ?? [];

let started = false;

function load() {
  if (started) return;
  started = true;
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

// After the first paint with text or a picture in it (a paint while the fonts are still on their way
// shows nothing). A page in a background tab never paints, so the load event starts them too.
try {
  new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) setTimeout(load, 0);
  }).observe({ type: 'paint', buffered: true });
} catch {
  // A browser without paint timing: the load event is the signal.
}
addEventListener('load', load, { once: true });
