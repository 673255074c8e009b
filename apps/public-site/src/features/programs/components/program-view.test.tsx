import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProgram } from '~/testing/factories';
import { renderApp } from '~/testing/render-app';

const sermon = makeProgram({ name: 'የጁምዓ ኹጥባ', time: 'ጁምዓ ከቀኑ 7 ሰዓት' });
const slot = {
  _id: '00000000-0000-4000-8000-0000000000b1',
  day: 5,
  start: '12:00',
  end: '13:30',
  program: { _id: sermon._id, name: sermon.name },
};
const answers = { program: [sermon], [`program/${sermon._id}`]: sermon, schedule: [slot] };

describe('program page', () => {
  it("gives the broadcast time by the schedule's clock, as the live page's week does", async () => {
    await renderApp(`/program/${sermon._id}`, answers);
    expect(await screen.findByText(/^Broadcast time:/)).toHaveTextContent(
      'Broadcast time: Friday 12:00–13:30',
    );
  });

  it('reads the same in Amharic on the program page and in the week on the live page', async () => {
    const program = await renderApp(`/program/${sermon._id}`, answers, 'am');
    const line = (await screen.findByText(/^የስርጭት ሰዓት፦/)).textContent?.replace(/^የስርጭት ሰዓት፦\s*/, '');
    program.unmount();
    await renderApp('/live', answers, 'am');
    expect(line).toMatch(/12:00–13:30$/);
    await waitFor(() => expect(document.querySelector('.week-schedule__time')?.textContent).toBe(line));
  });

  it('keeps the time the editor typed for a program not on the schedule', async () => {
    const talk = makeProgram({ name: 'Evening talk', time: 'Every evening' });
    await renderApp(`/program/${talk._id}`, { program: [talk], [`program/${talk._id}`]: talk });
    expect(await screen.findByText(/^Broadcast time:/)).toHaveTextContent('Broadcast time: Every evening');
    expect(within(document.body).queryByText(/Friday/)).toBeNull();
  });
});
