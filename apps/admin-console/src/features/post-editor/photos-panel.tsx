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
import { FIELD_MAX, POST_IMAGE, type Post } from '@station/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '~/components/feedback/feedback';
import { useSingleFlight } from '~/lib/use-single-flight';
import type { PostEditing } from './post-editor.queries';

interface Row {
  id: string;
  src: string;
  caption: string;
  alt: string;
}

const rowsOf = (post: Post): Row[] =>
  post.imagesUrl.map((image) => ({
    id: image.id ?? image.secure_url,
    src: image.secure_url,
    caption: image.caption ?? '',
    alt: image.alt ?? '',
  }));

/**
 * A saved post's photos: add more, put them in order (the first is the cover), give each a caption
 * and a description for readers who cannot see it, remove one. Nothing changes until "Save photos".
 */
export function PhotosPanel({
  post,
  editing,
  onSaved,
}: {
  post: Post;
  editing: PostEditing;
  onSaved: (post: Post) => void;
}) {
  const { t } = useTranslation('post-editor');
  const feedback = useFeedback();
  const { busy, run } = useSingleFlight();
  const [rows, setRows] = useState(() => rowsOf(post));
  useEffect(() => setRows(rowsOf(post)), [post]);

  const move = (index: number, by: number) =>
    setRows((current) => {
      const next = [...current];
      const [row] = next.splice(index, 1);
      if (row) next.splice(index + by, 0, row);
      return next;
    });
  const change = (index: number, field: 'caption' | 'alt', value: string) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, [field]: value } : row)));

  const save = () =>
    run(() =>
      editing.setPhotos
        .mutateAsync({
          id: post._id,
          input: {
            photos: rows.map(({ id, caption, alt }) => ({ id, caption, alt })),
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
              <Box
                component="img"
                src={row.src}
                alt={row.alt}
                sx={{ width: 160, height: 100, objectFit: 'cover', borderRadius: 1 }}
              />
              {index === 0 ? (
                <Chip
                  size="small"
                  color="primary"
                  label={t('editor.cover')}
                  sx={{ position: 'absolute', top: 4, left: 4 }}
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
              />
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
                onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
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
    </Paper>
  );
}
