import { describe, expect, it } from 'vitest';
import { sanitizeBody, textOf, withPhotoAddresses } from './rich-text';

const UPLOADS = 'https://cdn.station.test/uploads/';
const clean = (html: string) => sanitizeBody(html, { photoIds: new Set(['p.webp', 'a.webp']) });

/** The usual payloads (OWASP's filter-evasion list, trimmed to what an HTML sanitiser must stop). */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img data-photo-id="a.webp" onerror="alert(1)">',
  '<img data-photo-id="a.webp" src="javascript:alert(1)">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div onclick="alert(1)">x</div>',
  '<body onload=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<style>*{background:url(javascript:alert(1))}</style>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<div data-youtube="x" onmouseover="alert(1)"></div>',
  '<div data-youtube="\\"><script>alert(1)</script>"></div>',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<!--<img src=x onerror=alert(1)>-->',
  '</script><script>alert(1)</script>',
  '<a href="https://example.com" onclick="alert(1)" style="x">ok</a>',
  '<img src="//evil.example/x.png">',
  '<img src="https://evil.example/uploads/x.png">',
];

describe('sanitizeBody', () => {
  it.each(PAYLOADS)('leaves nothing that can run from %s', (payload) => {
    const stored = clean(payload);
    expect(stored).not.toMatch(
      /<(script|iframe|svg|object|embed|form|input|style|meta|base|link|body|math|details|video|source)/i,
    );
    expect(stored).not.toMatch(/\son\w+\s*=/i);
    expect(stored).not.toMatch(/javascript:|vbscript:|data:/i);
    expect(stored).not.toMatch(/style=/i);
    expect(stored).not.toMatch(/evil\.example/);
  });

  it('keeps what the editor makes', () => {
    const html = [
      '<h2>Title</h2>',
      '<p>A <strong>bold</strong> and <em>quiet</em> word, <a href="https://example.com/x">a link</a>.</p>',
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>said</p></blockquote>',
      '<figure><img alt="ሰላም" data-photo-id="p.webp" /><figcaption>ካፕሽን</figcaption></figure>',
      '<div data-youtube="dQw4w9WgXcQ"></div>',
    ].join('');
    expect(clean(html)).toBe(
      html.replace(
        '<a href="https://example.com/x">',
        '<a href="https://example.com/x" rel="noopener nofollow ugc" target="_blank">',
      ),
    );
  });

  it('keeps an image only as a reference to one of the post’s photos, without an address', () => {
    expect(clean(`<img src="${UPLOADS}p.webp" data-photo-id="p.webp"><img data-photo-id="other.webp">`)).toBe(
      '<img data-photo-id="p.webp" />',
    );
  });

  it('keeps the words of blocks it does not allow', () => {
    expect(clean('<div>pasted</div><span>text</span>')).toBe('<p>pasted</p>text');
  });
});

describe('withPhotoAddresses', () => {
  it('gives each inline photo its address and widths, and drops one since removed', () => {
    const stored =
      '<figure><img alt="ሰላም" data-photo-id="p.webp" /></figure><img data-photo-id="gone.webp" />';
    const photos: Record<string, { src: string; srcset: string }> = {
      'p.webp': { src: `${UPLOADS}p.webp`, srcset: `${UPLOADS}p-400.webp 400w, ${UPLOADS}p.webp 1600w` },
    };
    expect(withPhotoAddresses(stored, (id) => photos[id])).toBe(
      `<figure><img src="${UPLOADS}p.webp" srcset="${UPLOADS}p-400.webp 400w, ${UPLOADS}p.webp 1600w" sizes="(max-width: 800px) 100vw, 800px" alt="ሰላም" data-photo-id="p.webp" loading="lazy" /></figure>`,
    );
  });
});

describe('textOf', () => {
  it('gives the words a block per line, with entities as characters', () => {
    expect(
      textOf(
        '<h2>ርዕስ</h2><p>A &amp; B &lt;3</p><ul><li>one</li><li>two</li></ul><div data-youtube="dQw4w9WgXcQ"></div>',
      ),
    ).toBe('ርዕስ\nA & B <3\none\ntwo');
  });
});
