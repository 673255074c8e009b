import { POST_IMAGE } from '@station/domain';
import type { StoredImage } from '../db/schema/index';
import { processImage } from '../lib/images';
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
}

export function createPostImages(storage: Storage): PostImages {
  const remove = async (images: readonly StoredImage[]) => {
    await Promise.all(images.map((image) => (image.key ? storage.remove(image.key) : undefined)));
  };
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
          stored.push(storedImage(saved.key, { width: image.width, height: image.height }));
        }
        return stored;
      } catch (error) {
        await remove(stored);
        throw error;
      }
    },
    remove,
    addressOf: imageAddress(storage),
  };
}
