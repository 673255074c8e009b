import { describe, expect, it } from 'vitest';
import { anonymiseIp } from './anonymise-ip';

describe('anonymiseIp', () => {
  it.each([
    ['196.188.12.34', '196.188.12.0'],
    ['::ffff:10.1.2.3', '10.1.2.0'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::/48'],
    ['2001:db8::1', '2001:db8:0::/48'],
    ['not-an-ip', 'unknown'],
  ])('turns %s into %s', (ip, expected) => {
    expect(anonymiseIp(ip)).toBe(expected);
  });
});
