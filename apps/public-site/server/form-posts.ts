import type { IncomingMessage, ServerResponse } from 'node:http';
import { createPublicApi, type PublicApi } from '@station/api-client/public';
import { DEFAULT_LANGUAGE } from '@station/domain/constants';
import { sendBody } from '@station/http/web-server';
import { apiRefusal, type RefusalDetails } from '../src/lib/api';
import type { TranslationKey } from '../src/lib/i18n';
import { type Language, languageFromAcceptLanguage, languageFromCookie } from '../src/lib/language';
import { FORM_ACTIONS, type FormKind, refusalNote } from '../src/lib/site-forms';
import { type FormAgain, type FormAnswer, formAnswerPage } from './form-answer-page';
import { readFormBody } from './form-body';
import type { RequestKind } from './metrics';

/** How long the API may take to answer a form the page server forwards, as long as the scripts wait. */
export const FORWARD_TIMEOUT_MS = 10_000;

/**
 * Where a form that was taken sends the reader (Post/Redirect/Get): a reload or the back button then
 * shows the thanks again rather than sending the form a second time.
 */
export const DONE_PATHS: Record<FormKind, string> = {
  contact: '/forms/contact/sent',
  newsletter: '/forms/newsletter/sent',
  confirm: '/forms/newsletter/confirmed',
  unsubscribe: '/forms/newsletter/left',
};

const DONE_NOTES: Record<FormKind, TranslationKey> = {
  contact: 'form.sent',
  newsletter: 'newsletter.asked',
  confirm: 'newsletter.confirmed',
  unsubscribe: 'newsletter.unsubscribed',
};

/** The contact form's fields a person fills, drawn again with what they typed when it is refused. */
const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'message'] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];

const kindAt = (paths: Record<FormKind, string>, path: string): FormKind | undefined =>
  (Object.keys(paths) as FormKind[]).find((kind) => paths[kind] === path);

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The address of a site: its origin, or undefined for anything that is not one. */
const originOf = (address: string): string | undefined => {
  try {
    return new URL(address).origin;
  } catch {
    return undefined;
  }
};

interface FormPostsOptions {
  /** The API's address as this server calls it. */
  apiUrl: string;
  /** PUBLIC_SITE_URL: a browser names its origin on every form it sends from the site's pages. */
  siteUrl: string;
  /** The built page with the site's settings, which the answers are drawn into. */
  template: string;
  /** The site's security headers, sent with every answer. */
  headers: Readonly<Record<string, string>>;
  fetch?: typeof fetch;
}

/**
 * The site's forms as plain HTML forms, for a reader whose scripts have not arrived (or are off): the
 * contact form, the newsletter's sign-up and its confirm and leave buttons. Each is taken only from the
 * site's own pages, read within its size and time limits, and forwarded to the API as the scripts send
 * it, with the reader's address for the API's limits. A form that was taken sends the reader to a page
 * that says so; a refused one is answered with the reason in the reader's language and the form again
 * with what they typed. Anything else is left to the page server (undefined).
 */
