import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import { type Translation, useTranslation } from './use-translation';

const seen: Translation[] = [];

function SearchLabel() {
  const translation = useTranslation();
  seen.push(translation);
  return <span>{translation.t('search.label')}</span>;
}

/** Two components translating, under a provider of `i18n`. */
const renderTwoLabels = (i18n: ReturnType<typeof createI18n>) =>
  render(
    <I18nextProvider i18n={i18n}>
      <SearchLabel />
      <SearchLabel />
    </I18nextProvider>,
  );

describe('useTranslation', () => {
  it("draws the provider's language, on the server too", () => {
    const html = renderToString(
      <I18nextProvider i18n={createI18n('am')}>
        <SearchLabel />
      </I18nextProvider>,
    );
    expect(html).toContain(createI18n('am').t('search.label'));
    expect(html).not.toContain(createI18n('en').t('search.label'));
  });

  it('draws every component again in the new language when the reader changes it', async () => {
    const i18n = createI18n('en');
    renderTwoLabels(i18n);
    expect(screen.getAllByText(i18n.t('search.label', { lng: 'en' }))).toHaveLength(2);
    await act(() => i18n.changeLanguage('am'));
    expect(screen.getAllByText(i18n.t('search.label', { lng: 'am' }))).toHaveLength(2);
  });

  it('hands every component of a language the same translation, so none is made per component', () => {
    seen.length = 0;
    const i18n = createI18n('en');
    renderTwoLabels(i18n);
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seen).size).toBe(1);
    expect(seen[0]?.i18n).toBe(i18n);
  });
});
