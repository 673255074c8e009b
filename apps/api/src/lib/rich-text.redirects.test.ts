import { NEWSROOM_MAX } from '@station/domain';
import { describe, expect, it } from 'vitest';
import { sanitizeBody } from './rich-text';

const stored = async (html: string) =>
  (await sanitizeBody(html, { photoIds: new Set(), maxLength: NEWSROOM_MAX.body }))?.markup;

describe('a Google redirect link sent by any client', () => {
  it('is stored as the address it leads to', async () => {
    expect(
      await stored(
        '<p><a href="https://www.google.com/url?q=https://example.com/story?id%3D7&amp;sa=D&amp;source=editors&amp;ust=1&amp;usg=AOv">the story</a></p>',
      ),
    ).toBe(
      '<p><a href="https://example.com/story?id=7" rel="noopener nofollow ugc" target="_blank">the story</a></p>',
    );
  });

  it('loses its link, not its words, when it leads to anything but a web or mail address', async () => {
    expect(
      await stored('<p><a href="https://www.google.com.et/url?q=javascript:alert(1)&amp;sa=D">words</a></p>'),
    ).toBe('<p><a rel="noopener nofollow ugc" target="_blank">words</a></p>');
  });

  it('stays unwrapped when stored again', async () => {
    const once = await stored('<a href="https://google.com/url?q=mailto:desk@station.test">mail us</a>');
    expect(once).toBe(
      '<a href="mailto:desk@station.test" rel="noopener nofollow ugc" target="_blank">mail us</a>',
    );
    expect(await stored(once ?? '')).toBe(once);
  });
});
