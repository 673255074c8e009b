import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CENTRE, FIELD_MAX, type PhotoFocus, POST_IMAGE, type Post } from '@station/domain';
import { ConfirmDialog } from '@station/ui/confirm-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '~/components/feedback/feedback';
import { useSingleFlight } from '~/lib/use-single-flight';
import { FocusPicker } from './focus-picker';
import { photosInText } from './photo-figures';
import type { PostEditing } from './post-editor.mutations';

interface Row {
  id: string;
  src: string;
  caption: string;
  alt: string;
  focus: PhotoFocus;
}

const rowsOf = (post: Post): Row[] =>
  post.imagesUrl.map((image) => ({
    id: image.id ?? image.secure_url,
    src: image.secure_url,
    caption: image.caption ?? '',
    alt: image.alt ?? '',
    focus: image.focus ?? CENTRE,
  }));

/**
 * A saved post's photos: add more, put them in order (the first is the cover), give each a caption,
 * a description for readers who cannot see it (one left empty is flagged, never made up) and the
 * point every crop keeps in view, remove one. These words are the photo's wherever it is shown,
 * its figures in the text included; removing a photo placed in the text asks first, as its figures
 * go with it. Nothing changes until "Save photos".
 */
export function PhotosPanel({
  post,
  editing,
  text,
  onSaved,
}: {
  post: Post;
  editing: PostEditing;
  /** The text as it stands in the editor, to tell which photos are placed in it. */
  text: string;
  onSaved: (post: Post) => void;
}) {
  const { t } = useTranslation('post-editor');
  const { t: common } = useTranslation();
  const feedback = useFeedback();
  const { busy, run } = useSingleFlight();
  const [rows, setRows] = useState(() => rowsOf(post));
  const [removing, setRemoving] = useState<number>();
  // A post saved or reloaded starts the rows again, during the render that receives it: an effect
  // would run after the first paint and could undo a change the editor already made.
  const [rowsFor, setRowsFor] = useState(post);
  if (rowsFor !== post) {
    setRowsFor(post);
    setRows(rowsOf(post));
  }
  const placed = photosInText(text);
  const remove = (index: number) => setRows((current) => current.filter((_, at) => at !== index));

  const move = (index: number, by: number) =>
    setRows((current) => {
      const next = [...current];
      const [row] = next.splice(index, 1);
      if (row) next.splice(index + by, 0, row);
      return next;
    });
  const change = <Field extends 'caption' | 'alt' | 'focus'>(
    index: number,
    field: Field,
    value: Row[Field],
  ) => setRows((current) => current.map((row, at) => (at === index ? { ...row, [field]: value } : row)));

  const save = () =>
    run(() =>
      editing.setPhotos
        .mutateAsync({
          id: post._id,
          input: {
            photos: rows.map(({ id, caption, alt, focus }) => ({ id, caption, alt, focus })),
            ...(post.updatedAt ? { updatedAt: post.updatedAt } : {}),
          },
        })
        .then((result) => {
          feedback.success(result.message);
          onSaved(result.data);
        })
        .catch((error: Error) => feedback.error(error.message)),
    );

  const add = (files: FileList | null) => {
    const form = new FormData();
    for (const file of Array.from(files ?? [])) form.append('images', file);
    return run(() =>
      editing.addPhotos
        .mutateAsync({ id: post._id, form })
        .then((result) => {
          feedback.success(result.message);
          onSaved(result.data);
        })
        .catch((error: Error) => feedback.error(error.message)),
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('editor.photos')}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {t('editor.photos')}
        </Typography>
        {rows.length === 0 ? <Typography color="text.secondary">{t('editor.noPhotos')}</Typography> : null}
        {rows.map((row, index) => (
          <Stack
            key={row.id}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: 'flex-start' }}
          >
            <Box sx={{ position: 'relative' }}>
              <FocusPicker
                src={row.src}
                focus={row.focus}
                label={t('photos.focus', {
                  number: index + 1,
                  across: Math.round(row.focus.x * 100),
                  down: Math.round(row.focus.y * 100),
                })}
                previewLabel={t('photos.focusPreview')}
                disabled={busy}
                onChange={(focus) => change(index, 'focus', focus)}
              />
              {index === 0 ? (
                <Chip
                  size="small"
                  color="primary"
                  label={t('editor.cover')}
                  // A press on the label is one on the picture beneath: it sets the focal point.
                  sx={{ position: 'absolute', top: 4, left: 4, pointerEvents: 'none' }}
                />
              ) : null}
            </Box>
            <Stack spacing={1} sx={{ flex: 1, width: '100%' }}>
              <TextField
                size="small"
                label={t('editor.caption', { number: index + 1 })}
                value={row.caption}
                onChange={(event) => change(index, 'caption', event.target.value)}
                disabled={busy}
              />
              <TextField
                size="small"
                label={t('editor.alt', { number: index + 1 })}
                value={row.alt}
                onChange={(event) => change(index, 'alt', event.target.value)}
                disabled={busy}
                error={row.alt.trim() === ''}
                helperText={row.alt.trim() === '' ? t('photos.altMissing') : undefined}
              />
              <Typography variant="caption" color="text.secondary">
                {placed.has(row.id) ? t('photos.inText') : null} {t('photos.focusHelp')}
              </Typography>
            </Stack>
            <Stack direction="row">
              <IconButton
                aria-label={t('editor.moveUp', { number: index + 1 })}
                disabled={busy || index === 0}
                onClick={() => move(index, -1)}
              >
                <ArrowUpwardIcon />
              </IconButton>
              <IconButton
                aria-label={t('editor.moveDown', { number: index + 1 })}
                disabled={busy || index === rows.length - 1}
                onClick={() => move(index, 1)}
              >
                <ArrowDownwardIcon />
              </IconButton>
              <IconButton
                aria-label={t('editor.removePhoto', { number: index + 1 })}
                disabled={busy}
                onClick={() => (placed.has(row.id) ? setRemoving(index) : remove(index))}
              >
                <CloseIcon />
              </IconButton>
            </Stack>
          </Stack>
        ))}
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            component="label"
            disabled={busy || rows.length >= FIELD_MAX.imagesPerPost}
          >
            {t('posts.addImages')}
            <input
              hidden
              multiple
              type="file"
              accept={POST_IMAGE.mimeTypes.join(',')}
              onChange={(event) => void add(event.target.files)}
            />
          </Button>
          <Button variant="contained" onClick={() => void save()} disabled={busy}>
            {t('editor.savePhotos')}
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={removing !== undefined}
        title={t('photos.removeTitle', { number: (removing ?? 0) + 1 })}
        message={t('photos.removeFromText')}
        confirmLabel={t('photos.remove')}
        cancelLabel={common('common.cancel')}
        closeLabel={common('common.close')}
        onConfirm={() => {
          if (removing !== undefined) remove(removing);
          setRemoving(undefined);
        }}
        onClose={() => setRemoving(undefined)}
      />
    </Paper>
  );
}
