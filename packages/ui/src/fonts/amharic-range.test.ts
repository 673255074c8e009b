import { describe, expect, it } from 'vitest';
import { AMHARIC_UNICODE_RANGE, amharicCharacters } from './amharic-range';

// Every series, every order, the labialised forms and the punctuation an Amharic newsroom writes.
const AMHARIC =
  'ሀሁሂሃሄህሆ ለሉሊላሌልሎሏ ሐ መሟ ሠ ረሯ ሰሷ ሸሿ ቀቋቈቊቌቍ በቧ ቨቯ ተቷ ቸቿ ኀኈኊኋኌኍ ነኗ ኘኟ አኡኢኣኤእኦ ከኳኰኲኴኵ ኸ ወ ዐ ዘዟ ዠዧ የ ደዷ ጀጇ ' +
  'ገጓጐጒጔጕ ጠጧ ጨጯ ጰጷ ጸጿ ፀ ፈፏ ፐፗ ቪ ሇ ።፣፤፥፦፧፡፨ ፲፱፻፹፯ — የኢትዮጵያ ቋንቋ፣ ጓደኛ፣ ኳስ፣ ሏሏ።';

describe('the Amharic cut of the Ethiopic font', () => {
  it('keeps every character an Amharic text uses', () => {
    const kept = new Set(amharicCharacters());
    const ethiopic = [...AMHARIC].filter((char) => /\p{Script=Ethiopic}/u.test(char));
    expect(ethiopic.filter((char) => !kept.has(char))).toEqual([]);
  });

  it('leaves out the rows only other languages write, which the phone’s own font draws', () => {
    const kept = new Set(amharicCharacters());
    expect(['ቐ', 'ዀ', 'ዸ', 'ጘ', 'ፘ', 'ᎀ', 'ⶀ'].filter((char) => kept.has(char))).toEqual([]);
  });

  it('names the same characters to CSS', () => {
    expect(AMHARIC_UNICODE_RANGE).toMatch(/^U\+1200-1248,/);
    expect(AMHARIC_UNICODE_RANGE.split(',')).toHaveLength(13);
  });
});
