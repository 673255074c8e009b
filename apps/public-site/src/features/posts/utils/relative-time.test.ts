import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-05-10T12:00:00Z');

describe('relativeTime', () => {
  it('names the largest whole unit in English', () => {
    expect(relativeTime(new Date('2026-05-07T11:00:00Z'), now, 'en')).toBe('3 days ago');
    expect(relativeTime(new Date('2026-05-10T11:58:00Z'), now, 'en')).toBe('2 minutes ago');
    expect(relativeTime(new Date('2026-05-09T12:00:00Z'), now, 'en')).toBe('yesterday');
  });

  it('speaks Amharic when the site does', () => {
    expect(relativeTime(new Date('2026-05-07T11:00:00Z'), now, 'am')).not.toBe('3 days ago');
    expect(relativeTime(new Date('2026-05-07T11:00:00Z'), now, 'am')).toMatch(/[\u1200-\u137F]/);
  });
});
