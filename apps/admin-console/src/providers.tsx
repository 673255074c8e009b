import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createAppTheme } from '@station/ui/theme';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { FeedbackProvider } from '~/components/feedback/feedback';
import type { SessionStore } from '~/lib/session/session-store';
import { SessionContext } from '~/lib/session/use-session';

const theme = createAppTheme();

interface ProvidersProps {
  queryClient: QueryClient;
  i18n: i18n;
  session: SessionStore;
  children: ReactNode;
}

export function Providers({ queryClient, i18n, session, children }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <SessionContext.Provider value={session}>
            <FeedbackProvider>{children}</FeedbackProvider>
          </SessionContext.Provider>
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
