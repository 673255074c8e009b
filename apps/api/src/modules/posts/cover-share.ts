import { CENTRE } from '@station/domain';
import type { StoredImage } from '../../db/schema/index';
import type { Pictures } from '../../storage/pictures';

export interface CoverShare {
  images: StoredImage[];
  /** The share picture the cover had before: its file goes once the photos are saved. */
  stale: StoredImage[];
  /** The share picture cut now: its file goes if the photos are not saved. */
  made: StoredImage[];
}

/**
 * The photos with the cover's share picture cut around its focus as it is now: cut again when the
 * cover is new, has none (stored before), or its focus moved since it was cut.
 */
export async function withCoverShare(
  images: StoredImage[],
  pictures: Pick<Pictures, 'shareCopy'>,
): Promise<CoverShare> {
  const [cover, ...rest] = images;
  const focus = cover?.focus ?? CENTRE;
  if (!cover?.key || (cover.share && cover.share.x === focus.x && cover.share.y === focus.y))
    return { images, stale: [], made: [] };
  const { share: before, ...bare } = cover;
  const share = await pictures.shareCopy(bare);
  return {
    images: [{ ...bare, ...(share ? { share } : {}) }, ...rest],
    stale: before ? [{ key: before.key }] : [],
    made: share ? [{ key: share.key }] : [],
  };
}
