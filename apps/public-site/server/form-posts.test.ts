// @vitest-environment node
import { once } from 'node:events';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import am from '../src/i18n/locales/am/global.json';
import en from '../src/i18n/locales/en/global.json';
import { FORM_BODY_MAX_BYTES, readFormBody } from './form-body';
import { createFormPosts, withFormPosts } from './form-posts';
import { createMetrics } from './metrics';
import { createPageCache } from './page-cache';
import { createPageServer } from './page-server';
import { requestListener } from './request-listener';

const SITE = 'https://station.example';
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Station TV" />
    <title>Station</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/style-1.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown> | undefined;
}

/** What the stand-in API answers a call with: a status and a JSON body. */
type Rule = (call: Received) => [number, unknown] | undefined;

/** The API's side of the forms, as the real one answers them; each test may put rules before these. */
const API_ANSWERS: Rule = ({ method, path }) => {
  if (method === 'GET' && path === '/api/contact/form-token') return [200, { token: 'fresh-token' }];
  if (method === 'POST' && path === '/api/contact') return [201, { message: 'Thank you.' }];
  if (method === 'POST' && path === '/api/newsletter/subscribe') return [202, { message: 'Almost done.' }];
  if (method === 'POST' && path === '/api/newsletter/confirm') return [200, { message: 'Subscribed.' }];
  if (method === 'POST' && path.startsWith('/api/newsletter/unsubscribe')) return [200, { message: 'Left.' }];
  return [404, { error: 'Not found' }];
};

const refusal = (status: number, error: string, extra: object = {}): [number, unknown] => [
  status,
  { error, ...extra },
];

let api: Server;
let site: Server;
let siteUrl: string;
const calls: Received[] = [];
let rules: Rule[] = [];

beforeAll(async () => {
  api = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
    });
    request.on('end', () => {
      const call: Received = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
      };
      calls.push(call);
      const [status, body] = [...rules, API_ANSWERS].map((rule) => rule(call)).find(Boolean) ?? [500, {}];
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    });
  });
  api.listen(0, '127.0.0.1');
  await once(api, 'listening');
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/api/`;

  const metrics = createMetrics(createPageCache({ ttlMs: 0, maxBytes: 1 }).stats);
  const headers = { 'x-content-type-options': 'nosniff' };
  const pageServer = createPageServer({
    discovery: async () => undefined,
    files: new Map(),
    headers,
    page: async (url) => ({ status: 200, body: Buffer.from(`<p>${url}</p>`) }),
    apiUp: () => true,
    metrics,
  });
  const forms = createFormPosts({ apiUrl, siteUrl: SITE, template: TEMPLATE, headers });
  site = createServer(
    requestListener(withFormPosts(forms, pageServer), {
      metrics,
      log: () => undefined,
      onError: () => undefined,
    }),
  );
  site.listen(0, '127.0.0.1');
  await once(site, 'listening');
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterAll(() => {
  site.close();
  api.close();
});

afterEach(() => {
  calls.length = 0;
  rules = [];
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * One request to the site as a browser sends a form from its own pages, unless `headers` say otherwise
 * (an empty value leaves a header out). `withhold` sends the head alone and waits for the answer.
 */
function send(
  path: string,
  body: string | Record<string, string>,
  {
    method = 'POST',
    headers = {},
    withhold = false,
  }: { method?: string; headers?: Record<string, string>; withhold?: boolean } = {},
): Promise<Answer> {
  const payload = typeof body === 'string' ? body : new URLSearchParams(body).toString();
  const sent = {
    origin: SITE,
    'content-type': 'application/x-www-form-urlencoded',
    ...(method === 'POST' ? { 'content-length': String(Buffer.byteLength(payload)) } : {}),
    ...headers,
  };
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${siteUrl}${path}`,
      { method, headers: Object.fromEntries(Object.entries(sent).filter(([, value]) => value)) },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => {
          if (withhold) outgoing.destroy();
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text });
        });
      },
    );
    outgoing.on('error', reject);
    if (withhold) outgoing.flushHeaders();
    else outgoing.end(method === 'POST' ? payload : undefined);
  });
}

const get = (path: string, headers: Record<string, string> = {}) =>
  send(path, '', { method: 'GET', headers });

