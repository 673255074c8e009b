import type { PostImage } from '@station/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '~/testing/render';
import { RichTextEditor } from './rich-text-editor';

const photo = (caption: string, alt = 'Worshippers at the mosque'): PostImage => ({
  id: 'a.webp',
  secure_url: 'http://api.test/uploads/a.webp',
  caption,
  alt,
});
const other: PostImage = { id: 'b.webp', secure_url: 'http://api.test/uploads/b.webp' };
/** A figure as the server answers it, with the caption the photo had then. */
const answered =
  '<p>Before</p><figure><img src="http://api.test/uploads/a.webp" alt="Worshippers at the mosque" data-photo-id="a.webp"><figcaption>Old caption</figcaption></figure><p>After</p>';

/** The editor on a page whose Photos panel saves the photos in the order given, one per click. */
function Page({ steps, onChange }: { steps: PostImage[][]; onChange: (html: string) => void }) {
  const [step, setStep] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setStep((at) => at + 1)}>
        Save photos
      </button>
      <RichTextEditor
        label="Text"
        initialHtml={answered}
        photos={steps[step] ?? []}
        onChange={({ html }) => onChange(html)}
      />
    </>
  );
}

const figure = () => screen.getByRole('textbox', { name: 'Text' }).querySelector('figure');

describe('a photo in the text', () => {
  it('shows the caption and description the Photos panel last saved', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <Page
        steps={[
          [photo('First caption'), other],
          [photo('የጁምዓ ሶላት', ''), other],
        ]}
        onChange={onChange}
      />,
    );
    await waitFor(() => expect(figure()).toHaveTextContent('First caption'));
    expect(figure()).not.toHaveTextContent('Old caption');

    await userEvent.click(screen.getByRole('button', { name: 'Save photos' }));
    await waitFor(() => expect(figure()).toHaveTextContent('የጁምዓ ሶላት'));
    expect(figure()?.querySelector('img')).toHaveAttribute('alt', '');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('leaves the text with its photo when the Photos panel removes it', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Page steps={[[photo('Caption'), other], [other]]} onChange={onChange} />);
    await waitFor(() => expect(figure()).toHaveTextContent('Caption'));

    await userEvent.click(screen.getByRole('button', { name: 'Save photos' }));
    await waitFor(() => expect(figure()).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveTextContent('BeforeAfter');
    expect(onChange).toHaveBeenLastCalledWith('<p>Before</p><p>After</p>');
  });
});
