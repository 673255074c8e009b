import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

interface ProvidersProps {
  queryClient: QueryClient;
  i18n: i18n;
  children: ReactNode;
}

// No ThemeProvider here, unlike the console: MUI's theme is given by ThemeScope to the pages that use
// MUI, so that the first load of the frame, home and article pages carries no MUI.
export function Providers({ queryClient, i18n, children }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
}
