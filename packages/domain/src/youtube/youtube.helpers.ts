const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const PLAYLIST_ID = /^[A-Za-z0-9_-]{2,64}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
const PATH_PREFIXES = ['embed', 'shorts', 'live', 'v', 'e'];

function parseLink(link: string): URL | null {
  const trimmed = link.trim();
  if (trimmed === '') return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** The 11-character video id of a YouTube link (watch, youtu.be, embed, shorts, live), or null. */
export function extractVideoId(link: string): string | null {
  const url = parseLink(link);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | undefined;
  if (SHORT_HOSTS.has(host)) {
    candidate = segments[0];
  } else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') candidate = url.searchParams.get('v') ?? undefined;
    else if (segments[0] && PATH_PREFIXES.includes(segments[0])) candidate = segments[1];
  }
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

/** The embed url for a video id: autoplay on, mute off (spec §9). */
export function embedUrlForId(videoId: string): string {
  return `https://www.youtube.com/embed/${videoId}?autoplay=1&mute=0`;
}

/** The video's own page, where a tap goes before the site's scripts have arrived. */
export function watchUrlForId(videoId: string): string {
  return `https://www.youtube.com/watch?v=${videoId}`;
}

/** The canonical embed url rebuilt from the link's video id, so nothing else of the link is kept. */
export function toEmbedUrl(link: string): string | null {
  const id = extractVideoId(link);
  return id ? embedUrlForId(id) : null;
}

/** The playlist id in a link's `list` parameter, or null. */
export function extractPlaylistId(link: string): string | null {
  const url = parseLink(link);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  if (!YOUTUBE_HOSTS.has(host) && !SHORT_HOSTS.has(host)) return null;
  const list = url.searchParams.get('list');
  return list && PLAYLIST_ID.test(list) ? list : null;
}

/** A still image of a video, for click-to-load players. */
export function thumbnailUrl(videoId: string): string {
  return `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;
}
