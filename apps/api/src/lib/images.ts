import { badRequest, payloadTooLarge, unsupportedMedia } from './errors';
import { loadSharp } from './load-sharp';

/** Generous for a 2560 x 317 banner or a phone photo, far below what would exhaust memory while decoding. */
export const MAX_INPUT_PIXELS = 40_000_000;

export interface ProcessedImage {
  data: Buffer;
  extension: 'png' | 'jpg' | 'webp';
  width: number;
  height: number;
}

type Accepted = 'image/png' | 'image/jpeg' | 'image/webp';

/**
 * Decides the type from the bytes, never the name or the declared type, then re-encodes the picture:
 * metadata, trailing payloads and anything else hidden in the file do not survive.
 */
export async function processImage(
  input: Buffer,
  accepted: readonly Accepted[],
  options: { maxWidth?: number; toWebp?: boolean } = {},
): Promise<ProcessedImage> {
  // Loaded with the first upload, like the image library (about 16 MiB held otherwise).
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(input);
  if (!type || !accepted.includes(type.mime as Accepted)) {
    throw unsupportedMedia(
      `Only ${accepted.map((mime) => mime.replace('image/', '')).join(', ')} images are accepted.`,
    );
  }
  try {
    const sharp = await loadSharp();
    let pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    if (options.maxWidth) pipeline = pipeline.resize({ width: options.maxWidth, withoutEnlargement: true });
    const extension = options.toWebp ? 'webp' : type.mime === 'image/png' ? 'png' : 'jpg';
    pipeline =
      extension === 'webp'
        ? pipeline.webp({ quality: 80 })
        : extension === 'png'
          ? pipeline.png({ compressionLevel: 9 })
          : pipeline.jpeg({ quality: 82, mozjpeg: true });
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { data, extension, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw payloadTooLarge('The image has too many pixels (max 40 megapixels).');
    }
    throw badRequest('The image could not be read; it may be damaged.');
  }
}
