import { expect, test } from './fixtures';
import { openUntil, setLiveUrl } from './support';

test('/live shows the broadcast when there is a live url and the notice when there is none', async ({
  page,
  request,
}) => {
  await setLiveUrl(request, 'https://www.youtube.com/watch?v=jfKfPfyJRdk');
  await openUntil(page, '/live', () =>
    expect(page.getByTitle('Live broadcast')).toHaveAttribute(
      'src',
      'https://www.youtube.com/embed/jfKfPfyJRdk?autoplay=1&mute=0',
      { timeout: 1_000 },
    ),
  );

  await setLiveUrl(request, '');
  await openUntil(page, '/live', () =>
    expect(page.getByText('We are not broadcasting live video at the moment.')).toBeVisible({
      timeout: 1_000,
    }),
  );
  await expect(page.getByTitle('Live broadcast')).toHaveCount(0);
});

test('with nothing live, /live shows what is on now and next, the satellites, the latest programs and the week', async ({
  page,
  request,
}) => {
  await setLiveUrl(request, '');
  await openUntil(page, '/live', () =>
    expect(page.getByText('We are not broadcasting live video at the moment.')).toBeVisible({
      timeout: 1_000,
    }),
  );
  const station = page.getByRole('region', { name: 'On Station TV' });
  await expect(station.getByText('On now')).toBeVisible();
  // The demo week always has a next program, whatever the day.
  await expect(station.locator('dd').nth(1).getByRole('link')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Watch on TV by satellite' }).getByText(/Nilesat 201/),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Latest programs' }).getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'This week' }).getByText('Friday 12:00–13:30')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Watch live' })).toHaveCount(0);
});
