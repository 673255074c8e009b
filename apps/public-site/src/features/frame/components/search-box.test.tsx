import { act, fireEvent, screen } from '@testing-library/react';
import { startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '~/lib/i18n';
import { SearchBox } from './search-box';

const navigate = vi.fn();
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate }));

/** The box as a page drawn by the server has it; `drawn` tells one drawing of the header from another. */
const page = (drawn: number, onSearch?: () => void) => (
  <I18nextProvider i18n={createI18n('en')}>
    <div data-drawn={drawn}>
      <SearchBox required onSearch={onSearch} />
    </div>
  </I18nextProvider>
);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  navigate.mockReset();
});

/** The server's page, typed into before any script ran, then hydrated and rendered again. */
async function typedBeforeHydration(text: string, onSearch?: () => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(1));
  document.body.append(container);
  const box = screen.getByRole<HTMLInputElement>('searchbox');
  // No script listens yet: the browser alone holds the text.
  box.value = text;
  await act(async () => {
    root = hydrateRoot(container, page(1, onSearch));
  });
  // The header is drawn again right after hydration (a wide screen opens the menu the server drew closed).
  await act(async () => root?.render(page(2, onSearch)));
  return box;
}

describe('the search box', () => {
  it('keeps what the reader typed before the page was hydrated, and searches for it', async () => {
    const onSearch = vi.fn();
    const box = await typedBeforeHydration(' ቡና marathon ', onSearch);
    expect(box).toHaveValue(' ቡና marathon ');
    fireEvent.submit(box.form as HTMLFormElement);
    expect(navigate).toHaveBeenCalledWith({ to: '/search', search: { key: 'ቡና marathon' } });
    expect(onSearch).toHaveBeenCalled();
  });

  it('keeps the keys typed after hydration behind those typed before it', async () => {
    const box = await typedBeforeHydration('mara');
    fireEvent.change(box, { target: { value: 'marathon' } });
    await act(async () => root?.render(page(3)));
    expect(box).toHaveValue('marathon');
    fireEvent.submit(box.form as HTMLFormElement);
    expect(navigate).toHaveBeenCalledWith({ to: '/search', search: { key: 'marathon' } });
  });

  it('makes a search sent while the page is hydrating, with what was typed before', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(1));
    document.body.append(container);
    const box = screen.getByRole<HTMLInputElement>('searchbox');
    box.value = 'marathon';
    // As main.tsx takes a page over: in slices, the first of which has not run yet when Enter comes. The
    // key makes React finish hydration at once; the browser then sends the form.
    startTransition(() => {
      root = hydrateRoot(container, page(1));
    });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.submit(box.form as HTMLFormElement);
    expect(navigate).toHaveBeenCalledWith({ to: '/search', search: { key: 'marathon' } });
  });

  it('sends nothing for a key of spaces alone', async () => {
    const box = await typedBeforeHydration('   ');
    fireEvent.submit(box.form as HTMLFormElement);
    expect(navigate).not.toHaveBeenCalled();
  });
});
