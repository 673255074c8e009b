import type { PostImage } from '@station/domain';
import type { Editor } from '@tiptap/react';
import { useEffect } from 'react';
import { shelfOf } from './editor-nodes';

const PHOTO_ID = /data-photo-id="([^"]*)"/g;

/** The ids of the photos placed in the text (the editor's HTML): one pass, no backtracking. */
export const photosInText = (html: string): ReadonlySet<string> =>
  new Set(Array.from(html.matchAll(PHOTO_ID), (match) => match[1] ?? ''));

/**
 * Keeps the text's photo figures on the post's photos as the Photos panel last saved them: each
 * figure shows the photo's caption and description as they are now, and a figure of a photo
 * removed there goes from the text too (the panel says so before it is removed).
 */
export function usePhotoFigures(editor: Editor | null, photos: readonly PostImage[]) {
  useEffect(() => {
    if (!editor) return;
    const shelf = shelfOf(editor);
    shelf.photos = new Map(photos.flatMap((photo) => (photo.id ? [[photo.id, photo] as const] : [])));
    for (const draw of shelf.redraws) draw();
    const gone: { from: number; to: number }[] = [];
    editor.state.doc.descendants((node, at) => {
      if (node.type.name !== 'photoFigure') return true;
      if (!shelf.photos.has(String(node.attrs.photoId))) gone.push({ from: at, to: at + node.nodeSize });
      return false;
    });
    if (gone.length === 0) return;
    const change = editor.state.tr;
    for (const { from, to } of gone.reverse()) change.delete(from, to);
    editor.view.dispatch(change);
  }, [editor, photos]);
}
