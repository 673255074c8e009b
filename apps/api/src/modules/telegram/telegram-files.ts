import type { TelegramPhotoSize } from '@station/domain';
import { POST_IMAGE_MAX_WIDTH } from '../../storage/post-images';

const TIMEOUT_MS = 3000;
const MAX_BYTES = 5 * 1024 * 1024;

export interface TelegramFiles {
  /** The bytes of a photo as Telegram keeps it, or an Error saying why they could not be had. */
  download(photo: TelegramPhotoSize): Promise<Buffer>;
}

/** Telegram sends every photo in several sizes; the widest one a page shows (larger is shrunk again) is enough. */
export function pickPhotoSize(sizes: readonly TelegramPhotoSize[]): TelegramPhotoSize | undefined {
  const bySize = [...sizes].sort((a, b) => a.width - b.width);
  return bySize.filter((size) => size.width <= POST_IMAGE_MAX_WIDTH).at(-1) ?? bySize[0];
}

/** Reads files through the Bot API: getFile names the path, then the file is fetched from it. */
export function createTelegramFiles({
  token,
  apiBase,
  fetch: doFetch = fetch,
}: {
  token: string;
  apiBase: string;
  fetch?: typeof fetch;
}): TelegramFiles {
  const base = apiBase.replace(/\/$/, '');
  return {
    async download(photo) {
      if ((photo.file_size ?? 0) > MAX_BYTES) throw new Error('the photo is larger than 5 MB');
      const info = await doFetch(`${base}/bot${token}/getFile?file_id=${encodeURIComponent(photo.file_id)}`, {
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = (await info.json().catch(() => null)) as {
        ok?: boolean;
        result?: { file_path?: unknown };
      } | null;
      const path = body?.ok ? body.result?.file_path : undefined;
      if (typeof path !== 'string' || path === '' || path.includes('..'))
        throw new Error(`getFile answered ${info.status} without a usable path`);
      const file = await doFetch(`${base}/file/bot${token}/${path}`, {
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!file.ok) throw new Error(`the file download answered ${file.status}`);
      if (Number(file.headers.get('content-length') ?? 0) > MAX_BYTES)
        throw new Error('the photo is larger than 5 MB');
      const data = Buffer.from(await file.arrayBuffer());
      if (data.length > MAX_BYTES) throw new Error('the photo is larger than 5 MB');
      return data;
    },
  };
}
