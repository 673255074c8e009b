// @ts-check
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, originsOf, securityHeaders } from './security-headers.mjs';

/**
 * @param {string} policy
 * @param {string} name
 */
const directive = (policy, name) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('contentSecurityPolicy', () => {
  it('takes pictures only from the app, the API origin and the hosts it is given', () => {
    const policy = contentSecurityPolicy({
      apiUrl: 'https://api.station.et/api/',
      imageHosts: ['https://i.ytimg.com', 'https://api.station.et'],
    });
    expect(directive(policy, 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://api.station.et',
      'https://i.ytimg.com',
    ]);
  });

  it('runs scripts from the app alone and allows no frames unless named', () => {
    const policy = contentSecurityPolicy({ apiUrl: 'http://localhost:3000/api/' });
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-src')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'http://localhost:3000']);
  });

  it('names no other origin when the API is a path on the same one', () => {
    const policy = contentSecurityPolicy({ apiUrl: '/api/' });
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });
});

describe('originsOf', () => {
  it('keeps the origin of each listed address and refuses one that is not absolute', () => {
    expect(originsOf(' https://cdn.station.et/uploads/, https://media.station.et ')).toEqual([
      'https://cdn.station.et',
      'https://media.station.et',
    ]);
    expect(originsOf(undefined)).toEqual([]);
    expect(() => originsOf('https://cdn.station.et, /uploads')).toThrow('"/uploads"');
  });
});

describe('securityHeaders', () => {
  it('sends the policy with the protections that go beside it', () => {
    const headers = securityHeaders("default-src 'self'");
    expect(headers['content-security-policy']).toBe("default-src 'self'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('leaves the opener policy out for a site that asks', () => {
    const headers = securityHeaders("default-src 'self'", { isolateOpener: false });
    expect(headers).not.toHaveProperty('cross-origin-opener-policy');
    expect(headers['x-frame-options']).toBe('DENY');
  });
});
