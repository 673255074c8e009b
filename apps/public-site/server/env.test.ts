import { describe, expect, it } from 'vitest';
import { readServerEnv, SettingError } from './env';

const PRODUCTION = {
  NODE_ENV: 'production',
  API_URL: 'http://127.0.0.1:3000/api/',
  SITE_RECENT_VIDEOS_URL: 'https://www.youtube.com/playlist?list=PLreal',
  SITE_YOUTUBE_URL: 'https://www.youtube.com/@real',
  SITE_FACEBOOK_URL: 'https://www.facebook.com/real',
  SITE_TELEGRAM_URL: 'https://t.me/real',
  SITE_CONTACT_EMAIL: 'desk@station.example',
  SITE_CONTACT_PHONES: '+251 11 000 0001, +251 91 000 0002',
  SITE_CONTACT_ADDRESS: 'Piassa, Addis Ababa',
  SITE_CONTACT_ADDRESS_AM: 'ፒያሳ፣ አዲስ አበባ',
  SITE_MAP_EMBED_URL: 'https://maps.example/embed?q=station',
  PUBLIC_SITE_URL: 'https://station.example',
  SITE_NAME: 'Station TV',
};

describe("the page server's settings", () => {
  it('hand browsers the public settings and the API address they call, and keep the server its own', () => {
    const env = readServerEnv(PRODUCTION);
    expect(env.apiUrl).toBe('http://127.0.0.1:3000/api/');
    expect(env.site).toEqual({
      apiUrl: '/api/',
      recentVideosUrl: 'https://www.youtube.com/playlist?list=PLreal',
      social: {
        youtube: 'https://www.youtube.com/@real',
        facebook: 'https://www.facebook.com/real',
        telegram: 'https://t.me/real',
      },
      contact: {
        email: 'desk@station.example',
        phones: ['+251 11 000 0001', '+251 91 000 0002'],
        address: 'Piassa, Addis Ababa',
        addressAm: 'ፒያሳ፣ አዲስ አበባ',
      },
      mapEmbedUrl: 'https://maps.example/embed?q=station',
    });
    expect(env.share).toEqual({ siteUrl: 'https://station.example', siteName: 'Station TV' });
  });

  it('stop a production start without a public setting or the API address, naming the one missing', () => {
    const { SITE_CONTACT_EMAIL: _email, ...withoutEmail } = PRODUCTION;
    expect(() => readServerEnv(withoutEmail)).toThrow(
      new SettingError('SITE_CONTACT_EMAIL is required in production'),
    );
    const { API_URL: _api, ...withoutApi } = PRODUCTION;
    expect(() => readServerEnv(withoutApi)).toThrow(new SettingError('API_URL is required in production'));
  });

  it('name every missing one at once, so one restart is enough to fix them', () => {
    const { SITE_CONTACT_EMAIL: _email, SITE_MAP_EMBED_URL: _map, ...partial } = PRODUCTION;
    expect(() => readServerEnv(partial)).toThrow(
      'SITE_CONTACT_EMAIL is required in production; SITE_MAP_EMBED_URL is required in production',
    );
  });

  it('fill in the demo station outside production, calling the API browsers are given when it is absolute', () => {
    const env = readServerEnv({ PUBLIC_API_URL: 'http://127.0.0.1:3101/api/' });
    expect(env.apiUrl).toBe('http://127.0.0.1:3101/api/');
    expect(env.site.contact.email).toBe('info@station.et');
    expect(readServerEnv({}).site.apiUrl).toBe('/api/');
  });

  it('mark the reader cookies Secure when the site is served over https, as in production', () => {
    expect(readServerEnv(PRODUCTION).secureCookies).toBe(true);
    expect(readServerEnv({}).secureCookies).toBe(false);
    expect(readServerEnv({ PUBLIC_SITE_URL: 'HTTPS://station.example' }).secureCookies).toBe(true);
  });

  it('name a bad value', () => {
    expect(() => readServerEnv({ SITE_CONTACT_EMAIL: 'desk' })).toThrow(
      /^SITE_CONTACT_EMAIL must be an email address/,
    );
    expect(() => readServerEnv({ SITE_YOUTUBE_URL: 'youtube' })).toThrow(
      /^SITE_YOUTUBE_URL must be an http\(s\) address/,
    );
    expect(() => readServerEnv({ PUBLIC_API_URL: 'api' })).toThrow(/^PUBLIC_API_URL must be/);
    expect(() => readServerEnv({ IMAGE_ORIGINS: 'cdn' })).toThrow(/^IMAGE_ORIGINS/);
    expect(() => readServerEnv({ PAGE_CACHE_MS: '-1' })).toThrow(/^PAGE_CACHE_MS must be/);
  });
});
