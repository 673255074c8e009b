import { AD_IMAGE, CENTRE, focusCrop, POST_IMAGE, POST_IMAGE_WIDTHS, SHARE_PICTURE } from '@station/domain';
import type { StoredImage } from '../db/schema/index';
import { processImage } from '../lib/images';
import { loadSharp } from '../lib/load-sharp';
import type { Storage } from './storage';
import { type ImageAddress, imageAddress, storedImage } from './stored-images';

/** Photos are stored at the widest size any page shows them, as WebP, whatever the camera sent. */
export const POST_IMAGE_MAX_WIDTH = 1600;

/**
 * Pictures a page shows (a post's photos, whether they came from the console or from Telegram, and the
 * ad banners): re-encoded as WebP, stored with narrower copies, removed with them.
 */
export interface Pictures {
  /** All or nothing: when one photo is refused, those already stored are removed again. */
  store(photos: readonly Buffer[]): Promise<StoredImage[]>;
  remove(images: readonly StoredImage[]): Promise<void>;
  addressOf: ImageAddress;
  /** `<url> 400w, <url> 800w, <url> 1600w` over the widths stored, or nothing for a picture stored before. */
  srcsetOf(image: StoredImage): string | undefined;
  /**
   * The picture a shared link shows, cut from the stored photo around its focus and stored as JPEG
   * (what every app that draws link previews reads); undefined for a picture not in the store.
   */
  shareCopy(image: StoredImage): Promise<StoredImage['share']>;
}

/**
 * The narrower copies a phone or a card reads instead of the widest one; never wider than the photo.
 * They are seen on dense phone screens, where quality 65 is hard to tell from 78, and it keeps an 800 px news
 * photo near 40 KB.
 */
const NARROWER_QUALITY = 65;
const SHARE_QUALITY = 80;

async function bytesOf(storage: Storage, key: string): Promise<Buffer | undefined> {
  const stored = await storage.read(key);
  if (!stored) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

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

interface PictureKind {
  accepted: readonly ('image/png' | 'image/jpeg' | 'image/webp')[];
  /** The widest any page shows this kind of picture. */
  maxWidth: number;
}

function createPictures(storage: Storage, { accepted, maxWidth }: PictureKind): Pictures {
  const remove = async (images: readonly StoredImage[]) => {
    const keys = images.flatMap((image) => [
      ...(image.key ? [image.key] : []),
      ...(image.variants ?? []).map((variant) => variant.key),
      ...(image.share ? [image.share.key] : []),
    ]);
    await Promise.all(keys.map((key) => storage.remove(key)));
  };
  const addressOf = imageAddress(storage);
  return {
    async store(photos) {
      const stored: StoredImage[] = [];
      try {
        for (const photo of photos) {
          const image = await processImage(photo, accepted, { maxWidth, toWebp: true });
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
    async shareCopy(image) {
      const widest = image.key ? await bytesOf(storage, image.key) : undefined;
      if (!widest) return undefined;
      const sharp = await loadSharp();
      const { width = 0, height = 0 } = await sharp(widest).metadata();
      if (!width || !height) return undefined;
      const data = await sharp(widest)
        .extract(focusCrop(width, height, image.focus))
        .resize(SHARE_PICTURE.width, SHARE_PICTURE.height)
        .jpeg({ quality: SHARE_QUALITY })
        .toBuffer();
      const { x, y } = image.focus ?? CENTRE;
      return { key: (await storage.save(data, 'jpg')).key, x, y };
    },
  };
}

export const createPostImages = (storage: Storage): Pictures =>
  createPictures(storage, { accepted: POST_IMAGE.mimeTypes, maxWidth: POST_IMAGE_MAX_WIDTH });

/**
 * Banners as wide as the widest screen, with the narrower copies a phone reads: a photo banner sent as
 * PNG was otherwise sent whole to every reader, hundreds of KB for a strip 100 px high on a phone.
 */
export const createAdPictures = (storage: Storage): Pictures =>
  createPictures(storage, { accepted: AD_IMAGE.mimeTypes, maxWidth: AD_IMAGE.width });
