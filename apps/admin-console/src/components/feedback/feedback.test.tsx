import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '~/testing/render';
import { useFeedback } from './feedback';

function Buttons() {
  const feedback = useFeedback();
  return (
    <>
      <button
        type="button"
        onClick={() => feedback.error('Invalid YouTube link. Please enter a valid link.')}
      >
        fail
      </button>
      <button type="button" onClick={() => feedback.success('Live Video Set Successfully!')}>
        succeed
      </button>
    </>
  );
}

describe('feedback', () => {
  it('a success takes the place of the error shown before it', async () => {
    renderWithProviders(<Buttons />);
    await userEvent.click(screen.getByRole('button', { name: 'fail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid YouTube link.');
    await userEvent.click(screen.getByRole('button', { name: 'succeed' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Live Video Set Successfully!');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
