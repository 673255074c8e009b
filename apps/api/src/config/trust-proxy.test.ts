import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { EnvError, loadEnv } from './env';

const BASE = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/station-trust-proxy' };

function refusal(value: string): string {
  try {
    loadEnv({ ...BASE, TRUST_PROXY: value });
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  return 'accepted';
}

describe('TRUST_PROXY at start-up', () => {
  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    [
      '10.0.0.0/8, 192.168.1.10, ::1, fd00::/8, loopback',
      ['10.0.0.0/8', '192.168.1.10', '::1', 'fd00::/8', 'loopback'],
    ],
    ['10.0.0.0/255.0.0.0', ['10.0.0.0/255.0.0.0']],
  ])('accepts %j', (value, expected) => {
    expect(loadEnv({ ...BASE, TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each([
    'two',
    'yes',
    '-1',
    '1.5',
    '10.0.0.0/33',
    '::1/129',
    '300.1.1.1',
    '10.0.0.1,,10.0.0.2',
    'nginx.internal',
  ])('refuses %j with one line naming TRUST_PROXY and the bad part', (value) => {
    const message = refusal(value);
    expect(message).toMatch(/^Invalid environment: TRUST_PROXY must be true, a hop count, or a comma list/);
    expect(message).not.toContain('\n');
  });
});

/** The address the visitors' list shows is the reader's, anonymised to its network. */
async function visitorAddress(t: TestApp, forwardedFor: string): Promise<string> {
  await t.app.inject({
    method: 'PATCH',
    url: '/api/view/increase?webStatus=visit&path=%2F',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': forwardedFor },
  });
  const visitors = await t.inject({ method: 'GET', url: '/api/view/visitors', token: t.superToken });
  return (visitors.json() as { ip: string }[])[0]?.ip ?? '';
}

describe('TRUST_PROXY when answering', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it.each([
    ['2', '203.0.113.0'],
    ['1', '198.51.100.0'],
    ['127.0.0.1', '198.51.100.0'],
    ['false', '127.0.0.0'],
  ])('TRUST_PROXY=%s takes the reader from the right hop', async (setting, expected) => {
    t = await buildTestApp({ TRUST_PROXY: setting });
    // The reader, then the CDN's edge, then nginx on loopback.
    expect(await visitorAddress(t, '203.0.113.7, 198.51.100.9')).toBe(expected);
  });
});
