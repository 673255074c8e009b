import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '~/lib/i18n';
import { DataSaverContext } from '~/lib/reader';
import { ArticleBody } from './article-body';

const draw = (post: { title: string; detail: string; body?: string | null }, { dataSaver = false } = {}) =>
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <DataSaverContext value={dataSaver}>
        <ArticleBody post={post} />
      </DataSaverContext>
    </I18nextProvider>,
  );

const PHOTO_BODY =
  '<figure><img src="http://api.test/uploads/a-800.webp" srcset="http://api.test/uploads/a-800.webp 800w, http://api.test/uploads/a-400.webp 400w" sizes="(max-width: 880px) 100vw, 880px" alt="The market at dawn" data-photo-id="a" loading="lazy" /><figcaption>Merkato, early morning</figcaption></figure>';

describe('ArticleBody', () => {
  it('draws a plain-text post as paragraphs with its web addresses as links, and its markup as text', () => {
    const { container } = draw({
      title: 'Plain',
      detail: 'First line\nsecond line, see https://station.example/a.\n\n<b>not bold</b> http://x.example',
    });
    expect(container.querySelectorAll('p')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'https://station.example/a' })).toHaveAttribute(
      'rel',
      'noopener nofollow ugc',
    );
    expect(screen.getByRole('link', { name: 'http://x.example' })).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('<b>not bold</b>');
  });

  it('draws rich text and loads a video only when the reader asks for it', async () => {
    const { container } = draw({
      title: 'Rich',
      detail: 'ignored',
      body: '<p>Before</p><div data-youtube="dQw4w9WgXcQ"></div><p>After</p>',
    });
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText('Before')).toBeInTheDocument();
    const card = screen.getByRole('link', { name: 'Play video: Rich' });
    expect(card).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(within(card).getByRole('presentation')).toHaveAttribute(
      'src',
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    );
    await userEvent.click(card);
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&mute=0',
    );
    expect(screen.getByText('After')).toBeInTheDocument();
  });

  it('draws an inline photo at the width the reader needs, with its caption', () => {
    draw({
      title: 'Photo',
      detail: 'ignored',
      body: PHOTO_BODY,
    });
    const figure = screen.getByRole('figure');
    expect(within(figure).getByText('Merkato, early morning').tagName).toBe('FIGCAPTION');
    expect(within(figure).getByRole('img', { name: 'The market at dawn' })).toHaveAttribute(
      'srcset',
      expect.stringContaining('a-400.webp 400w'),
    );
  });

  it('gives a reader saving data the narrowest copy of an inline photo and no wider one to choose', () => {
    draw({ title: 'Photo', detail: 'ignored', body: `<p>Before</p>${PHOTO_BODY}` }, { dataSaver: true });
    const photo = screen.getByRole('img', { name: 'The market at dawn' });
    expect(photo).toHaveAttribute('src', 'http://api.test/uploads/a-400.webp');
    expect(photo).not.toHaveAttribute('srcset');
    expect(photo).not.toHaveAttribute('sizes');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('Merkato, early morning').tagName).toBe('FIGCAPTION');
  });
});
