import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AD_IMAGE, AD_NAMES, type AdName, adFormFieldsSchema } from '@station/domain';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '~/components/feedback/feedback';
import { useFieldErrors } from '~/components/forms/use-field-errors';
import { Page } from '~/components/page';
import { useSingleFlight } from '~/lib/use-single-flight';
import { AD_SIZE, formatRatio, type ImageSize, isWrongAdShape, readImageSize } from './ad-size';
import { useUpdateAd } from './ads.mutations';
import { adsQuery } from './ads.queries';

const ACCEPT = AD_IMAGE.extensions.map((extension) => `.${extension}`).join(',');

export function isAcceptedAdFile(file: File): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (AD_IMAGE.extensions as readonly string[]).includes(extension);
}

/** Choose ad1 or ad2, upload its image and its optional link, and see what shows now (spec §2). */
export function AdPage() {
  const { t } = useTranslation('ads');
  const feedback = useFeedback();
  const { data: ads } = useSuspenseQuery(adsQuery());
  const [name, setName] = useState<AdName | ''>('');
  const [link, setLink] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [size, setSize] = useState<ImageSize | undefined>();
  const [preview, setPreview] = useState<string | null>(null);
  const errors = useFieldErrors(['link']);
  const { busy, run } = useSingleFlight();
  // Success keeps the admin here: going "back" from a page opened directly leaves the console.
  const upload = useUpdateAd({
    onSuccess: () => {
      setFile(null);
      feedback.success(t('ads.success'));
    },
  });

  useEffect(() => {
    setSize(undefined);
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    let current = true;
    readImageSize(file).then((read) => current && setSize(read));
    return () => {
      current = false;
      URL.revokeObjectURL(url);
    };
  }, [file]);

  function choose(ad: AdName) {
    setName(ad);
    setLink(ads.find((item) => item.name === ad)?.link ?? '');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name || !file) return feedback.error(t('ads.required'));
    if (!isAcceptedAdFile(file)) return feedback.error(t('ads.badType'));
    const checked = adFormFieldsSchema.safeParse({ name, link });
    if (!checked.success) return errors.fromSchema(checked.error);
    errors.clear();
    const image = file;
    void run(() =>
      upload.mutateAsync({ name, image, link: checked.data.link ?? '' }).catch(errors.fromServer),
    );
  }

  const current = ads.find((ad) => ad.name === name);
  return (
    <Page title={t('ads.title')}>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 720 }}>
        <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label={t('ads.title')}>
          <TextField
            select
            label={t('ads.name')}
            value={name}
            onChange={(event) => choose(event.target.value as AdName)}
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
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                // Choosing the same file again after a save must still count as a choice.
                event.target.value = '';
              }}
            />
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('ads.hint')}
          </Typography>
          {size && isWrongAdShape(size) ? (
            <Alert severity="warning">
              {t('ads.sizeWarning', {
                width: size.width,
                height: size.height,
                ratio: formatRatio(size),
                expectedWidth: AD_SIZE.width,
                expectedHeight: AD_SIZE.height,
                expectedRatio: formatRatio(AD_SIZE),
              })}
            </Alert>
          ) : null}
          {preview ? (
            <Box
              component="img"
              src={preview}
              alt=""
              sx={{ width: '100%', aspectRatio: `${AD_SIZE.width} / ${AD_SIZE.height}`, objectFit: 'cover' }}
            />
          ) : null}
          <TextField
            name="link"
            type="url"
            label={t('ads.link')}
            value={link}
            onChange={(event) => setLink(event.target.value)}
            error={Boolean(errors.errors.link)}
            helperText={errors.errors.link ?? t('ads.linkHint')}
            disabled={busy}
            fullWidth
          />
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t('common.saving') : t('common.save')}
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
              sx={{
                width: '100%',
                maxWidth: 960,
                aspectRatio: `${AD_SIZE.width} / ${AD_SIZE.height}`,
                objectFit: 'cover',
              }}
            />
          ) : (
            <Typography>{t('ads.none')}</Typography>
          )}
        </section>
      ) : null}
    </Page>
  );
}
