import { ThemeProvider } from '@mui/material/styles';
import { createAppTheme } from '@station/ui/theme';
import type { ReactNode } from 'react';

const theme = createAppTheme();

/**
 * MUI's theme for the parts built with MUI components. They are wrapped one by one instead of the whole
 * app, so that MUI and its styling engine load with those pages only: the frame, home and article pages
 * are plain HTML and CSS (styles.css carries the baseline CssBaseline used to give).
 */
export function ThemeScope({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
