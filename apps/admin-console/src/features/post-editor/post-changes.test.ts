import type { Post } from '@station/domain';
import { describe, expect, it } from 'vitest';
import { postChanges } from './post-changes';

const read: Post = {
  _id: '00000000-0000-4000-8000-000000000001',
  title: 'ጁምዓ ሶላት',
  detail: 'The text as reviewed.',
  category: 'local',
  imagesUrl: [{ secure_url: 'https://api.test/uploads/a.webp' }],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  visit: 0,
};

describe('what changed in a post', () => {
  it('names nothing when only the version moved', () => {
    expect(postChanges(read, { ...read, updatedAt: '2026-01-02T00:00:00.000Z' })).toEqual([]);
  });

  it('names each changed field with its text before and after', () => {
    expect(
      postChanges(read, { ...read, title: 'ጁምዓ ሶላት በአዲስ አበባ', detail: 'A line added.', imagesUrl: [] }),
    ).toEqual([
      { field: 'title', before: 'ጁምዓ ሶላት', after: 'ጁምዓ ሶላት በአዲስ አበባ' },
      { field: 'text', before: 'The text as reviewed.', after: 'A line added.' },
      { field: 'photos', before: 'https://api.test/uploads/a.webp', after: '' },
    ]);
  });
});
