import sanitizeHtml from 'sanitize-html';

/** A YouTube video id as the embeds store it; anything else is dropped with its element. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The only markup a post keeps: what the console's editor makes. Anything else (scripts, styles,
 * event handlers, iframes, forms, SVG, `javascript:` links) is removed before storing, so neither app
 * nor the page server ever draws markup that could run. A YouTube embed is kept as an empty
 * `<div data-youtube="ID">` that the apps turn into a player on click; an image only as a reference to
 * one of the post's own photos (`data-photo-id`), without an address: the address is made when the post
 * is answered (`withPhotoAddresses`), so it follows the storage settings like every other image, and a
 * post never loads a picture from elsewhere.
 */
export function sanitizeBody(html: string, { photoIds }: { photoIds: ReadonlySet<string> }): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'h2',
      'h3',
      'h4',
      'strong',
      'em',
      'b',
      'i',
      'a',
      'ul',
      'ol',
      'li',
      'blockquote',
      'br',
      'figure',
      'figcaption',
      'img',
      'div',
    ],
    allowedAttributes: {
      a: ['href', 'rel', 'target'],
      img: ['alt', 'data-photo-id'],
      div: ['data-youtube'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, rel: 'noopener nofollow ugc', target: '_blank' },
      }),
      b: 'strong',
      i: 'em',
      // Any other block (pasted from elsewhere) keeps its words as a paragraph.
      div: (_tagName, attribs): sanitizeHtml.Tag => {
        const id = attribs['data-youtube'] ?? '';
        return YOUTUBE_ID.test(id)
          ? { tagName: 'div', attribs: { 'data-youtube': id } }
          : { tagName: 'p', attribs: {} };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !photoIds.has(frame.attribs['data-photo-id'] ?? ''),
  }).trim();
}

/**
 * Gives each inline photo of stored markup its address (and its widths for `srcset`) from the post's
 * photos; a reference to a photo since removed is dropped. The markup was sanitised when stored, so
 * its attributes are exactly `alt` and `data-photo-id`, quoted.
 */
export function withPhotoAddresses(
  html: string,
  photoOf: (id: string) => { src: string; srcset?: string | undefined } | undefined,
): string {
  return html.replace(/<img ([^>]*?)\s*\/?>/g, (_whole, attributes: string) => {
    const id = /data-photo-id="([^"]*)"/.exec(attributes)?.[1];
    const photo = id ? photoOf(id) : undefined;
    if (!photo) return '';
    const srcset = photo.srcset ? ` srcset="${photo.srcset}" sizes="(max-width: 800px) 100vw, 800px"` : '';
    return `<img src="${photo.src}"${srcset} ${attributes.trim()} loading="lazy" />`;
  });
}

const BLOCKS = /<\/(p|h2|h3|h4|li|blockquote|figcaption)>|<br\s*\/?>/gi;

/**
 * The words of stored markup as plain text, a block per line: what search, excerpts, truncation and
 * share descriptions read, never the markup itself.
 */
export function textOf(html: string): string {
  const lined = html.replace(BLOCKS, (match) => `${match}\n`);
  return sanitizeHtml(lined, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
