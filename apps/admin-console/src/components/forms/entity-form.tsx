import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { z } from 'zod';
import { useSingleFlight } from '~/lib/use-single-flight';
import { useFieldErrors } from './use-field-errors';

export interface FieldSpec {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'number' | 'textarea' | 'select' | 'url' | 'datetime-local' | 'time';
  options?: { value: string; label: string }[];
  /** A select without a value shows this as a disabled first choice. */
  placeholder?: string;
  autoComplete?: string;
  required?: boolean;
  /** Shown (and sent) only while this holds of the values typed: a password a change asks for. */
  shownWhen?: (values: FormValues) => boolean;
}

export type FormValues = Record<string, string>;

export interface EntityFormProps<Output> {
  fields: FieldSpec[];
  initialValues?: FormValues;
  /** Checked before sending; its messages appear under the fields. Without it the form sends as typed. */
  schema?: z.ZodType<Output>;
  submitLabel: string;
  busyLabel: string;
  /**
   * Saves the values. While its promise runs the form is disabled and further submits are ignored;
   * once it resolves the form returns to its initial values. A rejection is shown at the fields its
   * issues name, or in the toast.
   */
  onSubmit: (values: Output) => unknown;
  /** Extra buttons (Cancel) next to the submit button. */
  actions?: ReactNode;
  /** Turns the raw strings into what the schema expects (numbers, trimmed values). */
  transform?: (values: FormValues) => Record<string, unknown>;
  ariaLabel: string;
}

/** The one form pattern of the console: described fields, client checks from the domain schemas, a busy button. */
export function EntityForm<Output>({
  fields,
  initialValues = {},
  schema,
  submitLabel,
  busyLabel,
  onSubmit,
  actions,
  transform,
  ariaLabel,
}: EntityFormProps<Output>) {
  const initial = () =>
    Object.fromEntries(fields.map((field) => [field.name, initialValues[field.name] ?? '']));
  const [values, setValues] = useState<FormValues>(initial);
  const { errors, clear, fromSchema, fromServer } = useFieldErrors(fields.map((field) => field.name));
  const { busy, run } = useSingleFlight();
  // Two forms can be on screen at once (the page's and a dialog's); ids must not collide.
  const idPrefix = useId();
  const shown = fields.filter((field) => !field.shownWhen || field.shownWhen(values));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const sent = Object.fromEntries(shown.map((field) => [field.name, values[field.name] ?? '']));
      const candidate = transform ? transform(sent) : sent;
      const parsed = schema
        ? schema.safeParse(candidate)
        : { success: true as const, data: candidate as Output };
      if (!parsed.success) return fromSchema(parsed.error);
      clear();
      try {
        await onSubmit(parsed.data);
        setValues(initial());
      } catch (error) {
        fromServer(error);
      }
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={ariaLabel}>
      <Stack spacing={2}>
        {shown.map((field) => (
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
                  : field.type === 'datetime-local'
                    ? { inputLabel: { shrink: true } }
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
