import { describe, expect, it } from 'vitest';
import { truncate, truncateInSteps } from './truncate';

describe('truncate', () => {
  it('leaves text at or under the length alone', () => {
    expect(truncate('short', 5)).toBe('short');
    expect(truncate('', 3)).toBe('');
  });

  it('cuts longer text and adds an ellipsis', () => {
    expect(truncate('Breaking news from Addis Ababa', 13)).toBe('Breaking news...');
  });

  it('counts Amharic letters and emoji as one character each', () => {
    expect(truncate('የኢትዮጵያ ዜና', 5)).toBe('የኢትዮጵ...');
    expect(truncate('🇪🇹🇪🇹🇪🇹', 2)).toBe('🇪🇹🇪🇹...');
  });

  it('keeps text that is long in code units but within the limit in characters', () => {
    expect(truncate('🇪🇹👨‍👩‍👧', 2)).toBe('🇪🇹👨‍👩‍👧');
  });

  it('cuts a 200,000-character article after its first 100 characters', () => {
    expect(truncate('ዜና '.repeat(66_667), 100)).toBe(`${'ዜና '.repeat(33)}ዜ...`);
  });
});

describe('truncateInSteps', () => {
  const STEPS = [80, 120, 160, 200];
  const texts = [
    '',
    'short',
    'x'.repeat(80),
    'x'.repeat(81),
    'word '.repeat(50),
    'የኢትዮጵያ ሙስሊሞች ጠቅላይ ምክር ቤት '.repeat(12),
    `${'a'.repeat(79)}     ${'b'.repeat(200)}`,
    '🇪🇹👨‍👩‍👧 '.repeat(90),
    `Breaking news from Addis Ababa: ${'ዜና '.repeat(25)}`,
  ];

  it('shows at every length what truncate shows there, its pieces adding up', () => {
    for (const text of texts) {
      const { pieces, cut } = truncateInSteps(text, STEPS);
      STEPS.forEach((length, step) => {
        const shown = pieces.slice(0, step + 1).join('') + (cut[step] ? '...' : '');
        expect(shown, `${JSON.stringify(text)} at ${length}`).toBe(truncate(text, length));
      });
    }
  });

  it('says where the text goes on past a length, and leaves nothing more to add once it fits', () => {
    expect(truncateInSteps('x'.repeat(100), STEPS)).toEqual({
      pieces: ['x'.repeat(80), 'x'.repeat(20), '', ''],
      cut: [true, false, false, false],
    });
  });
});
