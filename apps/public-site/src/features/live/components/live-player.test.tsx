import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endHydration, startHydration } from '~/rendering';
import { makeProgram, makeSatellite } from '~/testing/factories';
import { renderApp } from '~/testing/render-app';

describe('/live', () => {
  it('says the station is not broadcasting when the url is empty', async () => {
    await renderApp('/live', { live: { _id: 'live', url: '' } });
    expect(await screen.findByText('We are not broadcasting live video at the moment.')).toBeInTheDocument();
    expect(screen.queryByTitle('Live broadcast')).not.toBeInTheDocument();
  });

  it('shows what is on now and next, the satellites, the latest programs and the week when nothing is live', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T09:15:00Z'), toFake: ['Date'] });
    const sermon = makeProgram({ name: 'የጁምዓ ኹጥባ' });
    const news = makeProgram({ name: 'Evening news' });
    await renderApp('/live', {
      live: { _id: 'live', url: '' },
      schedule: [
        {
          _id: '00000000-0000-4000-8000-0000000000a1',
          day: 5,
          start: '12:00',
          end: '13:30',
          program: { _id: sermon._id, name: sermon.name },
        },
        {
          _id: '00000000-0000-4000-8000-0000000000a2',
          day: 0,
          start: '20:00',
          end: '20:30',
          program: { _id: news._id, name: news.name },
        },
      ],
      program: [sermon, news],
      'satellite-info': [makeSatellite()],
    });
    expect(await screen.findByText('We are not broadcasting live video at the moment.')).toBeInTheDocument();
    const station = screen.getByRole('region', { name: 'On Station TV' });
    await within(station).findByRole('link', { name: 'Evening news' });
    expect(within(station).getByText('On now').nextElementSibling).toHaveTextContent(
      'የጁምዓ ኹጥባ Friday 12:00–13:30',
    );
    expect(within(station).getByText('Next').nextElementSibling).toHaveTextContent(
      'Evening news Sunday 20:00–20:30',
    );
    expect(
      within(screen.getByRole('region', { name: 'Watch on TV by satellite' })).getByText(/Nilesat 201/),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Latest programs' })).getByRole('link', {
        name: 'Evening news',
      }),
    ).toHaveAttribute('href', `/program/${news._id}`);
    expect(within(screen.getByRole('region', { name: 'This week' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
    vi.useRealTimers();
  });

  it('embeds the live video, rebuilt as an autoplaying embed url', async () => {
    await renderApp('/live', { live: { _id: 'live', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } });
    const player = await screen.findByTitle('Live broadcast');
    expect(player).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&mute=0');
    expect(screen.queryByText('We are not broadcasting live video at the moment.')).not.toBeInTheDocument();
  });

  describe('asking for the link again', () => {
    afterEach(endHydration);
    const liveCalls = (requests: { url: URL }[]) =>
      requests.filter(({ url }) => url.pathname === '/api/live').length;

    it('asks once more when the reader opens the page', async () => {
      const { requests } = await renderApp('/live');
      await screen.findByText('We are not broadcasting live video at the moment.');
      await vi.waitFor(() => expect(liveCalls(requests)).toBe(2));
    });

    it('takes a drawn page over with the link it was drawn with', async () => {
      startHydration();
      const { requests } = await renderApp('/live', {
        live: { _id: 'live', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
      });
      await screen.findByTitle('Live broadcast');
      expect(liveCalls(requests)).toBe(1);
    });
  });

  it('shows the notice instead of a crash when the live call fails', async () => {
    await renderApp('/live', { live: Error });
    expect(await screen.findByText('We are not broadcasting live video at the moment.')).toBeInTheDocument();
  });
});
