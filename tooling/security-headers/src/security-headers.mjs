// @ts-check
/**
 * The origin of an address when it names another site, or undefined when it is a path on the app's own
 * origin (`/api/`), which 'self' already covers.
 */
export function crossOrigin(address) {
  if (!/^[a-z][a-z\d+.-]*:/i.test(address)) return undefined;
  return new URL(address).origin;
}

/**
 * A Content-Security-Policy for one of the apps: scripts only from the app itself, data only from the
 * app's origin and the API's, images from the app, the API (which serves the uploads) and `imageHosts`,
 * frames only from `frameHosts`. The API address may be a path on the app's own origin (the
 * production layout, `/api/`), which adds nothing to the policy.
 *
 * Styles keep 'unsafe-inline': MUI (emotion) writes its style elements at run time, and the page
 * server's drawn pages reserve each picture's space with style attributes. A nonce would have to be
 * new in every answer, and a cached drawn page shared between readers would share it. Injected CSS
 * cannot run script (scripts stay 'self'), and every stored text reaches the page escaped.
 */
export function contentSecurityPolicy({ apiUrl, imageHosts = [], frameHosts = [] }) {
  const api = crossOrigin(apiUrl);
  const unique = (list) => [...new Set(list.filter(Boolean))];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    ['img-src', "'self'", 'data:', 'blob:', ...unique([api, ...imageHosts])].join(' '),
    ['connect-src', "'self'", ...unique([api])].join(' '),
    frameHosts.length > 0 ? `frame-src ${unique(frameHosts).join(' ')}` : "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The origins of a comma-separated list of addresses (`IMAGE_ORIGINS`), each checked to be an
 * absolute URL; throws naming the entry that is not.
 */
export function originsOf(list) {
  return (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const origin = crossOrigin(entry);
      if (!origin) throw new Error(`"${entry}" is not an absolute address`);
      return origin;
    });
}

/**
 * The headers both apps' servers send with every answer: the policy, and what goes with it (HSTS,
 * nosniff, the referrer and permissions policies). Computed from the server's settings at start, so one
 * build serves any environment.
 *
 * `isolateOpener` adds Cross-Origin-Opener-Policy, which cuts the page off from a window that opened it
 * from another site. The console sends it (its windows hold a signed-in session); the public site does
 * not: it holds no session and opens every outside link without an opener, while the header makes a
 * phone start a new process for each arrival from another site, and made one Lighthouse run in 18 lose
 * the page's start.
 */
export function securityHeaders(policy, { isolateOpener = true } = {}) {
  return {
    'content-security-policy': policy,
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(isolateOpener ? { 'cross-origin-opener-policy': 'same-origin' } : {}),
  };
}
