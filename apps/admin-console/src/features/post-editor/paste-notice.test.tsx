import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createI18n, loadLanguage } from '~/lib/i18n';
import { Providers } from '~/providers';
import { testSession } from '~/testing/render';
import word from './fixtures/word.html?raw';
import { RichTextEditor } from './rich-text-editor';

async function renderEditor(language: 'en' | 'am', onChange = vi.fn()) {
  const i18n = createI18n();
  await loadLanguage(i18n, language);
  await i18n.changeLanguage(language);
  render(
    <Providers queryClient={new QueryClient()} i18n={i18n} session={testSession()}>
      <RichTextEditor label="Text" initialHtml="" photos={[]} onChange={onChange} />
    </Providers>,
  );
  return screen.findByRole('textbox', { name: 'Text' });
}

/** A paste as the browser hands it over from Word: the HTML with its plain text beside it. */
function paste(into: HTMLElement, html: string) {
  const data: Record<string, string> = { 'text/html': html, 'text/plain': 'Addis Ababa council' };
  fireEvent.paste(into, {
    clipboardData: {
      types: Object.keys(data),
      getData: (type: string) => data[type] ?? '',
      files: [],
      items: [],
    },
  });
}

describe('pasting from Word into the editor', () => {
  it('keeps its headings, lists and table text, and says its picture was left out', async () => {
    const onChange = vi.fn();
    const text = await renderEditor('en', onChange);
    paste(text, word);

    expect(
      await within(text).findByRole('heading', {
        level: 2,
        name: 'Addis Ababa council approves the new budget',
      }),
    ).toBeInTheDocument();
    expect(within(text).getByRole('heading', { level: 3, name: 'Where the money goes' })).toBeInTheDocument();
    const [bullets, numbers] = text.querySelectorAll(':scope > ul, :scope > ol');
    expect(bullets?.tagName).toBe('UL');
    expect(within(bullets as HTMLElement).getAllByRole('listitem')[0]).toHaveTextContent(
      'Roads and transportLight rail extension',
    );
    expect(
      within(bullets as HTMLElement)
        .getByText('Light rail extension')
        .closest('ul'),
    ).not.toBe(bullets);
    expect(numbers?.tagName).toBe('OL');
    expect(numbers).toHaveTextContent('Publish the tenderHold public hearings');
    expect(text).toHaveTextContent('Roads | 31%');
    expect(text).not.toHaveTextContent('·');
    expect(within(text).getByRole('link', { name: 'full statement' })).toHaveAttribute(
      'href',
      'https://addisababa.gov.et/budget?year=2026&lang=am',
    );
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ html: expect.stringContaining('<h2>') }),
    );

    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent(
      '1 picture was not pasted. Add it in the Photos panel, then place it with the photo button.',
    );
    await userEvent.click(within(notice).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('says so in Amharic to an editor working in Amharic', async () => {
    const text = await renderEditor('am');
    paste(text, word);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '1 ምስል አልተለጠፈም። በፎቶዎች ክፍል ውስጥ ያክሉት፤ ከዚያ በፎቶ ቁልፉ ያስቀምጡት።',
    );
  });

  it('shows no notice for a paste that lost nothing', async () => {
    const text = await renderEditor('en');
    paste(text, '<p>Just <b>words</b></p>');
    expect(await within(text).findByText('words')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
