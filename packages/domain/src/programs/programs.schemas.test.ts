import { describe, expect, it } from 'vitest';
import { INVALID_YOUTUBE_LINK } from '../live/live.schemas';
import { programInputSchema } from './programs.schemas';

const program = (url: string) => programInputSchema.safeParse({ name: 'Friday', url, detail: '', time: '' });

describe('program video url', () => {
  it.each([
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG',
    'youtube.com/watch?v=dQw4w9WgXcQ&list=PL123',
  ])('accepts %s, whose video or playlist can be read', (url) => {
    expect(program(url).success).toBe(true);
  });

  it.each([
    '',
    'not a url',
    'https://vimeo.com/123456',
    'https://www.youtube.com/channel/UC123',
    'javascript:alert(1)',
  ])('refuses %j like the live link', (url) => {
    expect(program(url).error?.issues).toEqual([
      expect.objectContaining({ path: ['url'], message: INVALID_YOUTUBE_LINK }),
    ]);
  });
});
