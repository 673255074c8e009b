import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n, loadLanguage } from '~/lib/i18n';
import { Pager } from './pager';

async function renderIn(language: 'en' | 'am', ui: ReactElement) {
  const i18n = createI18n();
  await loadLanguage(i18n, language);
  await i18n.changeLanguage(language);
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

describe('Pager', () => {
  it('shows one page per 20 posts and reports zero-based pages', async () => {
    const onChange = vi.fn();
    await renderIn('en', <Pager page={0} total={45} label="Pages" onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Go to page 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to page 4' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(onChange).toHaveBeenCalledWith(1);
  });

  it('marks the current page', async () => {
    await renderIn('en', <Pager page={1} total={45} label="Pages" onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('names its buttons in Amharic in the Amharic console', async () => {
    await renderIn('am', <Pager page={1} total={45} label="ገጾች" onChange={vi.fn()} />);
    const names = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? '');
    expect(names).toHaveLength(5);
    for (const name of names) expect(name).not.toMatch(/[A-Za-z]/);
  });
});
