import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers.mjs';

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
      imageHosts: ['https://i.ytimg.com'],
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
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'http://localhost:3000']);
  });
});

describe('securityHeaders', () => {
  it('adds what a meta tag cannot carry', () => {
    const headers = securityHeaders("default-src 'self'");
    expect(headers['Content-Security-Policy']).toBe("default-src 'self'; frame-ancestors 'none'");
    expect(headers['X-Frame-Options']).toBe('DENY');
  });
});
