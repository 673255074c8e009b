import '@station/ui/fonts';
import './styles.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18n } from '~/lib/i18n';
import { createQueryClient } from '~/lib/query-client';
import { Providers } from './providers';
import { createAppRouter } from './router';

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
