import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Storage } from '../../storage/storage';
import { feedPictures } from './feed-pictures';

const KEY = '0b5c3f4e-2a7d-4c1e-9f3b-6d8a1e2c4b5f.webp';
const address = (image: { key?: string; secure_url?: string }) =>
  image.key ? `https://cdn.example/uploads/${image.key}` : (image.secure_url ?? '');

function store(read: Storage['read']) {
  let reads = 0;
  return {
    storage: {
      read: (key: string) => {
        reads += 1;
        return read(key);
      },
    },
    reads: () => reads,
  };
}

describe('feed pictures', () => {
  it('encloses an upload with its stored size, asking the store once per picture', async () => {
    const { storage, reads } = store(async () => ({ body: Readable.from([Buffer.alloc(5)]), size: 5_120 }));
    const picture = feedPictures(storage, address);
    expect(await picture({ key: KEY })).toEqual({ url: `https://cdn.example/uploads/${KEY}`, bytes: 5_120 });
    await picture({ key: KEY });
    expect(reads()).toBe(1);
  });

  it('leaves out a picture whose size is not known rather than claim a length of 0', async () => {
    const missing = feedPictures(store(async () => undefined).storage, address);
    expect(await missing({ key: KEY })).toBeUndefined();
    const down = feedPictures(
      store(async () => {
        throw new Error('the store is down');
      }).storage,
      address,
    );
    expect(await down({ key: KEY })).toBeUndefined();
    const sizeless = feedPictures(
      store(async () => ({ body: Readable.from([]), size: undefined })).storage,
      address,
    );
    expect(await sizeless({ key: KEY })).toBeUndefined();
    expect(await missing({ secure_url: 'https://elsewhere.example/a.jpg' })).toBeUndefined();
    expect(await missing(undefined)).toBeUndefined();
  });
});
