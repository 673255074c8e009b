import { describe, expect, it } from 'vitest';
import { plainTextToHtml } from './plain-text-html';

describe('plainTextToHtml', () => {
  it('makes a paragraph of each block, keeps single line breaks, and escapes markup', () => {
    expect(plainTextToHtml('ሰላም\nዓለም\n\n<script>alert(1)</script> & "q"')).toBe(
      '<p>ሰላም<br>ዓለም</p><p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;q&quot;</p>',
    );
  });
});
