import type { TelegramPhotoSize } from '@station/domain';
import { POST_IMAGE_MAX_WIDTH } from '../../storage/pictures';
import { readLimited } from './read-limited';

const TIMEOUT_MS = 3000;
const MAX_BYTES = 5 * 1024 * 1024;
/**
 * Telegram names files like `photos/file_12.jpg`. Only plain segments of letters, digits, `_` and `-`
 * (the last with an extension) pass: no `.`/`..` segment, no %-escape, no `?`, `#`, `@` or `//` that
 * could move the request to another path or host once the url is built.
 */
const FILE_PATH = /^(?:[A-Za-z0-9_-]+\/){0,4}[A-Za-z0-9_-]+(?:\.[A-Za-z0-9]{1,10})?$/;

export interface TelegramFiles {
  /** The bytes of a photo as Telegram keeps it, or an Error saying why they could not be had. */
  download(photo: TelegramPhotoSize): Promise<Buffer>;
}

/** Telegram sends every photo in several sizes; the widest one a page shows (larger is shrunk again) is enough. */
export function pickPhotoSize(sizes: readonly TelegramPhotoSize[]): TelegramPhotoSize | undefined {
  const bySize = [...sizes].sort((a, b) => a.width - b.width);
  return bySize.filter((size) => size.width <= POST_IMAGE_MAX_WIDTH).at(-1) ?? bySize[0];
}

/** The download url, built and then checked: it must stay under the Bot API's own file folder. */
function fileUrl(base: string, token: string, path: unknown): URL {
  if (typeof path !== 'string' || !FILE_PATH.test(path)) throw new Error('getFile answered an unusable path');
  const folder = new URL(`${base}/file/bot${token}/`);
  const url = new URL(path, folder);
  if (url.origin !== folder.origin || !url.pathname.startsWith(folder.pathname))
    throw new Error('getFile answered a path outside the Bot API');
  return url;
}

/** Where the Bot API is and the bot's token; `fetch` stands in for tests. */
export interface BotApiOptions {
  token: string;
  apiBase: string;
  fetch?: typeof fetch;
}

/** Reads files through the Bot API: getFile names the path, then the file is fetched from it. */
export function createTelegramFiles({
  token,
  apiBase,
  fetch: doFetch = fetch,
}: BotApiOptions): TelegramFiles {
  const base = apiBase.replace(/\/$/, '');
  // A redirect could lead anywhere, the private network included; the Bot API never needs one.
  const get = (url: string | URL, signal: AbortSignal) => doFetch(url, { redirect: 'error', signal });
  return {
    async download(photo) {
      if ((photo.file_size ?? 0) > MAX_BYTES) throw new Error('the photo is larger than 5 MB');
      const info = await get(
        `${base}/bot${token}/getFile?file_id=${encodeURIComponent(photo.file_id)}`,
        AbortSignal.timeout(TIMEOUT_MS),
      );
      const body = (await info.json().catch(() => null)) as {
        ok?: boolean;
        result?: { file_path?: unknown };
      } | null;
      if (!body?.ok) throw new Error(`getFile answered ${info.status}`);
      const url = fileUrl(base, token, body.result?.file_path);
      const abort = new AbortController();
      const file = await get(url, AbortSignal.any([abort.signal, AbortSignal.timeout(TIMEOUT_MS)]));
      if (!file.ok) throw new Error(`the file download answered ${file.status}`);
      if (Number(file.headers.get('content-length') ?? 0) > MAX_BYTES) {
        abort.abort();
        throw new Error('the photo is larger than 5 MB');
      }
      return readLimited(file, MAX_BYTES, abort);
    },
  };
}
