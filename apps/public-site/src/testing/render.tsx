import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createI18n } from '~/lib/i18n';
import type { Language } from '~/lib/language';
import { createQueryClient } from '~/lib/query-client';
import { Providers } from '~/providers';

/** A component with the theme and a fresh i18n instance, for pieces that need no router. */
export function renderWithI18n(ui: ReactElement, language: Language = 'en') {
  const i18n = createI18n(language);
  return {
    i18n,
    ...render(
      <Providers queryClient={createQueryClient()} i18n={i18n}>
        {ui}
      </Providers>,
    ),
  };
}
