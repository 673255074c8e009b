import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type Post,
  PREVIEW_PATH_PREFIX,
  PREVIEW_TOKEN_HEADER,
  PREVIEW_TOKEN_MAX,
  postSchema,
} from '@station/domain';
import { articlePath } from '@station/domain/article-path';
import { DEFAULT_LANGUAGE } from '@station/domain/constants';
import { sendBody } from '@station/http/web-server';
import type { RenderedPage, RenderOptions } from '../src/entry-server';
import { resources } from '../src/lib/i18n';
import { type Language, languageFromAcceptLanguage, languageFromCookie } from '../src/lib/language';
import { dataSaverFrom } from '../src/lib/reader';
import type { RequestKind } from './metrics';
import { withLanguage, withoutBuildScripts, withRoot, withTitle } from './page-template';
import { RETRY_AFTER_SECONDS, unavailablePage } from './unavailable-page';

type Render = (url: string, options: RenderOptions) => Promise<RenderedPage | undefined>;

interface PreviewOptions {
  /** The API's address as this server calls it (`…/api/`). */
  apiUrl: string;
  /** The built page with the site's settings. */
  template: string;
  render: Render;
  /** The limit on the API's answer and on the drawing alike. */
  timeoutMs: number;
  /** The site's security headers. */
  headers: Readonly<Record<string, string>>;
  onError: (error: unknown) => void;
}

/**
 * Written by this server into the page itself, so they live here (like the 503 page's), in the reader's
 * language.
 */
const PREVIEW_TEXTS = {
  en: {
    band: 'Preview — not published',
    note: 'Readers cannot see this page. The link works for one hour, until you sign out.',
    invalidTitle: 'This preview link does not work',
    invalidLead: 'The link is not valid. Open the preview again from the console.',
    endedTitle: 'This preview link has ended',
    endedLead:
      'Preview links work for one hour and end when you sign out. Open the preview again from the console.',
  },
  am: {
    band: 'ቅድመ እይታ — ገና አልታተመም',
    note: 'አንባቢዎች ይህን ገጽ ማየት አይችሉም። አገናኙ ለአንድ ሰዓት፣ እስኪወጡ ድረስ ይሠራል።',
    invalidTitle: 'ይህ የቅድመ እይታ አገናኝ አይሠራም',
    invalidLead: 'አገናኙ ትክክል አይደለም። ቅድመ እይታውን ከአስተዳደር ገጹ እንደገና ይክፈቱ።',
    endedTitle: 'ይህ የቅድመ እይታ አገናኝ ጊዜው አልፏል',
    endedLead: 'የቅድመ እይታ አገናኞች ለአንድ ሰዓት ይሠራሉ፤ ሲወጡም ያበቃሉ። ቅድመ እይታውን ከአስተዳደር ገጹ እንደገና ይክፈቱ።',
  },
} as const satisfies Record<Language, Record<string, string>>;

/**
 * A preview is one editor's for an hour: no browser, proxy or search engine keeps or follows it, and
 * its address (the token) is sent to no other site as a referrer.
 */
export const PREVIEW_HEADERS = {
  'cache-control': 'no-store, private',
  'x-robots-tag': 'noindex, nofollow',
  'referrer-policy': 'no-referrer',
} as const;

const ROOT = '<div id="root"></div>';
const ROBOTS_META = '<meta name="robots" content="noindex, nofollow">';
const BAND_STYLE =
  'margin:0;padding:0.5rem 1rem;background:#8a1c1c;color:#fff;text-align:center;position:sticky;top:0;z-index:1000';

type Outcome =
  | { kind: 'post'; post: Post }
  | { kind: 'invalid' }
  | { kind: 'ended' }
  | { kind: 'unavailable' };

/** The token of a preview address, or undefined when it cannot be one (then the API is not asked). */
function tokenOf(path: string): string | undefined {
  const token = path.slice(PREVIEW_PATH_PREFIX.length);
  return token.length > 0 && token.length <= PREVIEW_TOKEN_MAX && !token.includes('/') ? token : undefined;
}

/**
 * `/preview/<token>`: the post the token names drawn with the article page's own route and components,
 * as readers would get it, with a band saying it is a preview. The page carries none of the site's
 * scripts: a rendered page reads and links without them, and so the browser's router never hydrates a
 * page at an address it does not know, no visit is counted, and the token is never sent from the
 * browser. Nothing of it enters the page cache, and it has no canonical address, share tags, feed link
 * or structured data.
 */
