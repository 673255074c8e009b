import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '~/lib/i18n';
import { ArticleBody } from './article-body';

const draw = (post: { title: string; detail: string; body?: string | null }) =>
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <ArticleBody post={post} />
    </I18nextProvider>,
  );

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
    await userEvent.click(screen.getByRole('button', { name: 'Play video: Rich' }));
    expect(container.querySelector('iframe')?.getAttribute('src')).toContain('dQw4w9WgXcQ');
    expect(screen.getByText('After')).toBeInTheDocument();
  });
});
