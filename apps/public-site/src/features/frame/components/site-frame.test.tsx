import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeProgram, makeSatellite } from '~/testing/factories';
import { renderApp } from '~/testing/render-app';

describe('the public frame', () => {
  it("shows today's Ethiopian, Gregorian and Hijri dates in the top bar, the Ethiopian first in Amharic", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T09:00:00Z') });
    try {
      await renderApp('/about-us', {}, 'am');
      const today = await screen.findByLabelText('ዛሬ');
      expect([...today.children].map((date) => date.textContent)).toEqual([
        'ኅዳር 15 ቀን 2019 ዓ.ም.',
        'ኖቬምበር 24 ቀን 2026',
        expect.stringMatching(/^14 .+ 1448 ዓ\.ሂ\.$/u),
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the first satellite entry, the navigation of the spec and the footer', async () => {
    await renderApp('/about-us', {
      'satellite-info': [makeSatellite(), makeSatellite({ satellite: 'Arabsat', frequency: 12_000 })],
    });
    const banner = await screen.findByRole('banner');
    expect(
      await within(banner).findByText('Nilesat 201 · 11353 MHz · Vertical · Symbol rate 27500'),
    ).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Home', "Jemal's view", 'Live', 'About us', 'Contact us', 'Jeilu SC']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    for (const name of ['News', 'Programs', 'Social media', 'Language']) {
      expect(within(nav).getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
    expect(
      within(footer).getByText('Arabsat · 12000 MHz · Vertical · Symbol rate 27500'),
    ).toBeInTheDocument();
    // The header's own box comes first, and is the one the spec requires a key in; the menu's is the small
    // screen's (the stylesheet, which jsdom does not apply, shows one of the two).
    const [headerBox, menuBox] = within(screen.getByRole('banner')).getAllByRole('searchbox');
    expect(headerBox).toBeRequired();
    expect(menuBox).not.toBeRequired();
  });

  it('labels the satellite line in Amharic too', async () => {
    await renderApp('/about-us', { 'satellite-info': [makeSatellite()] }, 'am');
    const banner = await screen.findByRole('banner');
    expect(
      await within(banner).findByText('Nilesat 201 · 11353 MHz · ቋሚ · ሲምቦል ሬት 27500'),
    ).toBeInTheDocument();
  });

  it("gives the station's address and its labels in Amharic, with Ethiopic punctuation", async () => {
    await renderApp('/about-us', {}, 'am');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('አድራሻ፦ ቦሌ፣ አዲስ አበባ፣ ኢትዮጵያ')).toBeInTheDocument();
    expect(within(footer).getByText('ኢሜይል፦', { exact: false })).toBeInTheDocument();
  });

  it('lists the news categories with Amharic labels and the programs from the server', async () => {
    const user = userEvent.setup();
    await renderApp('/about-us', { program: [makeProgram({ name: 'Friday sermon' })] });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('button', { name: 'News' }));
    expect(within(nav).getByRole('link', { name: 'ወቅታዊ ዜና' })).toHaveAttribute('href', '/articles');
    expect(within(nav).getByRole('link', { name: 'የሀገር ውስጥ ዜና' })).toHaveAttribute('href', '/articles/local');
    expect(within(nav).getByRole('link', { name: 'ስፖርት' })).toHaveAttribute('href', '/articles/sport');
    await user.click(within(nav).getByRole('button', { name: 'Programs' }));
    expect(await within(nav).findByRole('link', { name: 'Friday sermon' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/program\//),
    );
  });

  it("shows 'Loading...' in the Programs dropdown until the list arrives", async () => {
    const user = userEvent.setup();
    let release: (value: unknown) => void = () => undefined;
    const held = new Promise((resolve) => {
      release = resolve;
    });
    await renderApp('/about-us', { program: held });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('button', { name: 'Programs' }));
    expect(within(nav).getByText('Loading...')).toBeInTheDocument();
    release([makeProgram({ name: 'Quran recitation' })]);
    expect(await within(nav).findByRole('link', { name: 'Quran recitation' })).toBeInTheDocument();
  });

  it('keeps the footer form on the page with its values when sent', async () => {
    const user = userEvent.setup();
    await renderApp('/about-us');
    const footer = await screen.findByRole('contentinfo');
    await user.type(within(footer).getByLabelText(/First name/), 'Amina');
    await user.type(within(footer).getByLabelText(/Last name/), 'Ali');
    await user.type(within(footer).getByLabelText(/Email/), 'amina@example.com');
    await user.type(within(footer).getByLabelText(/Message/), 'Salam');
    await user.click(within(footer).getByRole('button', { name: 'Send Message' }));
    expect(within(footer).getByLabelText(/First name/)).toHaveValue('Amina');
    expect(within(footer).getByLabelText(/Message/)).toHaveValue('Salam');
  });

  it('switches the language to Amharic, persists it and sets <html lang>', async () => {
    const user = userEvent.setup();
    await renderApp('/about-us');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('button', { name: 'Language' }));
    await user.click(within(nav).getByRole('link', { name: 'አማርኛ (Amharic)' }));
    const amharicNav = await screen.findByRole('navigation', { name: 'ዋና ማውጫ' });
    expect(within(amharicNav).getByRole('link', { name: 'መነሻ' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('am');
    // The cookie is where the choice lives: the page server and the browser both start from it.
    expect(document.cookie).toContain('station-language=am');
  });

  it('counts each page with the current path', async () => {
    const { requests } = await renderApp('/about-us');
    await screen.findByRole('heading', { name: 'About us', level: 1 });
    const counted = requests.find((request) => request.url.pathname.endsWith('/view/increase'));
    expect(counted?.method).toBe('PATCH');
    expect(counted?.url.searchParams.get('webStatus')).toBe('visit');
    expect(counted?.url.searchParams.get('path')).toBe('/about-us');
  });

  it('scrolls to the top when the path changes', async () => {
    const user = userEvent.setup();
    await renderApp('/about-us');
    vi.mocked(window.scrollTo).mockClear();
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('link', { name: 'Contact us' }));
    expect(await screen.findByRole('heading', { name: 'Contact us', level: 1 })).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
