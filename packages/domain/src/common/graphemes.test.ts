import { describe, expect, it } from 'vitest';
import { graphemeCut } from './graphemes';

describe('graphemeCut', () => {
  it('cuts Amharic and English text after as many units as characters', () => {
    expect(graphemeCut('ሰላም ለዓለም', 3)).toBe(3);
    expect(graphemeCut('Hello world', 5)).toBe(5);
    expect(graphemeCut('ሰላም', 3)).toBeUndefined();
  });

  it('keeps a mark with its letter, even when the mark comes right after the cut', () => {
    // "e" + combining acute is one character.
    expect(graphemeCut('cafe\u0301 au lait', 4)).toBe(5);
    expect(graphemeCut('ab\u0301cd', 2)).toBe(3);
  });

  it('never splits an emoji family, a flag or CR LF', () => {
    const family = '👨‍👩‍👧';
    expect(graphemeCut(`${family}${family}x`, 1)).toBe(family.length);
    expect(graphemeCut('🇪🇹🇪🇹', 1)).toBe(4);
    expect(graphemeCut('a\r\nb', 2)).toBe(3);
  });
});
