import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';

/** A screen's heading, its document title, and room for an action beside the heading. */
export function Page({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} — Station Admin`;
  }, [title]);
  return (
    <Stack spacing={3}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Stack>
  );
}
