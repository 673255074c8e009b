import { createTheme, type Theme } from '@mui/material/styles';

export const FONT_STACK = [
  '"Noto Sans Ethiopic"',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/** Station's colours: the broadcaster's deep green with a warm gold accent. */
export const palette = {
  primary: { main: '#0b5d3b', contrastText: '#ffffff' },
  secondary: { main: '#b7862b', contrastText: '#1b1b1b' },
  // MUI's orange (#ed6c02) is 3:1 on white, too faint for a text button such as "Unpublish"; this
  // one is 5:1, and white text on it as strong.
  warning: { main: '#b45309', contrastText: '#ffffff' },
  background: { default: '#f7f7f5', paper: '#ffffff' },
  text: { primary: '#1b1b1b', secondary: '#4a4a4a' },
} as const;

export function createAppTheme(): Theme {
  return createTheme({
    palette,
    typography: { fontFamily: FONT_STACK },
    shape: { borderRadius: 8 },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { textTransform: 'none' } },
      },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  });
}
