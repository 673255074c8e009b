import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '~/testing/render-app';

async function fillAndSend(form: HTMLElement) {
  const user = userEvent.setup();
  const box = within(form);
  await user.type(box.getByLabelText(/First name/), 'Amina');
  await user.type(box.getByLabelText(/Last name/), 'Kedir');
  await user.type(box.getByLabelText(/Email/), 'amina@example.com');
  await user.type(box.getByLabelText(/Message/), 'ሰላም');
  await user.click(box.getByRole('button', { name: 'Send Message' }));
}

/** What the API hands out at GET contact/form-token; the form sends it back with the message. */
const TOKEN = { 'contact/form-token': { token: '1790000000000.nonce-nonce-nonc.signature' } };

/** The JSON body of each POST to the contact endpoint. */
const contactBodies = () =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([url, init]) => init?.method === 'POST' && String(url).endsWith('/contact'))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const contactForm = async () =>
  (await screen.findByRole('button', { name: 'Send Message' })).closest('form') as HTMLElement;

describe('the contact form', () => {
  it('is on the contact page once: the footer there offers the newsletter only', async () => {
    await renderApp('/contact');
    expect(await screen.findAllByRole('button', { name: 'Send Message' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });

  it('sends the fields with the language and the token the API dated, thanks the visitor and clears', async () => {
    const { requests } = await renderApp('/contact', {
      ...TOKEN,
      contact: { message: 'Thank you. Your message has reached the station.' },
    });
    const form = await contactForm();
    await fillAndSend(form);
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Thank you. Your message has reached the station.',
    );
    expect(within(form).getByLabelText(/First name/)).toHaveValue('');
    const sent = requests.find(({ method, url }) => method === 'POST' && url.pathname.endsWith('/contact'));
    expect(sent).toBeDefined();
    const [body] = contactBodies();
    expect(body).toMatchObject({ firstName: 'Amina', formToken: TOKEN['contact/form-token'].token });
    // How long the form was open is the server's figure, never one the page claims.
    expect(body).not.toHaveProperty('elapsedMs');
  });

  it('asks for a new token for the next message, and says so when the form has expired', async () => {
    await renderApp('/contact', {
      ...TOKEN,
      contact: Response.json({ error: 'x', code: 'FORM_EXPIRED' }, { status: 400 }),
    });
    const form = await contactForm();
    await fillAndSend(form);
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'This form has expired. Please send it again.',
    );
    expect(within(form).getByLabelText(/Message/)).toHaveValue('ሰላም');
    const tokenAsks = () =>
      vi.mocked(fetch).mock.calls.filter(([url]) => String(url).endsWith('/contact/form-token')).length;
    expect(tokenAsks()).toBe(1);
    await userEvent.setup().click(within(form).getByRole('button', { name: 'Send Message' }));
    await vi.waitFor(() => expect(tokenAsks()).toBe(2));
  });

  it('keeps what was typed and shows the refusal at its field, in the reader’s language', async () => {
    const refusal = Response.json(
      {
        error: 'x',
        code: 'VALIDATION_FAILED',
        issues: [{ path: 'email', message: 'Enter a valid email address.' }],
      },
      { status: 400 },
    );
    await renderApp('/contact', { ...TOKEN, contact: refusal });
    const form = await contactForm();
    await fillAndSend(form);
    expect(
      await within(form).findByText('Enter a valid email address, like name@example.com.'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText(/First name/)).toHaveValue('Amina');
    expect(within(form).getByRole('status')).toHaveTextContent('Please check the fields marked below.');
  });

  it('says why when the station is asked too often, and keeps the message', async () => {
    await renderApp(
      '/contact',
      { ...TOKEN, contact: Response.json({ error: 'x', code: 'TOO_MANY_REQUESTS' }, { status: 429 }) },
      'am',
    );
    const user = userEvent.setup();
    const form = (await screen.findByRole('button', { name: 'መልዕክት ላክ' })).closest('form') as HTMLElement;
    const box = within(form);
    await user.type(box.getByLabelText(/የመጀመሪያ ስም/), 'አሚና');
    await user.type(box.getByLabelText(/የአባት ስም/), 'ከድር');
    await user.type(box.getByLabelText(/ኢሜይል/), 'amina@example.com');
    await user.type(box.getByLabelText(/መልዕክት/, { selector: 'textarea' }), 'ሰላም');
    await user.click(box.getByRole('button', { name: 'መልዕክት ላክ' }));
    expect(await box.findByRole('status')).toHaveTextContent('ካለፈው ሰዓት ወዲህ ከዚህ ብዙ መልዕክቶች ተልከዋል');
    expect(box.getByLabelText(/መልዕክት/, { selector: 'textarea' })).toHaveValue('ሰላም');
  });
});
