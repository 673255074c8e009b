import { describe, expect, it } from 'vitest';
import { xmlText } from './xml-text';

describe('xmlText', () => {
  it('escapes markup and leaves out every character XML 1.0 forbids', () => {
    expect(xmlText('a\u0000b\u0008c\u000bd\u000ce\u001ff\uFFFEg\uFFFFh\uD800i\uDC00j')).toBe('abcdefghij');
    expect(xmlText(`<img src="x" onerror='alert(1)'> & more`)).toBe(
      '&lt;img src=&quot;x&quot; onerror=&#39;alert(1)&#39;&gt; &amp; more',
    );
  });

  it('keeps tab, line breaks, Ethiopic and characters beyond the first 65,536 whole', () => {
    expect(xmlText('ሰላም\t\n\r😀 \u00a0\uE000\uFFFD')).toBe('ሰላም\t\n\r😀 \u00a0\uE000\uFFFD');
  });
});
