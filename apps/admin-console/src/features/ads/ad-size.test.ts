import { describe, expect, it } from 'vitest';
import { formatRatio, isWrongAdShape } from './ad-size';

describe('ad picture shape', () => {
  it.each([
    [{ width: 2560, height: 317 }, false],
    [{ width: 1280, height: 160 }, false],
    [{ width: 1600, height: 900 }, true],
    [{ width: 640, height: 360 }, true],
  ])('%o is wrong: %s', (size, wrong) => {
    expect(isWrongAdShape(size)).toBe(wrong);
  });

  it('writes ratios as people read them', () => {
    expect(formatRatio({ width: 2560, height: 317 })).toBe('8.08:1');
    expect(formatRatio({ width: 1600, height: 900 })).toBe('1.78:1');
  });
});
