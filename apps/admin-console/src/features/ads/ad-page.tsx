import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AD_IMAGE, AD_NAMES, type AdName } from '@station/domain';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '~/components/page';
import { api, publicApi } from '~/lib/api';
import { useFeedback } from '../feedback/feedback';
import { useApiMutation } from '../feedback/use-api-mutation';

const adsKey = ['ads'] as const;
const ACCEPT = AD_IMAGE.extensions.map((extension) => `.${extension}`).join(',');

export function isAcceptedAdFile(file: File): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (AD_IMAGE.extensions as readonly string[]).includes(extension);
}

/** Choose ad1 or ad2, upload its image, and see what shows now (spec §2). */
export function AdPage() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const router = useRouter();
  const ads = useQuery({ queryKey: adsKey, queryFn: publicApi.ads.list }).data ?? [];
  const [name, setName] = useState<AdName | ''>('');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const upload = useApiMutation(
    ({ ad, image }: { ad: AdName; image: File }) => {
      const form = new FormData();
      form.append('name', ad);
      form.append('image', image);
      return api.ads.update(ad, form);
    },
    { invalidate: [adsKey], successMessage: () => t('ads.success'), onSuccess: () => router.history.back() },
  );

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name || !file) return feedback.error(t('ads.required'));
    if (!isAcceptedAdFile(file)) return feedback.error(t('ads.badType'));
    upload.mutate({ ad: name, image: file });
  }

  const current = ads.find((ad) => ad.name === name);
  return (
    <Page title={t('ads.title')}>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 720 }}>
        <Stack component="form" spacing={2} onSubmit={submit} aria-label={t('ads.title')}>
          <TextField
            select
            label={t('ads.name')}
            value={name}
            onChange={(event) => setName(event.target.value as AdName)}
            required
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="" disabled>
              {t('ads.name')}
            </MenuItem>
            {AD_NAMES.map((ad) => (
              <MenuItem key={ad} value={ad}>
                {ad}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" component="label">
            {file ? file.name : t('ads.image')}
            <input
              hidden
              type="file"
              name="image"
              accept={ACCEPT}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('ads.hint')}
          </Typography>
          {preview ? (
            <Box
              component="img"
              src={preview}
              alt=""
              sx={{ width: '100%', aspectRatio: '2560 / 317', objectFit: 'cover' }}
            />
          ) : null}
          <Button type="submit" variant="contained" disabled={upload.isPending}>
            {upload.isPending ? t('common.saving') : t('common.save')}
          </Button>
        </Stack>
      </Paper>
      {name ? (
        <section>
          <Typography component="h2" variant="subtitle1" gutterBottom>
            {t('ads.current', { name })}
          </Typography>
          {current ? (
            <Box
              component="img"
              src={current.image.secure_url}
              alt={t('ads.current', { name })}
              sx={{ width: '100%', maxWidth: 960, aspectRatio: '2560 / 317', objectFit: 'cover' }}
            />
          ) : (
            <Typography>{t('ads.none')}</Typography>
          )}
        </section>
      ) : null}
    </Page>
  );
}
