// @ts-check
// Measures what a browser must fetch before first render of a route, from the built dist folder:
// the entry script, its static imports, modulepreloads, the route's lazy chunk (and its static
// imports), the stylesheet and the woff2 fonts for the Ethiopic and Latin ranges.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** @param {string} file */
const readText = (file) => readFileSync(file, 'utf8');

/** @param {string} source */
const staticImports = (source) => {
  /** @type {Set<string>} */
  const found = new Set();
  for (const match of source.matchAll(
    /(?:^|[;}\n])\s*import\s*(?:[^'"`()]*?from\s*)?["'`](\.\/[^"'`]+\.js)["'`]/g,
  )) {
    if (match[1]) found.add(match[1].slice(2));
  }
  return found;
};

/**
 * @param {string} assetsDir
 * @param {string[]} roots
 */
const closure = (assetsDir, roots) => {
  /** @type {Set<string>} */
  const seen = new Set();
  const queue = [...roots];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (seen.has(name) || !existsSync(join(assetsDir, name))) continue;
    seen.add(name);
    for (const dep of staticImports(readText(join(assetsDir, name)))) queue.push(dep);
  }
  return seen;
};

/**
 * @param {string} entrySource
 * @param {string} routePath
 */
const lazyChunkFor = (entrySource, routePath) => {
  const marker = `(\`${routePath}\`)(`;
  const at = entrySource.indexOf(marker);
  if (at < 0) return undefined;
  const match = /import\(`\.\/([^`]+\.js)`\)/.exec(entrySource.slice(at));
  return match?.[1];
};

/**
 * @param {string} distDir
 * @param {string} routeSource
 * @returns {string | undefined}
 */
const fromManifest = (distDir, routeSource) => {
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return undefined;
  /** @type {Record<string, { file: string }>} */
  const manifest = JSON.parse(readText(manifestFile));
  const key = Object.keys(manifest).find((name) => name.startsWith(routeSource));
  return key ? manifest[key]?.file.replace(/^assets\//, '') : undefined;
};

/** @param {Buffer} buffer */
const sizes = (buffer) => ({
  raw: buffer.length,
  gzip: gzipSync(buffer, { level: 9 }).length,
  brotli: brotliCompressSync(buffer, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length,
});

/**
 * @param {Iterable<string>} files
 * @param {string} assetsDir
 */
const sum = (files, assetsDir) => {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const name of files) {
    const one = sizes(readFileSync(join(assetsDir, name)));
    total.raw += one.raw;
    total.gzip += one.gzip;
    total.brotli += one.brotli;
  }
  return total;
};

/** @param {{ distDir: string, routePath: string, routeSource?: string }} route */
export const measureRoute = ({ distDir, routePath, routeSource }) => {
  const assetsDir = join(distDir, 'assets');
  const html = readText(join(distDir, 'index.html'));
  /** @param {RegExp} pattern */
  const asset = (pattern) => [...html.matchAll(pattern)].map((m) => m[1] ?? '');
  const entries = asset(/<script[^>]+src="\/assets\/([^"]+\.js)"/g);
  const preloads = asset(/<link rel="modulepreload"[^>]+href="\/assets\/([^"]+\.js)"/g);
  const styles = asset(/<link rel="stylesheet"[^>]+href="\/assets\/([^"]+\.css)"/g);
  const entrySource = entries.map((name) => readText(join(assetsDir, name))).join('\n');
  const routeChunk =
    (routeSource && fromManifest(distDir, routeSource)) ?? lazyChunkFor(entrySource, routePath);
  const initialJs = closure(assetsDir, [...entries, ...preloads]);
  const routeJs = closure(assetsDir, routeChunk ? [routeChunk] : []);
  const js = new Set([...initialJs, ...routeJs]);
  const css = styles.map((name) => readText(join(assetsDir, name))).join('\n');
  const jsFiles = [...js];
  // Fonts are declared in the stylesheet (the console) or from script (the public site); either way
  // the Ethiopic and Latin files count, the Latin Extended ones only load for text that needs them.
  const declaring = [css, ...jsFiles.map((name) => readText(join(assetsDir, name)))].join('\n');
  const fonts = [
    ...new Set([...declaring.matchAll(/\/assets\/([\w.-]+\.woff2)/g)].map((m) => m[1] ?? '')),
  ].filter((name) => !name.includes('-ext-'));
  const chartsIn = jsFiles.filter((name) =>
    /chartsSurface|ChartsAxis|MuiChartsLegend/.test(readText(join(assetsDir, name))),
  );
  const initial = sum(initialJs, assetsDir);
  const jsTotal = sum(jsFiles, assetsDir);
  const cssTotal = sum(styles, assetsDir);
  const fontTotal = sum(fonts, assetsDir);
  return {
    routePath,
    routeChunk: routeChunk ?? null,
    initialJs: initial,
    js: jsTotal,
    css: cssTotal,
    fonts: fontTotal,
    fontFiles: fonts,
    firstRenderGzip: jsTotal.gzip + cssTotal.gzip + fontTotal.raw,
    firstRenderBrotli: jsTotal.brotli + cssTotal.brotli + fontTotal.raw,
    chartsChunks: chartsIn,
    initialFiles: [...initialJs],
  };
};

/** @type {{ app: string; routePath: string; routeSource?: string }[]} */
export const WEIGHT_ROUTES = [
  { app: 'public-site', routePath: '/' },
  { app: 'public-site', routePath: '/article/$id' },
  { app: 'admin-console', routePath: '/login', routeSource: 'src/routes/login.tsx' },
  { app: 'admin-console', routePath: '/dashboard', routeSource: 'src/routes/_authed/dashboard/index.tsx' },
];

/** @typedef {ReturnType<typeof measureRoute> & { app: string }} Weight */

/**
 * @param {string} root
 * @returns {Weight[]}
 */
export const measureWeights = (root) =>
  WEIGHT_ROUTES.map((route) => ({
    app: route.app,
    ...measureRoute({ ...route, distDir: join(root, 'apps', route.app, 'dist') }),
  }));
