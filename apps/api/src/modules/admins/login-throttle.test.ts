import { describe, expect, it } from 'vitest';
import { lockedOutMessage } from './login-throttle';

describe('the lock-out message', () => {
  it.each([
    [900, 'Too many failed attempts. Try again in 15 minutes.'],
    [899, 'Too many failed attempts. Try again in 15 minutes.'],
    [61, 'Too many failed attempts. Try again in 2 minutes.'],
    [60, 'Too many failed attempts. Try again in 1 minute.'],
    [1, 'Too many failed attempts. Try again in 1 minute.'],
  ])('says how long for %i seconds left, rounded up to whole minutes', (seconds, message) => {
    expect(lockedOutMessage(seconds)).toBe(message);
  });
});
