import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useFormats } from '~/lib/formats';

/** A share as a percentage with one decimal, in the console's numbers. */
export const percentOf = (share: number, number: (value: number) => string) =>
  `${number(Math.round(share * 1000) / 10)}%`;

/** A row's share of the views: a bar to compare rows at a glance, and its percentage to read. */
export function ShareBar({ label, share }: { label: string; share: number }) {
  const { number } = useFormats();
  const percent = percentOf(share, number);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 120 }}>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, share * 100)}
        aria-label={`${label}: ${percent}`}
        sx={{ flexGrow: 1, height: 8, borderRadius: 1 }}
      />
      <Typography variant="body2">{percent}</Typography>
    </Box>
  );
}
