import { ApiError } from '@station/api-client/admin';
import type { Admin, Newsletter, NewsletterPreview } from '@station/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '~/lib/api';
import { renderRoute, testSession } from '~/testing/render';

const editor = {
  _id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Night Editor',
  email: 'editor@station.test',
  role: 'regular',
  canPublish: true,
  createdAt: '2026-01-01T00:00:00.000Z',
} as Admin;

const letter = { subject: 'This week', message: 'ጁምዓ ሙባረክ። The week’s programmes.' };

const previewFor = (en: number, am: number): NewsletterPreview => ({
  recipients: en + am,
  mails: [
    {
      language: 'en',
      readers: en,
      subject: letter.subject,
      text: `${letter.message}\n\n—\nUnsubscribe: http://site.test/language?set=en`,
    },
    {
      language: 'am',
      readers: am,
      subject: letter.subject,
      text: `${letter.message}\n\n—\nከደንበኝነት ለመውጣት፦ http://site.test/language?set=am`,
    },
  ],
});

const sending = (recipients: number): Newsletter => ({
  _id: '00000000-0000-4000-8000-0000000000d1',
  ...letter,
  authorName: editor.name,
  createdAt: '2026-01-01T00:00:00.000Z',
  finishedAt: null,
  recipients,
  delivered: 0,
  failed: 0,
});

afterEach(() => vi.restoreAllMocks());

function serve(preview: NewsletterPreview) {
  vi.spyOn(api.contact, 'counts').mockResolvedValue({ unread: 0 } as never);
  vi.spyOn(api.newsletter, 'status').mockResolvedValue({ mode: 'smtp', subscribers: preview.recipients });
  vi.spyOn(api.newsletter, 'list').mockResolvedValue({ items: [], total: 0 });
  return {
    preview: vi.spyOn(api.newsletter, 'preview').mockResolvedValue(preview),
    send: vi.spyOn(api.newsletter, 'send'),
    sendTest: vi.spyOn(api.newsletter, 'sendTest'),
  };
}

/** Opens Send Email, writes the letter and asks for its preview. */
async function writeAndPreview() {
  renderRoute('/dashboard/send-email', testSession({ verify: async () => editor }, 'token'));
  await userEvent.type(await screen.findByLabelText(/^Subject/, {}, { timeout: 20_000 }), letter.subject);
  await userEvent.type(screen.getByLabelText(/^Message/), letter.message);
  await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
}

describe('Send Email', () => {
  it('shows the email as each language’s readers get it, and sends nothing to preview it', async () => {
    const calls = serve(previewFor(2, 1));
    await writeAndPreview();

    expect(await screen.findByRole('heading', { name: 'The email as readers receive it' })).toBeVisible();
    expect(calls.preview).toHaveBeenCalledWith(letter);
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent(`Subject: ${letter.subject}`);
    expect(panel).toHaveTextContent('Unsubscribe: http://site.test/language?set=en');
    await userEvent.click(screen.getByRole('tab', { name: 'Amharic · 1 reader' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('ከደንበኝነት ለመውጣት፦ http://site.test/language?set=am');
    expect(screen.getByRole('tab', { name: 'English · 2 readers' })).toBeVisible();
    expect(calls.send).not.toHaveBeenCalled();
    expect(calls.sendTest).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText(/^Subject/)).toHaveValue(letter.subject);
  }, 90_000);

  it('sends a test of the language shown to the admin and says where it went', async () => {
    const calls = serve(previewFor(2, 1));
    calls.sendTest.mockResolvedValue({
      message: 'A test copy is on its way to editor@station.test.',
      data: { to: 'editor@station.test' },
    });
    await writeAndPreview();
    await userEvent.click(await screen.findByRole('tab', { name: 'Amharic · 1 reader' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send a test to me' }));

    expect(
      await screen.findByText('A test copy of the Amharic email is on its way to editor@station.test.'),
    ).toBeVisible();
    expect(calls.sendTest).toHaveBeenCalledTimes(1);
    expect(calls.sendTest).toHaveBeenCalledWith({ ...letter, language: 'am' });
    expect(calls.send).not.toHaveBeenCalled();
  }, 90_000);

  it('asks before sending, naming how many readers get it, and sends the number confirmed', async () => {
    const calls = serve(previewFor(2, 1));
    calls.send.mockResolvedValue({ message: 'Sending to 3 subscribers.', data: sending(3) });
    await writeAndPreview();
    await userEvent.click(await screen.findByRole('button', { name: 'Send to 3 readers…' }));

    const dialog = screen.getByRole('dialog', { name: 'Send to every reader?' });
    expect(dialog).toHaveTextContent(
      '“This week” goes to 3 readers now: 2 in English and 1 in Amharic. Once sent, it cannot be called back.',
    );
    expect(calls.send).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.send).not.toHaveBeenCalled();

    await userEvent.click(await screen.findByRole('button', { name: 'Send to 3 readers…' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Send to every reader?' })).getByRole('button', {
        name: 'Send to 3 readers',
      }),
    );
    expect(await screen.findByText('Sending to 3 subscribers.')).toBeVisible();
    expect(calls.send).toHaveBeenCalledTimes(1);
    expect(calls.send).toHaveBeenCalledWith({ ...letter, recipients: 3 });
    expect(await screen.findByRole('button', { name: 'Preview' })).toBeVisible();
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('');
  }, 90_000);

  it('when the readers changed meanwhile, shows the new number and sends only once that is confirmed', async () => {
    const calls = serve(previewFor(2, 1));
    calls.send
      .mockRejectedValueOnce(
        new ApiError(409, 'Since you confirmed 3, the number of readers has become 9.', 'AUDIENCE_CHANGED'),
      )
      .mockResolvedValueOnce({ message: 'Sending to 9 subscribers.', data: sending(9) });
    await writeAndPreview();
    calls.preview.mockResolvedValue(previewFor(6, 3));
    await userEvent.click(await screen.findByRole('button', { name: 'Send to 3 readers…' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send to 3 readers' }));

    const dialog = screen.getByRole('dialog', { name: 'Send to every reader?' });
    expect(
      await within(dialog).findByText(
        'The number of readers changed while you looked: it is now 9. Nothing was sent; check the number and confirm again.',
      ),
    ).toBeVisible();
    expect(dialog).toHaveTextContent('“This week” goes to 9 readers now: 6 in English and 3 in Amharic.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send to 9 readers' }));
    expect(await screen.findByText('Sending to 9 subscribers.')).toBeVisible();
    expect(calls.send).toHaveBeenLastCalledWith({ ...letter, recipients: 9 });
  }, 90_000);

  it('offers no send when no reader has confirmed yet', async () => {
    serve(previewFor(0, 0));
    await writeAndPreview();
    expect(
      await screen.findByText('No reader has confirmed a subscription yet, so there is no one to send to.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send to 0 readers…' })).toBeDisabled();
  }, 90_000);
});
