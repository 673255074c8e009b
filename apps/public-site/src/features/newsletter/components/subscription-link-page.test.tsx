import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '~/testing/render-app';

const TOKEN = 'a'.repeat(43);

/** The JSON body of each POST to `path`. */
const bodiesTo = (path: string) =>
  vi
    .mocked(fetch)
    .mock.calls.filter(
      ([url, init]) => init?.method === 'POST' && new URL(String(url)).pathname.endsWith(path),
    )
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

describe("the newsletter's link pages", () => {
  it.each([
    ['confirm', 'Confirm my subscription'],
    ['unsubscribe', 'Unsubscribe'],
  ])(
    '%s: the button is a plain form too, sent with the link’s token to the page server',
    async (action, label) => {
      await renderApp(`/newsletter/${action}?token=${TOKEN}`);
      const form = (await screen.findByRole('button', { name: label })).closest('form');
      expect(form).toHaveAttribute('method', 'post');
      expect(form).toHaveAttribute('action', `/newsletter/${action}`);
      expect(form).toHaveFormValues({ token: TOKEN });
    },
  );

  it('with the scripts, confirms through the API on the page itself', async () => {
    await renderApp(`/newsletter/confirm?token=${TOKEN}`, {
      'newsletter/confirm': { message: 'You are subscribed to the newsletter.' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm my subscription' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You are subscribed to the newsletter.');
    expect(bodiesTo('/newsletter/confirm')).toEqual([{ token: TOKEN }]);
    expect(screen.queryByRole('button', { name: 'Confirm my subscription' })).not.toBeInTheDocument();
  });
});
