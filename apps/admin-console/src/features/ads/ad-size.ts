import { AD_IMAGE } from '@station/domain';

export interface ImageSize {
  width: number;
  height: number;
}

/** How much a picture may differ from the slot's shape before it is visibly cropped. */
const RATIO_TOLERANCE = 0.05;

export const AD_SIZE: ImageSize = { width: AD_IMAGE.width, height: AD_IMAGE.height };

/** Width over height, written the way people read it: 8.08:1. */
export function formatRatio({ width, height }: ImageSize): string {
  return `${Number((width / height).toFixed(2))}:1`;
}

/** True when the picture's shape is far enough from the slot's that the site would crop it. */
export function isWrongAdShape(size: ImageSize): boolean {
  const expected = AD_SIZE.width / AD_SIZE.height;
  return Math.abs(size.width / size.height - expected) / expected > RATIO_TOLERANCE;
}

/** Reads the chosen picture's pixel size in the browser; undefined when it cannot be decoded here. */
export async function readImageSize(file: File): Promise<ImageSize | undefined> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return undefined;
  }
}
