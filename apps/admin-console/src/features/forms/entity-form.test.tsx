import { satelliteInfoInputSchema } from '@station/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EntityForm, type FieldSpec } from './entity-form';

const fields: FieldSpec[] = [
  { name: 'satellite', label: 'Satellite' },
  { name: 'frequency', label: 'Frequency', type: 'number' },
  { name: 'symbol_rate', label: 'Symbol rate' },
  {
    name: 'polarity',
    label: 'Polarity',
    type: 'select',
    placeholder: 'Select polarity',
    options: [
      { value: 'horizontal', label: 'Horizontal' },
      { value: 'vertical', label: 'Vertical' },
    ],
  },
];
const toNumbers = (values: Record<string, string>) => ({
  ...values,
  frequency: values.frequency === '' ? undefined : Number(values.frequency),
});

describe('EntityForm', () => {
  it('shows the schema messages under the fields and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(
      <EntityForm
        ariaLabel="Satellite"
        fields={fields}
        schema={satelliteInfoInputSchema}
        transform={toNumbers}
        busy={false}
        submitLabel="Save"
        busyLabel="Saving..."
        onSubmit={onSubmit}
      />,
    );
    await userEvent.type(screen.getByLabelText('Frequency'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('satellite is required')).toBeInTheDocument();
    expect(screen.getByText('frequency must be a number')).toBeInTheDocument();
  });

  it('sends parsed values in edit mode and reads Update / Updating...', async () => {
    const onSubmit = vi.fn();
    const initialValues = {
      satellite: 'Nilesat',
      frequency: '11595',
      symbol_rate: '27500',
      polarity: 'vertical',
    };
    const { rerender } = render(
      <EntityForm
        ariaLabel="Satellite"
        fields={fields}
        initialValues={initialValues}
        schema={satelliteInfoInputSchema}
        transform={toNumbers}
        busy={false}
        submitLabel="Update"
        busyLabel="Updating..."
        onSubmit={onSubmit}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(onSubmit).toHaveBeenCalledWith({
      satellite: 'Nilesat',
      frequency: 11595,
      symbol_rate: '27500',
      polarity: 'vertical',
    });
    rerender(
      <EntityForm
        ariaLabel="Satellite"
        fields={fields}
        initialValues={initialValues}
        schema={satelliteInfoInputSchema}
        transform={toNumbers}
        busy
        submitLabel="Update"
        busyLabel="Updating..."
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByRole('button', { name: 'Updating...' })).toBeDisabled();
  });
});
