import { escapeAttribute, escapeText } from './rich-text';

/** One of the post's photos as its text shows it: the one place its description and caption are kept. */
export interface AnsweredPhoto {
  src: string;
  srcset?: string | undefined;
  alt: string;
  caption: string;
}

const PHOTO_ID = 'data-photo-id="';

/**
 * Stored markup as readers get it: each photo of the post given its address and widths, its
 * description as `alt` (empty when none was written: nothing is made up) and its caption as the
 * figure's, from the photo itself, so a caption changed in the Photos panel is the one every copy
 * shows. A caption a body stored before kept in its figure is left out for the photo's; a figure of a
 * photo since removed is left out whole, and so is a lone image of one.
 *
 * The markup was written by `sanitizeBody`: every `<` in it opens a tag and every `>` closes one
 * (text and attributes are escaped), so tags are found by searching, once from start to end.
 */
export function withPhotos(html: string, photoOf: (id: string) => AnsweredPhoto | undefined): string {
  const parts: string[] = [];
  /** The open figures, innermost last: where each starts among `parts`, and its photo (null: removed). */
  const figures: { at: number; photo?: AnsweredPhoto | null }[] = [];
  /** Inside a stored caption being left out: how many of its tags are open. */
  let skipping = 0;
  let from = 0;
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', from)) {
    const end = html.indexOf('>', at);
    if (end === -1) break;
    if (skipping === 0) parts.push(html.slice(from, at));
    from = end + 1;
    const closing = html.charAt(at + 1) === '/';
    const nameStart = at + (closing ? 2 : 1);
    let nameEnd = nameStart;
    while (nameEnd < end && html.charAt(nameEnd) !== ' ' && html.charAt(nameEnd) !== '/') nameEnd += 1;
    const name = html.slice(nameStart, nameEnd);
    const figure = figures.at(-1);
    if (skipping > 0) {
      if (name === 'figcaption') skipping += closing ? -1 : 1;
    } else if (name === 'figcaption' && !closing && figure?.photo !== undefined) {
      skipping = 1;
    } else if (name === 'figure' && !closing) {
      figures.push({ at: parts.length });
      parts.push(html.slice(at, end + 1));
    } else if (name === 'figure') {
      figures.pop();
      if (figure?.photo === null) {
        parts.length = figure.at;
        continue;
      }
      if (figure?.photo?.caption) parts.push(`<figcaption>${escapeText(figure.photo.caption)}</figcaption>`);
      parts.push(html.slice(at, end + 1));
    } else if (name === 'img') {
      const idAt = html.indexOf(PHOTO_ID, nameEnd);
      const idEnd = idAt === -1 || idAt > end ? -1 : html.indexOf('"', idAt + PHOTO_ID.length);
      const id = idEnd === -1 ? '' : html.slice(idAt + PHOTO_ID.length, idEnd);
      const photo = id ? photoOf(id) : undefined;
      if (figure && figure.photo === undefined) figure.photo = photo ?? null;
      if (photo) {
        const srcset = photo.srcset
          ? ` srcset="${photo.srcset}" sizes="(max-width: 800px) 100vw, 800px"`
          : '';
        parts.push(
          `<img src="${photo.src}"${srcset} alt="${escapeAttribute(photo.alt)}" ${PHOTO_ID}${id}" loading="lazy" />`,
        );
      }
    } else {
      parts.push(html.slice(at, end + 1));
    }
  }
  if (skipping === 0) parts.push(html.slice(from));
  return parts.join('');
}
