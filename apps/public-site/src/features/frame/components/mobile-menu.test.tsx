import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '~/testing/render-app';

function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

const menuButton = () => screen.getByRole('button', { name: /menu/i });
const nav = () => screen.getByLabelText(/Main navigation|ዋና ማውጫ/, { selector: 'nav' });

afterEach(() => {
  window.innerWidth = 1024;
  document.body.style.overflow = '';
});

describe('the small-screen menu', () => {
  it('starts closed below 1024 px and opens and closes with the menu icon, locking the page while open', async () => {
    const user = userEvent.setup();
    window.innerWidth = 360;
    await renderApp('/about-us');
    expect(menuButton()).toHaveAccessibleName('Open menu');
    expect(nav()).not.toBeVisible();

    await user.click(menuButton());
    expect(menuButton()).toHaveAccessibleName('Close menu');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(nav()).toBeVisible();
    expect(within(nav()).getByRole('searchbox')).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');

    await user.click(menuButton());
    expect(nav()).not.toBeVisible();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes when the visitor navigates', async () => {
    const user = userEvent.setup();
    window.innerWidth = 360;
    await renderApp('/about-us');
    await user.click(menuButton());
    await user.click(within(nav()).getByRole('link', { name: 'Live' }));
    expect(await screen.findByRole('heading', { name: 'Live', level: 1 })).toBeInTheDocument();
    expect(nav()).not.toBeVisible();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes when the language changes', async () => {
    const user = userEvent.setup();
    window.innerWidth = 360;
    await renderApp('/about-us');
    await user.click(menuButton());
    await user.click(within(nav()).getByRole('button', { name: 'Language' }));
    await user.click(within(nav()).getByRole('link', { name: 'አማርኛ (Amharic)' }));
    expect(await screen.findByRole('button', { name: 'ማውጫውን ክፈት' })).toBeInTheDocument();
    expect(nav()).not.toBeVisible();
  });

  // That a wide screen shows no menu button is the stylesheet's doing, checked in a browser (e2e).
  it('follows the window across 1024 px: open above, closed below', async () => {
    window.innerWidth = 1280;
    await renderApp('/about-us');
    expect(nav()).toBeVisible();

    resizeTo(800);
    expect(nav()).not.toBeVisible();
    expect(menuButton()).toHaveAccessibleName('Open menu');

    resizeTo(1100);
    expect(nav()).toBeVisible();
  });

  it('keeps an opened menu open while the width changes on the same side', async () => {
    const user = userEvent.setup();
    window.innerWidth = 360;
    await renderApp('/about-us');
    await user.click(menuButton());
    resizeTo(400);
    expect(nav()).toBeVisible();
  });

  it('opens a dropdown with a tap, and closes it with Escape, returning focus', async () => {
    const user = userEvent.setup();
    window.innerWidth = 360;
    await renderApp('/about-us');
    await user.click(menuButton());
    const news = within(nav()).getByRole('button', { name: 'News' });
    await user.pointer({ keys: '[TouchA]', target: news });
    expect(news).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(news).toHaveAttribute('aria-expanded', 'false');
    expect(news).toHaveFocus();
  });
});