export function createPreviews({ apiUrl, template, render, timeoutMs, headers, onError }: PreviewOptions) {
  const bare = () => withoutBuildScripts(template).replace('</head>', () => `  ${ROBOTS_META}\n  </head>`);

  async function lookUp(token: string): Promise<Outcome> {
    const answer = await fetch(new URL('post/preview', apiUrl), {
      headers: { [PREVIEW_TOKEN_HEADER]: token, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (answer.status === 410) return { kind: 'ended' };
    if (answer.status === 401 || answer.status === 404) return { kind: 'invalid' };
    if (!answer.ok) return { kind: 'unavailable' };
    return { kind: 'post', post: postSchema.parse(await answer.json()) };
  }

  function refusal(kind: 'invalid' | 'ended', language: Language) {
    const text = PREVIEW_TEXTS[language];
    const [title, lead] =
      kind === 'ended' ? [text.endedTitle, text.endedLead] : [text.invalidTitle, text.invalidLead];
    const { site } = resources[language].global;
    return {
      status: kind === 'ended' ? 410 : 404,
      html: withRoot(
        withTitle(withLanguage(bare(), language), `${title} | ${site.name}`),
        `<main class="route-error" role="alert"><h1>${title}</h1><p>${lead}</p></main>`,
      ),
    };
  }

  function drawn(page: RenderedPage, language: Language, dataSaver: boolean) {
    const text = PREVIEW_TEXTS[language];
    const band = `<p role="status" style="${BAND_STYLE}"><strong>${text.band}</strong> ${text.note}</p>`;
    // The head and the band first: the article's markup, written last, may hold text that looks like them.
    const frame = withTitle(
      withLanguage(bare(), language, dataSaver),
      `${text.band} | ${page.head.title ?? ''}`,
    )
      // The pictures painted first, as on the article itself.
      .replace('</head>', () => `  ${page.preloads}\n  </head>`)
      .replace(ROOT, () => `${band}${ROOT}`);
    return withRoot(frame, page.html);
  }

  return async (request: IncomingMessage, response: ServerResponse, path: string): Promise<RequestKind> => {
    const language =
      languageFromCookie(request.headers.cookie) ??
      languageFromAcceptLanguage(request.headers['accept-language']) ??
      DEFAULT_LANGUAGE;
    const saveData = request.headers['save-data'];
    const dataSaver = dataSaverFrom(request.headers.cookie, Array.isArray(saveData) ? saveData[0] : saveData);
    const answer = (status: number, html: string, extra: Record<string, string> = {}) => {
      sendBody(
        request,
        response,
        status,
        {
          ...headers,
          ...PREVIEW_HEADERS,
          ...extra,
          'content-type': 'text/html; charset=utf-8',
          'content-language': language,
        },
        Buffer.from(html),
      );
      return 'page' as const;
    };
    const unavailable = () =>
      answer(503, unavailablePage(bare(), language), { 'retry-after': String(RETRY_AFTER_SECONDS) });

    const token = tokenOf(path);
    if (!token) {
      const { status, html } = refusal('invalid', language);
      return answer(status, html);
    }
    try {
      const found = await lookUp(token);
      if (found.kind === 'unavailable') return unavailable();
      if (found.kind !== 'post') {
        const { status, html } = refusal(found.kind, language);
        return answer(status, html);
      }
      const page = await render(articlePath(found.post), {
        language,
        dataSaver,
        timeoutMs,
        posts: [found.post],
      });
      if (!page || page.location || page.status !== 200) throw new Error('The preview drew no article');
      return answer(200, drawn(page, language, dataSaver));
    } catch (error) {
      onError(error);
      return unavailable();
    }
  };
}

export type Previews = ReturnType<typeof createPreviews>;

/** The page server with previews answered first: their addresses are no page's. */
export const withPreviews =
  (
    previews: Previews,
    handle: (request: IncomingMessage, response: ServerResponse) => Promise<RequestKind>,
  ) =>
  (request: IncomingMessage, response: ServerResponse): Promise<RequestKind> => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const isPreview =
      (request.method === 'GET' || request.method === 'HEAD') && path.startsWith(PREVIEW_PATH_PREFIX);
    return isPreview ? previews(request, response, safeDecode(path)) : handle(request, response);
  };

/** The path as typed: a token never holds an escape, so one that does not decode is not a token. */
function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return PREVIEW_PATH_PREFIX;
  }
}
