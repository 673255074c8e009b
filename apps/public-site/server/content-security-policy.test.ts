import { describe, expect, it } from 'vitest';
import { sitePolicy } from './content-security-policy';
import { readServerEnv } from './env';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe("the public site's policy", () => {
  it('takes pictures from the API, the thumbnail host and the configured upload origins, not from any https host', () => {
    const policy = sitePolicy(
      readServerEnv({
        PUBLIC_API_URL: 'https://station.et/api/',
        IMAGE_ORIGINS: 'https://cdn.station.et/uploads/, https://media.station.et',
      }),
    );
    expect(directive(policy, 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://station.et',
      'https://i.ytimg.com',
      'https://cdn.station.et',
      'https://media.station.et',
    ]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://station.et']);
  });

  it('frames only YouTube and the configured map, and calls only its own origin when the API is /api/', () => {
    const policy = sitePolicy(readServerEnv({ SITE_MAP_EMBED_URL: 'https://maps.example/embed?q=1' }));
    expect(directive(policy, 'frame-src')).toEqual([
      'https://www.youtube.com',
      'https://www.youtube-nocookie.com',
      'https://maps.example',
    ]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
  });
});
