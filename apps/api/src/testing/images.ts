import sharp from 'sharp';
import type { TestApp } from './build-test-app';
import { type FilePart, multipartBody } from './multipart';

/** A real picture of one colour, drawn on the spot, so no fixture file is needed. */
export const solidImage = (format: 'png' | 'jpeg' | 'gif' | 'webp', width = 40, height = 20) =>
  sharp({ create: { width, height, channels: 3, background: '#1a6' } })
    .toFormat(format)
    .toBuffer();

/** `PATCH ad/:name` as the super administrator, with the given file as its image. */
export const uploadAd = (t: TestApp, name: string, file: Omit<FilePart, 'field'>) =>
  t.inject({
    method: 'PATCH',
    url: `/api/ad/${name}`,
    token: t.superToken,
    ...multipartBody({ name }, [{ field: 'image', ...file }]),
  });
