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
import { Page } from '~/components/page';
import { api } from '~/lib/api';
import { useApiMutation } from '../feedback/use-api-mutation';
import { fieldErrors } from '../forms/entity-form';
import { postsKeys } from './posts.queries';

interface Picked {
  file: File;
  url: string;
}

/** Authoring beyond the spec: title, detail, category and several photos, with previews and upload progress. */
export function NewPostPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState({ title: '', detail: '', category: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [images, setImages] = useState<Picked[]>([]);
  const [progress, setProgress] = useState(0);
  const create = useApiMutation((form: FormData) => api.posts.create(form, setProgress), {
    invalidate: [postsKeys.all],
    onSuccess: () => navigate({ to: '/dashboard/posts', search: { page: 0 } }),
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
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    const form = new FormData();
    for (const [key, value] of Object.entries(parsed.data)) form.append(key, value);
    for (const image of images) form.append('images', image.file);
    setProgress(0);
    create.mutate(form);
  }

  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    error: Boolean(errors[name]),
    helperText: errors[name],
    disabled: create.isPending,
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
            disabled={create.isPending || images.length >= FIELD_MAX.imagesPerPost}
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
          {create.isPending ? (
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
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {create.isPending ? t('common.saving') : t('common.save')}
          </Button>
        </Stack>
      </Paper>
    </Page>
  );
}
