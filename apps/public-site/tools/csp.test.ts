import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './csp';

const imageSources = (policy: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith('img-src '))
    ?.split(' ')
    .slice(1);

describe("the public site's policy", () => {
  it('takes pictures from the API, the thumbnail host and the configured upload origins, not from any https host', () => {
    const policy = contentSecurityPolicy({
      VITE_API_URL: 'https://station.et/api/',
      VITE_IMAGE_ORIGINS: 'https://cdn.station.et/uploads/, https://media.station.et',
    });
    expect(imageSources(policy)).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://station.et',
      'https://i.ytimg.com',
      'https://cdn.station.et',
      'https://media.station.et',
    ]);
  });
});
