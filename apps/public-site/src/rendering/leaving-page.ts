/** Set on `<html>` once the reader has followed a link the browser is loading as a new page. */
export const LEAVING_ATTRIBUTE = 'data-leaving';

/** Whether the reader is already on their way to another page (see boot.ts). */
export const isLeaving = (doc: Document) => doc.documentElement.hasAttribute(LEAVING_ATTRIBUTE);

/**
 * The link a click sends this tab along (a plain left click, not one asking for a new tab or window,
 * not a download, not a link opening elsewhere), or null when the click follows no such link.
 */
export function followedLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  return link;
}
