import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

const labels = { title: 'Delete', confirmLabel: 'Delete', cancelLabel: 'Cancel', closeLabel: 'Close' };

describe('ConfirmDialog', () => {
  it('confirms, cancels and closes from the icon', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(
      <ConfirmDialog
        open
        message="Are you sure you want to delete Nilesat"
        onConfirm={onConfirm}
        onClose={onClose}
        {...labels}
      />,
    );
    expect(screen.getByText('Are you sure you want to delete Nilesat')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('disables its buttons while the deletion runs', () => {
    render(<ConfirmDialog open busy message="m" onConfirm={vi.fn()} onClose={vi.fn()} {...labels} />);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