export function createFormPosts({
  apiUrl,
  siteUrl,
  template,
  headers,
  fetch = globalThis.fetch,
}: FormPostsOptions) {
  const siteOrigin = originOf(siteUrl);

  /**
   * Another site's hidden form is refused by the origin every browser names on a POST, or by
   * `Sec-Fetch-Site` from a browser that sends that alone; a request naming neither comes from no page.
   */
  const crossSite = (request: IncomingMessage) => {
    const origin = header(request.headers.origin);
    if (origin !== undefined) return origin !== siteOrigin;
    return header(request.headers['sec-fetch-site']) === 'cross-site';
  };

  /**
   * The API client for one reader's form. The API counts its limits by the reader's address, which it
   * takes from X-Forwarded-For as far as its TRUST_PROXY allows: this server adds the address the
   * request came from to what the proxies in front of it wrote, as each of them does.
   */
  const apiFor = (request: IncomingMessage): PublicApi => {
    const chain = [header(request.headers['x-forwarded-for']), request.socket.remoteAddress]
      .filter((part) => part)
      .join(', ');
    const origin = header(request.headers.origin);
    const requestId = header(request.headers['x-request-id']);
    const forwarded: Record<string, string> = {
      ...(chain ? { 'x-forwarded-for': chain } : {}),
      ...(origin ? { origin } : {}),
      ...(requestId ? { 'x-request-id': requestId } : {}),
    };
    return createPublicApi({
      baseUrl: apiUrl,
      fetch: (input, init) =>
        fetch(input, {
          ...init,
          headers: { ...(init?.headers as Record<string, string>), ...forwarded },
          signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
        }),
    });
  };

  const readerLanguage = (request: IncomingMessage): Language =>
    languageFromCookie(request.headers.cookie) ??
    languageFromAcceptLanguage(request.headers['accept-language']) ??
    DEFAULT_LANGUAGE;

  function answer(
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    formAnswer: FormAnswer,
    extra: Record<string, string> = {},
  ) {
    const language = readerLanguage(request);
    sendBody(
      request,
      response,
      status,
      {
        ...headers,
        'content-type': 'text/html; charset=utf-8',
        // Drawn for one reader, with what they typed: kept by no cache.
        'cache-control': 'no-store',
        'content-language': language,
        ...extra,
      },
      Buffer.from(formAnswerPage(template, language, formAnswer)),
    );
  }

  /** A fresh contact form token for the reader, or undefined when the API gives none now. */
  const freshToken = (api: PublicApi) =>
    api.contact.formToken().then(
      (answered) => answered.token,
      () => undefined,
    );

  /** The sentences under the fields the API refused, among those the form draws. */
  const fieldErrors = (refusal: RefusalDetails | undefined, drawn: readonly ContactField[]) => {
    const errors: Partial<Record<ContactField, TranslationKey>> = {};
    for (const issue of refusal?.issues ?? []) {
      const name = drawn.find((field) => field === issue.path);
      if (name) errors[name] = `form.invalid.${name}`;
    }
    return errors;
  };

  type Outcome =
    | { status: number; again?: FormAgain; note: TranslationKey; outcome?: FormAnswer['outcome'] }
    | 'taken';

  async function contact(api: PublicApi, fields: URLSearchParams, language: Language): Promise<Outcome> {
    const values = Object.fromEntries(CONTACT_FIELDS.map((name) => [name, fields.get(name) ?? '']));
    const formToken = fields.get('formToken') ?? '';
    // The pages the form first comes in are kept and shared, so none carries a token of its own (each
    // token makes one message); this answer does, dated now, and the reader sends the form again.
    if (!formToken) {
      const token = await freshToken(api);
      return token
        ? { status: 200, outcome: 'ready', note: 'form.confirmSend', again: { values, token } }
        : { status: 503, note: 'form.unavailable', again: { values } };
    }
    try {
      await api.contact.send({
        firstName: values.firstName ?? '',
        lastName: values.lastName ?? '',
        email: values.email ?? '',
        message: values.message ?? '',
        website: fields.get('website') ?? '',
        language,
        formToken,
      });
      return 'taken';
    } catch (error) {
      const refusal = apiRefusal(error);
      // A spent or stale token is no use again; any other refusal leaves it good for the next send.
      const token = refusal?.code === 'FORM_EXPIRED' ? await freshToken(api) : formToken;
      return {
        status: refusal?.status || 503,
        note: refusalNote(refusal),
        again: { values, errors: fieldErrors(refusal, CONTACT_FIELDS), ...(token ? { token } : {}) },
      };
    }
  }

  async function subscribe(api: PublicApi, fields: URLSearchParams, language: Language): Promise<Outcome> {
    const values = { email: fields.get('email') ?? '' };
    try {
      await api.newsletter.subscribe({ email: values.email, website: fields.get('website') ?? '', language });
      return 'taken';
    } catch (error) {
      const refusal = apiRefusal(error);
      return {
        status: refusal?.status || 503,
        note: refusalNote(refusal),
        again: { values, errors: fieldErrors(refusal, ['email']) },
      };
    }
  }

  async function subscriberLink(
    api: PublicApi,
    kind: 'confirm' | 'unsubscribe',
    fields: URLSearchParams,
  ): Promise<Outcome> {
    const token = fields.get('token') ?? '';
    try {
      await (kind === 'confirm' ? api.newsletter.confirm(token) : api.newsletter.unsubscribe(token));
      return 'taken';
    } catch (error) {
      const refusal = apiRefusal(error);
      // A link the API does not know (or cannot read) will not work by pressing again.
      if (refusal?.status === 404 || refusal?.status === 400)
        return { status: 404, note: 'newsletter.badLink' };
      return { status: refusal?.status || 503, note: 'form.failed', again: { values: {}, token } };
    }
  }

  return async (request: IncomingMessage, response: ServerResponse): Promise<RequestKind | undefined> => {
    let path: string;
    try {
      path = new URL(request.url ?? '/', 'http://station.local').pathname;
    } catch {
      return undefined;
    }
    if (request.method === 'GET' || request.method === 'HEAD') {
      const done = kindAt(DONE_PATHS, path);
      if (!done) return undefined;
      answer(request, response, 200, { kind: done, outcome: 'sent', note: DONE_NOTES[done] });
      return 'page';
    }
    const kind = request.method === 'POST' ? kindAt(FORM_ACTIONS, path) : undefined;
    if (!kind) return undefined;
    if (crossSite(request)) {
      // Nothing of another site's form is read, forwarded or shown.
      answer(
        request,
        response,
        403,
        { kind, outcome: 'failed', note: 'form.crossSite' },
        { connection: 'close' },
      );
      return 'refused';
    }
    const body = await readFormBody(request);
    if (!body.ok) {
      const note = body.status === 413 ? 'form.tooLarge' : 'form.failed';
      // The rest of the body is not read: the connection cannot carry another request after it.
      answer(request, response, body.status, { kind, outcome: 'failed', note }, { connection: 'close' });
      return 'refused';
    }
    const api = apiFor(request);
    const language = readerLanguage(request);
    const outcome =
      kind === 'contact'
        ? await contact(api, body.fields, language)
        : kind === 'newsletter'
          ? await subscribe(api, body.fields, language)
          : await subscriberLink(api, kind, body.fields);
    if (outcome === 'taken') {
      response.writeHead(303, { ...headers, location: DONE_PATHS[kind], 'cache-control': 'no-store' });
      response.end();
      return 'page';
    }
    answer(request, response, outcome.status, { kind, outcome: 'failed', ...outcome });
    return 'refused';
  };
}

export type FormPosts = ReturnType<typeof createFormPosts>;

/** The page server with the site's forms in front of it: every address that is not a form is its. */
export const withFormPosts =
  (forms: FormPosts, handle: (request: IncomingMessage, response: ServerResponse) => Promise<RequestKind>) =>
  async (request: IncomingMessage, response: ServerResponse): Promise<RequestKind> =>
    (await forms(request, response)) ?? handle(request, response);
