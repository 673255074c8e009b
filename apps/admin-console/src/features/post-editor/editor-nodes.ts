import type { PostImage } from '@station/domain';
import { type Editor, Node } from '@tiptap/react';

/** The post's photos as the figures in one editor draw them, with the figures that draw them. */
interface PhotoShelf {
  photos: ReadonlyMap<string, PostImage>;
  redraws: Set<() => void>;
}
const shelves = new WeakMap<Editor, PhotoShelf>();

export function shelfOf(editor: Editor): PhotoShelf {
  let shelf = shelves.get(editor);
  if (!shelf) {
    shelf = { photos: new Map(), redraws: new Set() };
    shelves.set(editor, shelf);
  }
  return shelf;
}

/**
 * The two blocks the editor adds to what StarterKit gives, written in the shape the server keeps
 * (apps/api src/lib/rich-text.ts): a figure of one of the post's own photos, named by its id only
 * (the server answers it with the photo's address, widths, description and caption, so the Photos
 * panel is the one place they are written), and a YouTube video as an empty `div` that the public
 * site turns into a player on click.
 */
export const PhotoFigure = Node.create({
  name: 'photoFigure',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { photoId: { default: '' } };
  },
  parseHTML() {
    return [
      {
        tag: 'figure',
        getAttrs: (element) => {
          const photoId = element.querySelector('img')?.getAttribute('data-photo-id');
          return photoId ? { photoId } : false;
        },
      },
    ];
  },
  renderHTML({ node }) {
    return ['figure', ['img', { 'data-photo-id': node.attrs.photoId }]];
  },
  /** Drawn from the photo as the Photos panel has it now, and drawn again whenever it changes. */
  addNodeView() {
    return ({ node, editor }) => {
      const dom = document.createElement('figure');
      const image = document.createElement('img');
      const caption = document.createElement('figcaption');
      dom.append(image, caption);
      let photoId = String(node.attrs.photoId);
      const draw = () => {
        const photo = shelfOf(editor).photos.get(photoId);
        image.src = photo?.secure_url ?? '';
        image.alt = photo?.alt ?? '';
        caption.textContent = photo?.caption ?? '';
        caption.hidden = !photo?.caption;
      };
      draw();
      const { redraws } = shelfOf(editor);
      redraws.add(draw);
      return {
        dom,
        update: (updated) => {
          if (updated.type !== node.type) return false;
          photoId = String(updated.attrs.photoId);
          draw();
          return true;
        },
        destroy: () => redraws.delete(draw),
      };
    };
  },
});

export const YoutubeEmbed = Node.create({
  name: 'youtubeEmbed',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { videoId: { default: '' } };
  },
  parseHTML() {
    return [
      {
        tag: 'div[data-youtube]',
        getAttrs: (element) => ({ videoId: element.getAttribute('data-youtube') }),
      },
    ];
  },
  renderHTML({ node }) {
    return ['div', { 'data-youtube': node.attrs.videoId }];
  },
});
