import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '~/testing/render';
import { FilterSelect } from './filter-select';

describe('FilterSelect', () => {
  it('hands back the chosen value, and nothing for "any"', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <FilterSelect
        label="Kind"
        value="post"
        anyLabel="Any kind"
        options={[
          { value: 'post', label: 'Post' },
          { value: 'ad', label: 'Advertisement' },
        ]}
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(screen.getByRole('option', { name: 'Advertisement' }));
    expect(onChange).toHaveBeenLastCalledWith('ad');
    await userEvent.click(screen.getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(screen.getByRole('option', { name: 'Any kind' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
