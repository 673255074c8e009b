import { describe, expect, it } from 'vitest';
import { withNarrowestPhotos } from './narrowest-photos';

const UPLOADS = 'http://api.test/uploads/';
const photo = (id: string, alt: string) =>
  `<img src="${UPLOADS}${id}.webp" srcset="${UPLOADS}${id}-800.webp 800w, ${UPLOADS}${id}-400.webp 400w, ${UPLOADS}${id}.webp 1600w" sizes="(max-width: 800px) 100vw, 800px" alt="${alt}" data-photo-id="${id}.webp" loading="lazy" />`;

describe('withNarrowestPhotos', () => {
  it('points every inline photo at its narrowest copy and drops the widths, keeping the rest as it was', () => {
    const body = `<p>One &amp; two</p><figure>${photo('a', 'ሰላም &quot;x&quot; &gt; y')}<figcaption>A</figcaption></figure><p>3 &lt; 4</p>${photo('b', 'B')}`;
    expect(withNarrowestPhotos(body)).toBe(
      `<p>One &amp; two</p><figure><img src="${UPLOADS}a-400.webp" alt="ሰላም &quot;x&quot; &gt; y" data-photo-id="a.webp" loading="lazy" /><figcaption>A</figcaption></figure><p>3 &lt; 4</p><img src="${UPLOADS}b-400.webp" alt="B" data-photo-id="b.webp" loading="lazy" />`,
    );
  });

  it('leaves a photo with no widths, markup without photos and unfinished markup as they are', () => {
    const plain = `<p>No photo</p><img src="${UPLOADS}c.webp" alt="C" data-photo-id="c.webp" loading="lazy" />`;
    expect(withNarrowestPhotos(plain)).toBe(plain);
    expect(withNarrowestPhotos('<p>imgs <imgx> and <img</p>')).toBe('<p>imgs <imgx> and <img</p>');
    expect(withNarrowestPhotos('<p>x</p><img src="a" srcset="b 1w')).toBe(
      '<p>x</p><img src="a" srcset="b 1w',
    );
  });

  it('reads a long hostile body in one pass', () => {
    const hostile = `${'<img '.repeat(20_000)}${'<img src="a" srcset="'.repeat(5_000)}`;
    // A backtracking or rescanning reader takes minutes on this; a linear one, milliseconds.
    expect(withNarrowestPhotos(hostile)).toBe(hostile);
    const many = photo('d', 'D').repeat(5_000);
    expect(withNarrowestPhotos(many)).toBe(
      `<img src="${UPLOADS}d-400.webp" alt="D" data-photo-id="d.webp" loading="lazy" />`.repeat(5_000),
    );
  });
});
