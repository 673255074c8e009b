import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePost } from '~/testing/factories';
import { renderApp } from '~/testing/render-app';

const UPLOADS = 'http://api.test/uploads/';

describe('an article’s photos', () => {
  it('show their captions, keep their focal point in view and say only the description written', async () => {
    const post = makePost({
      title: 'Friday prayers',
      imagesUrl: [
        {
          secure_url: `${UPLOADS}a.webp`,
          caption: 'የጁምዓ ሶላት',
          alt: 'Worshippers at the mosque',
          focus: { x: 0.5, y: 0.2 },
        },
        { secure_url: `${UPLOADS}b.webp` },
      ],
    });
    await renderApp(`/article/${post._id}`, { [`post/${post._id}`]: post, post: [] });
    const slideshow = await screen.findByRole('region', { name: 'Friday prayers' });
    const first = within(slideshow).getByRole('img', { name: 'Worshippers at the mosque' });
    expect(first).toHaveStyle({ objectPosition: '50% 20%' });
    expect(within(slideshow).getByText('የጁምዓ ሶላት')).toBeInTheDocument();

    await userEvent.click(within(slideshow).getByRole('button', { name: 'Show slide 2' }));
    const second = await within(slideshow).findByRole('presentation');
    expect(second).toHaveAttribute('src', `${UPLOADS}b.webp`);
    expect(second).toHaveAttribute('alt', '');
    expect(second).toHaveStyle({ objectPosition: '50% 50%' });
    expect(within(slideshow).queryByText('የጁምዓ ሶላት')).not.toBeInTheDocument();
  });

  it('keeps each cover’s focal point in view on the cards that list it', async () => {
    const posts = [1, 2, 3, 4].map((n) =>
      makePost({
        title: `Story ${n}`,
        imagesUrl: [{ secure_url: `${UPLOADS}${n}.webp`, focus: { x: 0.1 * n, y: 0.9 } }],
      }),
    );
    await renderApp('/articles', { post: posts });
    await screen.findByRole('heading', { name: 'Story 4', level: 3 });
    const covers = document.querySelectorAll<HTMLImageElement>(`img[src="${UPLOADS}4.webp"]`);
    expect(covers.length).toBeGreaterThan(0);
    for (const cover of covers) expect(cover).toHaveStyle({ objectPosition: '40% 90%' });
  });
});
