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

  it('names fields and yes/no values in the console language, an admin’s may-publish among them', () => {
    const words = {
      field: (name: string) =>
        ({ canPublish: 'ማተም ይችላል', fields: 'መስኮች', password: 'የይለፍ ቃል' })[name] ?? name,
      value: (value: unknown) => (typeof value === 'boolean' ? (value ? 'አዎ' : 'አይ') : String(value)),
    };
    expect(describeChanges({ canPublish: { before: false, after: true } }, words)).toBe('ማተም ይችላል: አይ → አዎ');
    expect(describeChanges({ fields: ['password'] }, words)).toBe('መስኮች: የይለፍ ቃል');
    expect(describeChanges({ email: { before: 'a@x.test', after: null } }, words)).toBe(
      'email: a@x.test → —',
    );
  });
});
