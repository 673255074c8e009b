import { describe, expect, it } from 'vitest';
import { focusCrop, focusPosition } from './photo-focus';
import { photoFocusSchema } from './photo-focus.schemas';

describe('a photo’s focal point', () => {
  it('is refused off the photo', () => {
    expect(photoFocusSchema.safeParse({ x: 0.2, y: 1 }).success).toBe(true);
    expect(photoFocusSchema.safeParse({ x: -0.01, y: 0.5 }).success).toBe(false);
    expect(photoFocusSchema.safeParse({ x: 0.5, y: 1.5 }).success).toBe(false);
  });

  it('places the photo in its box, the middle without one', () => {
    expect(focusPosition({ x: 0.25, y: 0.125 })).toBe('25% 12.5%');
    expect(focusPosition(undefined)).toBe('50% 50%');
  });

  it('keeps a portrait photo’s top in the share picture when the focus is there', () => {
    expect(focusCrop(800, 1600, { x: 0.5, y: 0.1 })).toEqual({ left: 0, top: 0, width: 800, height: 420 });
    expect(focusCrop(800, 1600, { x: 0.5, y: 0.6 })).toEqual({ left: 0, top: 750, width: 800, height: 420 });
    expect(focusCrop(800, 1600, { x: 0.5, y: 1 })).toEqual({ left: 0, top: 1180, width: 800, height: 420 });
  });

  it('cuts a wide photo’s sides around the focus', () => {
    expect(focusCrop(3000, 630, { x: 0.9, y: 0.5 })).toEqual({
      left: 1800,
      top: 0,
      width: 1200,
      height: 630,
    });
  });
});
