import { mergeAttributes, Node } from '@tiptap/react';

/**
 * The two blocks the editor adds to what StarterKit gives, written in the shape the server keeps
 * (apps/api src/lib/rich-text.ts): a figure of one of the post's own photos, named by its id (the
 * server gives it its address and widths), and a YouTube video as an empty `div` that the public site
 * turns into a player on click.
 */
export const PhotoFigure = Node.create({
  name: 'photoFigure',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { photoId: { default: '' }, src: { default: '' }, alt: { default: '' }, caption: { default: '' } };
  },
  parseHTML() {
    return [
      {
        tag: 'figure',
        getAttrs: (element) => {
          const image = element.querySelector('img');
          if (!image?.getAttribute('data-photo-id')) return false;
          return {
            photoId: image.getAttribute('data-photo-id'),
            src: image.getAttribute('src') ?? '',
            alt: image.getAttribute('alt') ?? '',
            caption: element.querySelector('figcaption')?.textContent ?? '',
          };
        },
      },
    ];
  },
  renderHTML({ node }) {
    const image = [
      'img',
      mergeAttributes({ src: node.attrs.src, alt: node.attrs.alt, 'data-photo-id': node.attrs.photoId }),
    ];
    return node.attrs.caption ? ['figure', image, ['figcaption', node.attrs.caption]] : ['figure', image];
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
