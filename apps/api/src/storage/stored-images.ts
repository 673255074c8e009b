import type { StoredImage } from '../db/schema/index';
import type { Storage } from './storage';

/** How a stored image reaches readers: its address made from the key now, never one kept from before. */
export type ImageAddress = (image: StoredImage) => string;

export const imageAddress =
  (storage: Pick<Storage, 'urlFor'>): ImageAddress =>
  (image) =>
    image.key ? storage.urlFor(image.key) : (image.secure_url ?? '');

/** What the database keeps of a freshly stored upload: its key and what pages need to lay it out. */
export const storedImage = (
  key: string,
  details: { title?: string; width?: number; height?: number } = {},
): StoredImage => ({ key, ...details });
