import { expect, test } from './fixtures';
import { setLiveUrl } from './support';

test('/live shows the broadcast when there is a live url and the notice when there is none', async ({
  page,
  request,
}) => {
  await setLiveUrl(request, 'https://www.youtube.com/watch?v=jfKfPfyJRdk');
  await page.goto('/live');
  await expect(page.getByTitle('Live broadcast')).toHaveAttribute(
    'src',
    'https://www.youtube.com/embed/jfKfPfyJRdk?autoplay=1&mute=0',
  );

  await setLiveUrl(request, '');
  await page.reload();
  await expect(page.getByText('We are not broadcasting live video at the moment.')).toBeVisible();
  await expect(page.getByTitle('Live broadcast')).toHaveCount(0);
});
