import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/**
 * One filter above a table: a choice among `options`, with `anyLabel` (when given) for "no filter",
 * which hands back `undefined`.
 */
export function FilterSelect<Value extends string>({
  label,
  value,
  options,
  anyLabel,
  onChange,
}: {
  label: string;
  value: Value | undefined;
  options: readonly { value: Value; label: string }[];
  anyLabel?: string;
  onChange: (value: Value | undefined) => void;
}) {
  return (
    <TextField
      size="small"
      select
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || undefined) as Value | undefined)}
      sx={{ flex: 1, minWidth: 160 }}
    >
      {anyLabel !== undefined ? <MenuItem value="">{anyLabel}</MenuItem> : null}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
