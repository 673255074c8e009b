import { NEWSROOM_MAX } from '@station/domain';
import { describe, expect, it } from 'vitest';
import { type AnsweredPhoto, withPhotos } from './photo-figures';
import { sanitizeBody } from './rich-text';

const UPLOADS = 'https://cdn.station.test/uploads/';
const photos: Record<string, AnsweredPhoto> = {
  'p.webp': {
    src: `${UPLOADS}p.webp`,
    srcset: `${UPLOADS}p-400.webp 400w, ${UPLOADS}p.webp 1600w`,
    alt: 'Worshippers "at" the mosque',
    caption: 'የጁምዓ ሶላት <ዛሬ>',
  },
  'q.webp': { src: `${UPLOADS}q.webp`, alt: '', caption: '' },
};
const answered = (stored: string) => withPhotos(stored, (id) => photos[id]);
const stored = async (html: string, ids = ['p.webp', 'q.webp']) =>
  (await sanitizeBody(html, { photoIds: new Set(ids), maxLength: NEWSROOM_MAX.body }))?.markup;

describe('a photo’s caption and description in the text', () => {
  it('are the photo’s own, given when the post is answered', () => {
    expect(answered('<p>a</p><figure><img data-photo-id="p.webp" /></figure>')).toBe(
      `<p>a</p><figure><img src="${UPLOADS}p.webp" srcset="${UPLOADS}p-400.webp 400w, ${UPLOADS}p.webp 1600w" sizes="(max-width: 800px) 100vw, 800px" alt="Worshippers &quot;at&quot; the mosque" data-photo-id="p.webp" loading="lazy" /><figcaption>የጁምዓ ሶላት &lt;ዛሬ&gt;</figcaption></figure>`,
    );
  });

  it('replace the copies a body stored before kept, so an old caption is never shown', () => {
    expect(
      answered(
        '<figure><img alt="Old words" data-photo-id="q.webp" /><figcaption>Old <em>caption</em></figcaption></figure><p>b</p>',
      ),
    ).toBe(
      `<figure><img src="${UPLOADS}q.webp" alt="" data-photo-id="q.webp" loading="lazy" /></figure><p>b</p>`,
    );
  });

  it('leave out the whole figure of a photo since removed, caption and all', () => {
    expect(
      answered(
        '<p>a</p><figure><img alt="x" data-photo-id="gone.webp" /><figcaption>Left behind</figcaption></figure><img data-photo-id="gone.webp" /><p>b</p>',
      ),
    ).toBe('<p>a</p><p>b</p>');
  });

  it('keeps a figure that holds no photo of the post as it was', () => {
    expect(answered('<figure><figcaption>A quote’s source</figcaption></figure>')).toBe(
      '<figure><figcaption>A quote’s source</figcaption></figure>',
    );
  });

  it('reads a body at the limit, full of figures, once', () => {
    const figure = '<figure><img data-photo-id="p.webp" /><figcaption>c</figcaption></figure>';
    const body = figure.repeat(Math.floor(NEWSROOM_MAX.body / figure.length));
    const started = performance.now();
    expect(answered(body).match(/<figcaption>/g)).toHaveLength(Math.floor(NEWSROOM_MAX.body / figure.length));
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('a figure as it is stored', () => {
  it('names its photo only: the copies of its description and caption are not kept', async () => {
    const saved = await stored(
      '<figure><img src="x" alt="Typed" data-photo-id="p.webp"><figcaption>Copied caption</figcaption></figure><p>after</p>',
    );
    expect(saved).toBe('<figure><img data-photo-id="p.webp" /></figure><p>after</p>');
  });

  it('goes whole when its photo is not the post’s any more', async () => {
    const html =
      '<p>Before</p><figure><img data-photo-id="p.webp"><figcaption>Caption</figcaption></figure><p>After</p>';
    const clean = await sanitizeBody(html, { photoIds: new Set(['q.webp']), maxLength: NEWSROOM_MAX.body });
    expect(clean).toEqual({ markup: '<p>Before</p><p>After</p>', text: 'Before\nAfter' });
  });

  it('keeps the caption of a pasted figure that shows no photo of the post', async () => {
    expect(
      await stored(
        '<figure><img src="https://elsewhere.example/a.png"><figcaption>Words</figcaption></figure>',
      ),
    ).toBe('<figure><figcaption>Words</figcaption></figure>');
  });
});
