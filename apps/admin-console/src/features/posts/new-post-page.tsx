import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CATEGORIES, FIELD_MAX, POST_IMAGE, postFieldsSchema } from '@station/domain';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '~/components/feedback/feedback';
import { useFieldErrors } from '~/components/forms/use-field-errors';
import { Page } from '~/components/page';
import { useSingleFlight } from '~/lib/use-single-flight';
import { useCreatePost } from './posts.queries';

interface Picked {
  file: File;
  url: string;
}

/** Authoring beyond the spec: title, detail, category and several photos, with previews and upload progress. */
export function NewPostPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState({ title: '', detail: '', category: '' });
  const errors = useFieldErrors(['title', 'detail', 'category']);
  const feedback = useFeedback();
  const { busy, run } = useSingleFlight();
  const [images, setImages] = useState<Picked[]>([]);
  const [progress, setProgress] = useState(0);
  const create = useCreatePost({
    onSuccess: (result) => {
      feedback.success(result.message);
      return navigate({ to: '/dashboard/posts', search: { page: 0 } });
    },
  });

  const picked = useRef<Picked[]>([]);
  picked.current = images;
  // Previews live until the page goes away; removing one image revokes only that one.
  useEffect(
    () => () => {
      for (const image of picked.current) URL.revokeObjectURL(image.url);
    },
    [],
  );

  function pick(files: FileList | null) {
    const added = Array.from(files ?? [])
      .slice(0, FIELD_MAX.imagesPerPost - images.length)
      .map((file) => ({ file, url: URL.createObjectURL(file) }));
    setImages((current) => [...current, ...added]);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = postFieldsSchema.safeParse(values);
    if (!parsed.success) return errors.fromSchema(parsed.error);
    errors.clear();
    const form = new FormData();
    for (const [key, value] of Object.entries(parsed.data)) form.append(key, value);
    for (const image of images) form.append('images', image.file);
    setProgress(0);
    void run(() => create.mutateAsync({ form, onProgress: setProgress }).catch(errors.fromServer));
  }

  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    error: Boolean(errors.errors[name]),
    helperText: errors.errors[name],
    disabled: busy,
    fullWidth: true,
  });

  return (
    <Page title={t('posts.newTitle')}>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 760 }}>
        <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label={t('posts.newTitle')}>
          <TextField label={t('posts.postTitle')} required {...field('title')} />
          <TextField label={t('posts.detail')} required multiline minRows={8} {...field('detail')} />
          <TextField
            label={t('posts.category')}
            required
            select
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            {...field('category')}
          >
            <MenuItem value="" disabled>
              {t('posts.selectCategory')}
            </MenuItem>
            {CATEGORIES.map((category) => (
              <MenuItem key={category} value={category}>
                {t(`categories.${category}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            component="label"
            disabled={busy || images.length >= FIELD_MAX.imagesPerPost}
          >
            {t('posts.addImages')}
            <input
              hidden
              multiple
              type="file"
              name="images"
              accept={POST_IMAGE.mimeTypes.join(',')}
              onChange={(event) => pick(event.target.files)}
            />
          </Button>
          {images.length > 0 ? (
            <Stack
              direction="row"
              spacing={1}
              sx={{ flexWrap: 'wrap', gap: 1 }}
              aria-label={t('posts.images')}
            >
              {images.map((image) => (
                <Box key={image.url} sx={{ position: 'relative' }}>
                  <Box
                    component="img"
                    src={image.url}
                    alt={image.file.name}
                    sx={{ height: 96, width: 144, objectFit: 'cover', borderRadius: 1 }}
                  />
                  <IconButton
                    size="small"
                    aria-label={t('posts.removeImage', { name: image.file.name })}
                    onClick={() => {
                      URL.revokeObjectURL(image.url);
                      setImages((current) => current.filter((item) => item !== image));
                    }}
                    sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'background.paper' }}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </Box>
              ))}
            </Stack>
          ) : null}
          {busy ? (
            <Box>
              <LinearProgress
                variant="determinate"
                value={Math.round(progress * 100)}
                aria-label={t('posts.uploading', { percent: Math.round(progress * 100) })}
              />
              <Typography variant="body2">
                {t('posts.uploading', { percent: Math.round(progress * 100) })}
              </Typography>
            </Box>
          ) : null}
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t('common.saving') : t('common.save')}
          </Button>
        </Stack>
      </Paper>
    </Page>
  );
}
