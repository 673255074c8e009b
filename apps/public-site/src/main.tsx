import '@station/ui/fonts';
import './styles.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadApi } from '~/lib/api';
import { createI18n } from '~/lib/i18n';
import { createQueryClient } from '~/lib/query-client';
import { Providers } from './providers';
import { createAppRouter } from './router';

// Every page's data goes through the client chunk: its download starts now, beside the first render.
void loadApi();
const queryClient = createQueryClient();
const i18n = createI18n();
const router = createAppRouter(queryClient);
const root = document.getElementById('root');

if (root) {
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}
