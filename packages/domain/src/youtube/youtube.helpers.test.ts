import { describe, expect, it } from 'vitest';
import {
  embedUrlForId,
  extractPlaylistId,
  extractVideoId,
  toEmbedUrl,
  watchUrlForId,
} from './youtube.helpers';

const ID = 'dQw4w9WgXcQ';

describe('extractVideoId', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://youtube.com/watch?v=${ID}&t=42s&list=PL123`],
    [`https://m.youtube.com/watch?feature=share&v=${ID}`],
    [`http://www.youtube.com/watch?v=${ID}`],
    [`www.youtube.com/watch?v=${ID}`],
    [`https://youtu.be/${ID}`],
    [`https://youtu.be/${ID}?si=abc&t=10`],
    [`https://www.youtube.com/embed/${ID}?autoplay=1`],
    [`https://www.youtube-nocookie.com/embed/${ID}`],
    [`https://www.youtube.com/shorts/${ID}`],
    [`https://www.youtube.com/live/${ID}?feature=shared`],
    [`  https://youtu.be/${ID}  `],
  ])('finds the id in %s', (link) => {
    expect(extractVideoId(link)).toBe(ID);
  });

  it.each([
    [''],
    ['not a link'],
    [ID],
    ['javascript:alert(1)'],
    [`data:text/html,<script>alert(1)</script>`],
    [`https://youtube.com.evil.tld/watch?v=${ID}`],
    [`https://evil.tld/?v=${ID}`],
    [`https://evil.tld/watch?v=${ID}`],
    ['https://www.youtube.com/watch?v=short'],
    [`https://www.youtube.com/watch?v=${ID}x`],
    ['https://www.youtube.com/channel/UC123'],
    [`ftp://youtube.com/watch?v=${ID}`],
  ])('refuses %s', (link) => {
    expect(extractVideoId(link)).toBeNull();
  });
});

describe('toEmbedUrl', () => {
  it('rebuilds the canonical embed url with autoplay on and mute off', () => {
    expect(toEmbedUrl(`https://youtu.be/${ID}?si=tracking`)).toBe(
      `https://www.youtube.com/embed/${ID}?autoplay=1&mute=0`,
    );
    expect(embedUrlForId(ID)).toBe(`https://www.youtube.com/embed/${ID}?autoplay=1&mute=0`);
  });

  it("links a video to its own page, which a reader can open without the site's scripts", () => {
    expect(watchUrlForId(ID)).toBe(`https://www.youtube.com/watch?v=${ID}`);
  });

  it('gives null for a link that is not a video', () => {
    expect(toEmbedUrl('https://example.com/video.mp4')).toBeNull();
  });
});

describe('extractPlaylistId', () => {
  it.each([
    [
      'https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG',
      'PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG',
    ],
    [`https://www.youtube.com/watch?v=${ID}&list=PL123abc_-`, 'PL123abc_-'],
    [`https://youtu.be/${ID}?list=UUabc`, 'UUabc'],
  ])('reads the list parameter of %s', (link, expected) => {
    expect(extractPlaylistId(link)).toBe(expected);
  });

  it.each([
    [`https://www.youtube.com/watch?v=${ID}`],
    ['https://evil.tld/playlist?list=PL123'],
    ['https://www.youtube.com/playlist?list=<script>'],
    [''],
  ])('gives null for %s', (link) => {
    expect(extractPlaylistId(link)).toBeNull();
  });
});
