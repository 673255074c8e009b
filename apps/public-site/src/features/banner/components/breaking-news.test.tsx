import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '~/lib/i18n';
import { Providers } from '~/providers';
import { bannerQueries } from '../api/banner.queries';
import { BreakingNews } from './breaking-news';

function draw(banner: { text: string; link: string | null; endsAt: string } | null) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(bannerQueries.current().queryKey, banner);
  return render(
    <Providers queryClient={queryClient} i18n={createI18n('en')}>
      <BreakingNews />
    </Providers>,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('BreakingNews', () => {
  it('shows the breaking news with its link, and takes it off the page when it ends', () => {
    vi.useFakeTimers({ now: new Date('2026-05-01T08:00:00.000Z') });
    draw({
      text: 'ሰበር: roads closed',
      link: 'https://station.example/roads',
      endsAt: '2026-05-01T08:01:00.000Z',
    });
    const banner = screen.getByRole('complementary', { name: 'Breaking news' });
    expect(banner).toHaveTextContent('ሰበር: roads closed');
    expect(screen.getByRole('link', { name: 'ሰበር: roads closed' })).toHaveAttribute(
      'href',
      'https://station.example/roads',
    );
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByText('ሰበር: roads closed')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByRole('complementary', { name: 'Breaking news' })).toBeNull();
  });

  it('shows the text alone when the banner has no link', () => {
    draw({ text: 'Storm warning', link: null, endsAt: '2999-01-01T00:00:00.000Z' });
    expect(screen.getByText('Storm warning')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('draws nothing when there is no banner', () => {
    const { container } = draw(null);
    expect(container).toBeEmptyDOMElement();
  });
});
