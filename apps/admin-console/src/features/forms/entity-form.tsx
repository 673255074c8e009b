import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { z } from 'zod';

export interface FieldSpec {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'number' | 'textarea' | 'select' | 'url';
  options?: { value: string; label: string }[];
  /** A select without a value shows this as a disabled first choice. */
  placeholder?: string;
  autoComplete?: string;
  required?: boolean;
}

export type FormValues = Record<string, string>;

export interface EntityFormProps<Output> {
  fields: FieldSpec[];
  initialValues?: FormValues;
  /** Checked before sending; its messages appear under the fields. Without it the form sends as typed. */
  schema?: z.ZodType<Output>;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (values: Output) => void;
  /** Extra buttons (Cancel) next to the submit button. */
  actions?: ReactNode;
  /** Turns the raw strings into what the schema expects (numbers, trimmed values). */
  transform?: (values: FormValues) => Record<string, unknown>;
  ariaLabel: string;
}

export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The one form pattern of the console: described fields, client checks from the domain schemas, a busy button. */
export function EntityForm<Output>({
  fields,
  initialValues = {},
  schema,
  busy,
  submitLabel,
  busyLabel,
  onSubmit,
  actions,
  transform,
  ariaLabel,
}: EntityFormProps<Output>) {
  const [values, setValues] = useState<FormValues>(() =>
    Object.fromEntries(fields.map((field) => [field.name, initialValues[field.name] ?? ''])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Two forms can be on screen at once (the page's and a dialog's); ids must not collide.
  const idPrefix = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const candidate = transform ? transform(values) : values;
    if (!schema) return onSubmit(candidate as Output);
    const parsed = schema.safeParse(candidate);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    onSubmit(parsed.data);
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={ariaLabel}>
      <Stack spacing={2}>
        {fields.map((field) => (
          <TextField
            key={field.name}
            id={`${idPrefix}-${field.name}`}
            name={field.name}
            label={field.label}
            type={field.type === 'textarea' || field.type === 'select' ? undefined : (field.type ?? 'text')}
            multiline={field.type === 'textarea'}
            minRows={field.type === 'textarea' ? 4 : undefined}
            select={field.type === 'select'}
            required={field.required}
            autoComplete={field.autoComplete}
            value={values[field.name] ?? ''}
            onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
            error={Boolean(errors[field.name])}
            helperText={errors[field.name]}
            disabled={busy}
            fullWidth
            slotProps={
              field.type === 'select'
                ? { select: { displayEmpty: true }, inputLabel: { shrink: true } }
                : field.type === 'number'
                  ? { htmlInput: { inputMode: 'decimal', step: 'any' } }
                  : undefined
            }
          >
            {field.type === 'select'
              ? [
                  ...(field.placeholder
                    ? [
                        <MenuItem key="" value="" disabled>
                          {field.placeholder}
                        </MenuItem>,
                      ]
                    : []),
                  ...(field.options ?? []).map((option) => (
                    <MenuItem key={option.value} value={option.value}>
                      {option.label}
                    </MenuItem>
                  )),
                ]
              : null}
          </TextField>
        ))}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
          {actions}
        </Stack>
      </Stack>
    </Box>
  );
}
