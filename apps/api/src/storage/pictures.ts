import { POST_IMAGE, POST_IMAGE_WIDTHS } from '@station/domain';
import type { StoredImage } from '../db/schema/index';
import { processImage } from '../lib/images';
import { loadSharp } from '../lib/load-sharp';
import type { Storage } from './storage';
import { type ImageAddress, imageAddress, storedImage } from './stored-images';

/** Photos are stored at the widest size any page shows them, as WebP, whatever the camera sent. */
export const POST_IMAGE_MAX_WIDTH = 1600;

/** A post's photos, whether they came from the console or from Telegram: re-encoded, stored, removed. */
export interface PostImages {
  /** All or nothing: when one photo is refused, those already stored are removed again. */
  store(photos: readonly Buffer[]): Promise<StoredImage[]>;
  remove(images: readonly StoredImage[]): Promise<void>;
  addressOf: ImageAddress;
  /** `<url> 400w, <url> 800w, <url> 1600w` over the widths stored, or nothing for a photo stored before. */
  srcsetOf(image: StoredImage): string | undefined;
}

/**
 * The narrower copies a phone or a card reads instead of the widest one; never wider than the photo.
 * They are seen on dense phone screens, where quality 65 is hard to tell from 78, and it keeps an 800 px news
 * photo near 40 KB.
 */
const NARROWER_QUALITY = 65;

async function storeNarrowerCopies(storage: Storage, widest: Buffer, width: number, into: StoredImage) {
  // Each copy is kept on the image as soon as it is saved, so a failure later still removes it.
  into.variants = [];
  for (const narrower of POST_IMAGE_WIDTHS.filter((candidate) => candidate < width)) {
    const data = await (await loadSharp())(widest)
      .resize({ width: narrower })
      .webp({ quality: NARROWER_QUALITY })
      .toBuffer();
    into.variants.push({ width: narrower, key: (await storage.save(data, 'webp')).key });
  }
}

export function createPostImages(storage: Storage): PostImages {
  const remove = async (images: readonly StoredImage[]) => {
    const keys = images.flatMap((image) => [
      ...(image.key ? [image.key] : []),
      ...(image.variants ?? []).map((variant) => variant.key),
    ]);
    await Promise.all(keys.map((key) => storage.remove(key)));
  };
  const addressOf = imageAddress(storage);
  return {
    async store(photos) {
      const stored: StoredImage[] = [];
      try {
        for (const photo of photos) {
          const image = await processImage(photo, POST_IMAGE.mimeTypes, {
            maxWidth: POST_IMAGE_MAX_WIDTH,
            toWebp: true,
          });
          const saved = await storage.save(image.data, image.extension);
          const kept = storedImage(saved.key, { width: image.width, height: image.height });
          stored.push(kept);
          await storeNarrowerCopies(storage, image.data, image.width, kept);
        }
        return stored;
      } catch (error) {
        await remove(stored);
        throw error;
      }
    },
    remove,
    addressOf,
    srcsetOf(image) {
      if (!image.key || !image.width || !image.variants?.length) return undefined;
      return [...image.variants, { width: image.width, key: image.key }]
        .map((variant) => `${storage.urlFor(variant.key)} ${variant.width}w`)
        .join(', ');
    },
  };
}
