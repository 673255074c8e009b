import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function SectionTitle({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <Typography
      component="h2"
      variant="h5"
      id={id}
      sx={{
        fontWeight: 700,
        mb: 2,
        pb: 1,
        borderBottom: 3,
        borderColor: 'secondary.main',
        display: 'inline-block',
      }}
    >
      {children}
    </Typography>
  );
}
