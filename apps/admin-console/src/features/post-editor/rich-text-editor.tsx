import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import ImageIcon from '@mui/icons-material/Image';
import LinkIcon from '@mui/icons-material/Link';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import { extractVideoId, type PostImage } from '@station/domain';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoFigure, YoutubeEmbed } from './editor-nodes';
import { PasteNotice, usePasteCleaner } from './paste-notice';
import { usePhotoFigures } from './photo-figures';
import { PromptDialog, type PromptRequest } from './prompt-dialog';

const WEB_ADDRESS = /^(https?:\/\/|mailto:)\S+$/i;

/** Only what the server keeps (apps/api src/lib/rich-text.ts): no strike, code, underline or rules. */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
  }),
  PhotoFigure,
  YoutubeEmbed,
];

function Tool({
  label,
  active = false,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <ToggleButton
      value={label}
      size="small"
      // A tool shown as letters (H2) is named with them too, so "H2" spoken to voice control finds it.
      aria-label={typeof children === 'string' ? `${label} ${children}` : label}
      selected={active}
      onChange={onClick}
    >
      {children}
    </ToggleButton>
  );
}

function Toolbar({ editor, photos }: { editor: Editor; photos: PostImage[] }) {
  const { t } = useTranslation('post-editor');
  const [prompt, setPrompt] = useState<PromptRequest | null>(null);
  const [photoMenu, setPhotoMenu] = useState<HTMLElement | null>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      link: current.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();

  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, p: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Button size="small" onClick={() => chain().setParagraph().run()}>
        {t('editor.paragraph')}
      </Button>
      <Tool
        label={t('editor.heading')}
        active={state.h2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      >
        H2
      </Tool>
      <Tool
        label={t('editor.subheading')}
        active={state.h3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      >
        H3
      </Tool>
      <Tool label={t('editor.bold')} active={state.bold} onClick={() => chain().toggleBold().run()}>
        <FormatBoldIcon fontSize="small" />
      </Tool>
      <Tool label={t('editor.italic')} active={state.italic} onClick={() => chain().toggleItalic().run()}>
        <FormatItalicIcon fontSize="small" />
      </Tool>
      <Tool
        label={t('editor.link')}
        active={state.link}
        onClick={() =>
          setPrompt({
            title: t('editor.link'),
            label: t('editor.linkAddress'),
            initial: editor.getAttributes('link').href ?? '',
            check: (value) => (value === '' || WEB_ADDRESS.test(value) ? undefined : t('editor.linkInvalid')),
            onDone: (href) =>
              href
                ? chain().extendMarkRange('link').setLink({ href }).run()
                : chain().extendMarkRange('link').unsetLink().run(),
          })
        }
      >
        <LinkIcon fontSize="small" />
      </Tool>
      <Tool
        label={t('editor.bulletList')}
        active={state.bullet}
        onClick={() => chain().toggleBulletList().run()}
      >
        <FormatListBulletedIcon fontSize="small" />
      </Tool>
      <Tool
        label={t('editor.numberedList')}
        active={state.ordered}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <FormatListNumberedIcon fontSize="small" />
      </Tool>
      <Tool label={t('editor.quote')} active={state.quote} onClick={() => chain().toggleBlockquote().run()}>
        <FormatQuoteIcon fontSize="small" />
      </Tool>
      <Tool label={t('editor.photo')} onClick={() => setPhotoMenu(document.activeElement as HTMLElement)}>
        <ImageIcon fontSize="small" />
      </Tool>
      <Menu anchorEl={photoMenu} open={photoMenu !== null} onClose={() => setPhotoMenu(null)}>
        {photos.length === 0 ? <MenuItem disabled>{t('editor.noPhotos')}</MenuItem> : null}
        {photos.map((photo, index) => (
          <MenuItem
            key={photo.id ?? photo.secure_url}
            onClick={() => {
              setPhotoMenu(null);
              chain()
                .insertContent([
                  { type: 'photoFigure', attrs: { photoId: photo.id } },
                  // The writer goes on below the block, instead of with the block selected (and replaced).
                  { type: 'paragraph' },
                ])
                .run();
            }}
          >
            <Box
              component="img"
              src={photo.secure_url}
              alt=""
              sx={{ height: 40, width: 64, objectFit: 'cover', mr: 1 }}
            />
            {photo.caption || t('editor.photoNumber', { number: index + 1 })}
          </MenuItem>
        ))}
      </Menu>
      <Tool
        label={t('editor.youtube')}
        onClick={() =>
          setPrompt({
            title: t('editor.youtube'),
            label: t('editor.youtubeLink'),
            check: (value) => (extractVideoId(value) ? undefined : t('editor.youtubeInvalid')),
            onDone: (link) =>
              chain()
                .insertContent([
                  { type: 'youtubeEmbed', attrs: { videoId: extractVideoId(link) } },
                  { type: 'paragraph' },
                ])
                .run(),
          })
        }
      >
        <YouTubeIcon fontSize="small" />
      </Tool>
      <PromptDialog request={prompt} onClose={() => setPrompt(null)} />
    </Stack>
  );
}

/**
 * The article's text as the newsroom formats it: paragraphs, headings, bold and italic, links, lists,
 * quotes, the post's own photos with captions, and YouTube videos. It hands back HTML and plain text;
 * the server sanitises the HTML and reads its words for search and excerpts.
 */
export function RichTextEditor({
  label,
  initialHtml,
  photos,
  disabled = false,
  onChange,
}: {
  label: string;
  initialHtml: string;
  photos: PostImage[];
  disabled?: boolean;
  onChange: (value: { html: string; text: string }) => void;
}) {
  const paste = usePasteCleaner();
  const editor = useEditor({
    extensions,
    content: initialHtml,
    editable: !disabled,
    editorProps: {
      attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' },
      // Word, Google Docs and web pages paste their own markup: it becomes the editor's blocks.
      transformPastedHTML: paste.transformPastedHTML,
    },
    onUpdate: ({ editor: current }) => onChange({ html: current.getHTML(), text: current.getText() }),
  });
  usePhotoFigures(editor, photos);

  return (
    <Paper variant="outlined">
      {editor ? <Toolbar editor={editor} photos={photos} /> : null}
      <PasteNotice leftOut={paste.leftOut} dismiss={paste.dismiss} />
      <Box
        sx={{
          '& .tiptap': { minHeight: 280, p: 2, outline: 'none', lineHeight: 1.6 },
          '& .tiptap figure': { m: 0, my: 2 },
          '& .tiptap figure img': { maxWidth: '100%', maxHeight: 320, display: 'block' },
          '& .tiptap figcaption': { fontSize: 14, color: 'text.secondary' },
          '& .tiptap blockquote': { borderLeft: 3, borderColor: 'divider', pl: 2, ml: 0 },
          '& .tiptap div[data-youtube]': { my: 2, p: 2, bgcolor: 'action.hover', borderRadius: 1 },
          '& .tiptap div[data-youtube]::before': { content: '"▶ YouTube " attr(data-youtube)' },
          '& .tiptap .ProseMirror-selectednode': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Paper>
  );
}