/** The value an answer page's field is drawn with. */
const fieldValue = (html: string, name: string) => {
  const input = new RegExp(`<input [^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html);
  if (input) return input[1];
  return new RegExp(`<textarea [^>]*name="${name}"[^>]*>([^<]*)</textarea>`).exec(html)?.[1];
};

const MESSAGE = {
  firstName: 'Abebe',
  lastName: 'Kebede',
  email: 'abebe@example.com',
  message: 'Please cover the <b>school</b> opening & the "new" road.',
  website: '',
};

describe('the contact form sent without scripts', () => {
  it('is taken, with the reader’s language and address, and the reader is sent to the thanks', async () => {
    const sent = await send(
      '/forms/contact',
      { ...MESSAGE, formToken: 'dated-token' },
      { headers: { 'x-forwarded-for': '198.51.100.7', cookie: 'station-language=am' } },
    );
    expect(sent.status).toBe(303);
    expect(sent.headers.location).toBe('/forms/contact/sent');
    expect(sent.headers['cache-control']).toBe('no-store');
    const [call] = calls;
    expect(call?.path).toBe('/api/contact');
    expect(call?.body).toEqual({ ...MESSAGE, language: 'am', formToken: 'dated-token' });
    // The proxies' chain, then the address the request came from: the API takes the reader from it.
    expect(call?.headers['x-forwarded-for']).toBe('198.51.100.7, 127.0.0.1');
    expect(call?.headers.origin).toBe(SITE);

    const thanks = await get('/forms/contact/sent', { cookie: 'station-language=am' });
    expect(thanks.status).toBe(200);
    expect(thanks.text).toContain('<html lang="am"');
    expect(thanks.text).toContain(am.form.sent);
  });

  it('sent before it had a token, comes back with what was typed and a token to send it with', async () => {
    const first = await send('/forms/contact', MESSAGE);
    expect(first.status).toBe(200);
    expect(first.text).toContain(en.form.confirmSend);
    expect(fieldValue(first.text, 'formToken')).toBe('fresh-token');
    expect(fieldValue(first.text, 'message')).toBe(
      'Please cover the &lt;b&gt;school&lt;/b&gt; opening &amp; the &quot;new&quot; road.',
    );
    expect(calls.map((call) => call.path)).toEqual(['/api/contact/form-token']);
  });

  it('refused, keeps every field as typed and says why, beside the field the API named', async () => {
    rules = [
      ({ path }) =>
        path === '/api/contact'
          ? refusal(400, 'Invalid input', {
              code: 'VALIDATION_ERROR',
              issues: [{ path: 'email', message: 'Enter a valid email address.' }],
            })
          : undefined,
    ];
    const refused = await send('/forms/contact', { ...MESSAGE, email: 'abebe@', formToken: 'dated-token' });
    expect(refused.status).toBe(400);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.text).toContain(en.form.checkFields);
    expect(refused.text).toContain(en.form.invalid.email);
    expect(refused.text).toMatch(/<input [^>]*name="email"[^>]*aria-invalid="true"/);
    expect(fieldValue(refused.text, 'firstName')).toBe('Abebe');
    expect(fieldValue(refused.text, 'lastName')).toBe('Kebede');
    expect(fieldValue(refused.text, 'email')).toBe('abebe@');
    expect(fieldValue(refused.text, 'message')).toContain('&lt;b&gt;school&lt;/b&gt;');
    // The same token goes with the next send: only a spent or stale one is replaced.
    expect(fieldValue(refused.text, 'formToken')).toBe('dated-token');
    // The answer is a page of its own: the site's scripts would draw its address as a missing page.
    expect(refused.text).not.toContain('<script type="module"');
    expect(refused.text).toContain('/assets/style-1.css');
  });

  it('sent with a spent token, is answered with a new one and the text kept', async () => {
    rules = [
      ({ path }) =>
        path === '/api/contact'
          ? refusal(400, 'This form has expired.', { code: 'FORM_EXPIRED' })
          : undefined,
    ];
    const refused = await send('/forms/contact', { ...MESSAGE, formToken: 'spent-token' });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(en.form.expired);
    expect(fieldValue(refused.text, 'formToken')).toBe('fresh-token');
    expect(fieldValue(refused.text, 'firstName')).toBe('Abebe');
  });

  it('answers an Amharic reader in Amharic, limits and all', async () => {
    rules = [({ path }) => (path === '/api/contact' ? refusal(429, 'Too many requests') : undefined)];
    const refused = await send(
      '/forms/contact',
      { ...MESSAGE, formToken: 'dated-token' },
      { headers: { 'accept-language': 'am-ET,am;q=0.9' } },
    );
    expect(refused.status).toBe(429);
    expect(refused.headers['content-language']).toBe('am');
    expect(refused.text).toContain('<html lang="am"');
    expect(refused.text).toContain(am.form.tooMany);
    expect(refused.text).toContain(`<title>${am.contact.formTitle} | ${am.site.name}</title>`);
    expect(refused.text).toContain(am.form.send);
    expect(refused.text).not.toContain(en.form.send);
    expect(fieldValue(refused.text, 'message')).toContain('school');
  });
});

describe('a form from another site', () => {
  it.each([
    ['names another origin', { origin: 'https://evil.example' }],
    ['names an opaque origin', { origin: 'null' }],
    [
      'is marked cross-site by a browser that names no origin',
      { origin: '', 'sec-fetch-site': 'cross-site' },
    ],
  ])('is refused, unread and unforwarded, when it %s', async (_case, headers) => {
    const refused = await send('/forms/contact', { ...MESSAGE, formToken: 'dated-token' }, { headers });
    expect(refused.status).toBe(403);
    expect(refused.text).toContain(en.form.crossSite.replace("'", '&#39;'));
    expect(refused.text).not.toContain('Abebe');
    expect(calls).toEqual([]);
  });
});

describe('the size and shape of a form', () => {
  it('refuses a body over the limit without reading it or calling the API', async () => {
    const refused = await send(
      '/forms/contact',
      { ...MESSAGE, message: 'ሀ'.repeat(FORM_BODY_MAX_BYTES / 8) },
      { withhold: true },
    );
    expect(refused.status).toBe(413);
    expect(refused.text).toContain(en.form.tooLarge);
    expect(calls).toEqual([]);
  });

  it('stops reading a body that names no length as soon as it passes the limit', async () => {
    const request = Object.assign(new PassThrough(), {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const read = readFormBody(request as never, { maxBytes: 1024 });
    request.write(Buffer.alloc(2048, 'a'));
    expect(await read).toEqual({ ok: false, status: 413 });
  });

  it('gives up on a body that does not arrive in time', async () => {
    const request = Object.assign(new PassThrough(), {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const read = readFormBody(request as never, { timeoutMs: 20 });
    request.write('message=still');
    expect(await read).toEqual({ ok: false, status: 408 });
  });

  it('takes only what a plain form sends', async () => {
    const refused = await send('/forms/newsletter', JSON.stringify({ email: 'a@example.com' }), {
      headers: { 'content-type': 'application/json' },
    });
    expect(refused.status).toBe(415);
    expect(calls).toEqual([]);
  });

  it('leaves every other address and method to the page server', async () => {
    expect((await send('/contact', MESSAGE)).status).toBe(405);
    expect((await get('/forms/contact')).text).toBe('<p>/forms/contact</p>');
    expect((await send('/forms/contact', MESSAGE, { method: 'PUT' })).status).toBe(405);
  });
});

describe('the newsletter without scripts', () => {
  it('signs up in the reader’s language and sends them to the sentence that says what comes next', async () => {
    const sent = await send(
      '/forms/newsletter',
      { email: 'reader@example.com', website: '' },
      { headers: { cookie: 'station-language=am' } },
    );
    expect(sent.status).toBe(303);
    expect(sent.headers.location).toBe('/forms/newsletter/sent');
    expect(calls[0]?.body).toEqual({ email: 'reader@example.com', website: '', language: 'am' });
    expect((await get('/forms/newsletter/sent')).text).toContain(en.newsletter.asked);
  });

  it('refused, keeps the address typed and says why', async () => {
    rules = [
      ({ path }) =>
        path === '/api/newsletter/subscribe'
          ? refusal(503, 'Email is not configured on this server.', { code: 'MAIL_OFF' })
          : undefined,
    ];
    const refused = await send('/forms/newsletter', { email: 'reader@example.com', website: '' });
    expect(refused.status).toBe(503);
    expect(refused.text).toContain(en.form.unavailable);
    expect(fieldValue(refused.text, 'email')).toBe('reader@example.com');
  });

  it.each([
    ['confirm', '/forms/newsletter/confirmed', en.newsletter.confirmed],
    ['unsubscribe', '/forms/newsletter/left', en.newsletter.unsubscribed],
  ])(
    '%s: the button sends the link’s token and the reader is told it is done',
    async (action, done, note) => {
      const token = 'a'.repeat(43);
      const sent = await send(`/newsletter/${action}`, { token });
      expect(sent.status).toBe(303);
      expect(sent.headers.location).toBe(done);
      const [call] = calls;
      expect(call?.path.startsWith(`/api/newsletter/${action}`)).toBe(true);
      expect(JSON.stringify(call)).toContain(token);
      expect((await get(done)).text).toContain(note);
    },
  );

  it('a link the API does not know is answered as such, with no button to press again', async () => {
    rules = [() => refusal(404, 'This link is not valid any more.', { code: 'NOT_FOUND' })];
    const refused = await send(
      '/newsletter/confirm',
      { token: 'b'.repeat(43) },
      { headers: { cookie: 'station-language=am' } },
    );
    expect(refused.status).toBe(404);
    expect(refused.text).toContain(am.newsletter.badLink);
    expect(refused.text).not.toContain('<form');
  });

  it('an API that cannot answer leaves the button to press again', async () => {
    rules = [() => refusal(503, 'Unavailable')];
    const token = 'c'.repeat(43);
    const refused = await send('/newsletter/unsubscribe', { token });
    expect(refused.status).toBe(503);
    expect(refused.text).toContain(en.form.failed);
    expect(fieldValue(refused.text, 'token')).toBe(token);
  });
});
