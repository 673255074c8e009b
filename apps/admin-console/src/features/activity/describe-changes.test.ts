import { describe, expect, it } from 'vitest';
import { describeChanges } from './describe-changes';

describe('describeChanges', () => {
  it('reads fields, before and after, and counts as one line', () => {
    expect(
      describeChanges({
        fields: ['title', 'detail'],
        title: { before: 'ሰላም', after: 'ሰላም ለሁሉ' },
        status: { before: null, after: 'draft' },
        added: 2,
      }),
    ).toBe('fields: title, detail; title: ሰላም → ሰላም ለሁሉ; status: — → draft; added: 2');
  });
});
