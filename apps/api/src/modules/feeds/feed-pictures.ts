import type { StoredImage } from '../../db/schema/index';
import type { Storage } from '../../storage/storage';
import type { ImageAddress } from '../../storage/stored-images';

/** A post's first picture as a feed encloses it: RSS wants its address, size in bytes and type. */
export interface FeedPicture {
  url: string;
  bytes: number;
}

/** Sizes remembered at most; an upload's bytes never change under its key, so none goes stale. */
const SIZES_KEPT = 2_000;

/**
 * The picture a feed encloses for a post, or none when its size is not known: RSS requires the real
 * length, and `length="0"` made some readers skip or refetch the file. Only an upload in our store
 * has a size to ask for; a picture kept by address alone, or one the store cannot find, is left out.
 */
export function feedPictures(storage: Pick<Storage, 'read'>, address: ImageAddress) {
  const sizes = new Map<string, number>();

  async function sizeOf(key: string): Promise<number | undefined> {
    const known = sizes.get(key);
    if (known !== undefined) return known;
    // A store that does not answer costs the feed its pictures, never the feed itself.
    const stored = await storage.read(key).catch(() => undefined);
    stored?.body.destroy();
    if (stored?.size === undefined) return undefined;
    if (sizes.size >= SIZES_KEPT) sizes.delete(sizes.keys().next().value as string);
    sizes.set(key, stored.size);
    return stored.size;
  }

  return async (image: StoredImage | undefined): Promise<FeedPicture | undefined> => {
    if (!image?.key) return undefined;
    const bytes = await sizeOf(image.key);
    const url = address(image);
    return bytes === undefined || !url ? undefined : { url, bytes };
  };
}
