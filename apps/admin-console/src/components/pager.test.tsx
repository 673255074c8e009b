import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';

describe('Pager', () => {
  it('shows one page per 20 posts and reports zero-based pages', async () => {
    const onChange = vi.fn();
    render(<Pager page={0} total={45} label="Pages" onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Go to page 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to page 4' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(onChange).toHaveBeenCalledWith(1);
  });

  it('marks the current page', () => {
    render(<Pager page={1} total={45} label="Pages" onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');
  });
});
