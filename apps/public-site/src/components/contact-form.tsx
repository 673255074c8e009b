import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';

interface ContactFormProps {
  variant?: 'light' | 'dark';
}

/**
 * The footer and contact page form (spec §2): all fields required, email checked by the browser. The
 * spec gives it no submit handling, so submitting keeps the page and the values and sends nothing.
 */
export function ContactForm({ variant = 'light' }: ContactFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const keepPage = (event: FormEvent) => event.preventDefault();
  const fieldSx = variant === 'dark' ? { bgcolor: 'background.paper', borderRadius: 1 } : undefined;
  const field = (name: string, label: string, type = 'text') => (
    <TextField
      id={`${id}-${name}`}
      name={name}
      label={label}
      type={type}
      required
      size="small"
      fullWidth
      variant="filled"
      sx={fieldSx}
    />
  );
  return (
    <Stack component="form" spacing={1.5} onSubmit={keepPage}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {field('firstName', t('form.firstName'))}
        {field('lastName', t('form.lastName'))}
      </Stack>
      {field('email', t('form.email'), 'email')}
      <TextField
        id={`${id}-message`}
        name="message"
        label={t('form.message')}
        required
        multiline
        minRows={3}
        fullWidth
        variant="filled"
        sx={fieldSx}
      />
      <Button type="submit" variant="contained" color="secondary" sx={{ alignSelf: 'flex-start' }}>
        {t('form.send')}
      </Button>
    </Stack>
  );
}
