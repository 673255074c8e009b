import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DataSaverContext } from '~/lib/reader';

interface ProvidersProps {
  queryClient: QueryClient;
  i18n: i18n;
  /** Off unless the page was drawn for a reader saving data. */
  dataSaver?: boolean;
  children: ReactNode;
}

// No ThemeProvider here, unlike the console: the public site is plain HTML and CSS, so a reader's first
// load carries no MUI and no styling engine.
export function Providers({ queryClient, i18n, dataSaver = false, children }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <DataSaverContext value={dataSaver}>{children}</DataSaverContext>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
