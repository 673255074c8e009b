/**
 * The point of a photo every crop keeps in view (a face, the speaker), as fractions of its width and
 * height from the top left. A photo without one is cropped around its middle. This module holds no
 * schema, so the public site's reading path can draw with it without zod (its schema is in
 * `photo-focus.schemas.ts`).
 */
export interface PhotoFocus {
  x: number;
  y: number;
}

export const CENTRE: PhotoFocus = { x: 0.5, y: 0.5 };

/** The picture a shared link shows (Open Graph's recommended 1.91:1), cut from the cover around its focus. */
export const SHARE_PICTURE = { width: 1200, height: 630 } as const;

/** CSS `object-position` keeping the focal point in view in any box the photo is cut to fill. */
export const focusPosition = (focus: PhotoFocus | undefined) => {
  const { x, y } = focus ?? CENTRE;
  return `${Math.round(x * 1000) / 10}% ${Math.round(y * 1000) / 10}%`;
};

/**
 * The largest box of the share picture's shape inside a `width`×`height` photo, centred on the focal
 * point as far as the photo's edges allow: what `object-fit: cover` with the focus as
 * `object-position` shows.
 */
export function focusCrop(width: number, height: number, focus: PhotoFocus | undefined) {
  const { x, y } = focus ?? CENTRE;
  const ratio = SHARE_PICTURE.width / SHARE_PICTURE.height;
  const cropWidth = Math.max(1, Math.min(width, Math.round(height * ratio)));
  const cropHeight = Math.max(1, Math.min(height, Math.round(width / ratio)));
  const clamp = (at: number, size: number, whole: number) =>
    Math.min(Math.max(0, Math.round(at - size / 2)), whole - size);
  return {
    left: clamp(x * width, cropWidth, width),
    top: clamp(y * height, cropHeight, height),
    width: cropWidth,
    height: cropHeight,
  };
}
