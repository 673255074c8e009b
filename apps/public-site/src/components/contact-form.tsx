import Button from '@mui/material/Button';
import FilledInput from '@mui/material/FilledInput';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import Stack from '@mui/material/Stack';
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
  // FormControl + FilledInput rather than TextField: TextField brings Select and Modal into the first load.
  const field = (name: string, label: string, type = 'text', multiline = false) => (
    <FormControl variant="filled" required fullWidth size="small" sx={fieldSx}>
      <InputLabel htmlFor={`${id}-${name}`}>{label}</InputLabel>
      <FilledInput
        id={`${id}-${name}`}
        name={name}
        type={multiline ? undefined : type}
        multiline={multiline}
        minRows={multiline ? 3 : undefined}
      />
    </FormControl>
  );
  return (
    <Stack component="form" spacing={1.5} onSubmit={keepPage}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {field('firstName', t('form.firstName'))}
        {field('lastName', t('form.lastName'))}
      </Stack>
      {field('email', t('form.email'), 'email')}
      {field('message', t('form.message'), 'text', true)}
      <Button type="submit" variant="contained" color="secondary" sx={{ alignSelf: 'flex-start' }}>
        {t('form.send')}
      </Button>
    </Stack>
  );
}
