import { ApiError } from '@station/api-client/admin';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '~/testing/render';
import { EntityForm, type FieldSpec } from './entity-form';

const schema = z.strictObject({
  name: z.string().min(1, { error: 'Enter a name.' }),
  frequency: z.number({ error: 'The frequency must be a number above zero.' }).positive(),
});
const fields: FieldSpec[] = [
  { name: 'name', label: 'Name' },
  { name: 'frequency', label: 'Frequency', type: 'number' },
];
const toNumbers = (values: Record<string, string>) => ({
  ...values,
  frequency: values.frequency === '' ? undefined : Number(values.frequency),
});

function renderForm(onSubmit: (values: z.infer<typeof schema>) => unknown, initialValues = {}) {
  return renderWithProviders(
    <EntityForm
      ariaLabel="Entries"
      fields={fields}
      initialValues={initialValues}
      schema={schema}
      transform={toNumbers}
      submitLabel="Save"
      busyLabel="Saving..."
      onSubmit={onSubmit}
    />,
  );
}

/** A save the test finishes when it chooses. */
function deferred() {
  let resolve: (value?: unknown) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function fillAndSave() {
  await userEvent.type(screen.getByLabelText('Name'), 'Nilesat');
  await userEvent.type(screen.getByLabelText('Frequency'), '11595');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe('EntityForm', () => {
  it('shows the schema messages under the fields and sends nothing', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    await userEvent.type(screen.getByLabelText('Frequency'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter a name.');
    expect(screen.getByLabelText('Frequency')).toHaveAccessibleDescription(
      'The frequency must be a number above zero.',
    );
  });

  it('saves once however often Save is pressed, disabled while saving, then starts empty again', async () => {
    const save = deferred();
    const onSubmit = vi.fn(() => save.promise);
    renderForm(onSubmit);
    await userEvent.type(screen.getByLabelText('Name'), 'Nilesat');
    await userEvent.type(screen.getByLabelText('Frequency'), '11595');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    save.resolve();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
    expect(screen.getByLabelText('Frequency')).toHaveValue(null);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Nilesat', frequency: 11595 });
  });

  it('keeps what was typed when the save fails, and shows each 400 issue under its field', async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(
        new ApiError(400, 'The frequency must be a number above zero.', 'VALIDATION_FAILED', [
          { path: 'frequency', message: 'The frequency must be a number above zero.' },
        ]),
      ),
    );
    renderForm(onSubmit);
    await fillAndSave();
    await waitFor(() =>
      expect(screen.getByLabelText('Frequency')).toHaveAccessibleDescription(
        'The frequency must be a number above zero.',
      ),
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Nilesat');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts an error no field on screen matches in the toast', async () => {
    renderForm(() =>
      Promise.reject(
        new ApiError(400, 'This field is not accepted: foo.', 'VALIDATION_FAILED', [
          { path: 'foo', message: 'This field is not accepted: foo.' },
        ]),
      ),
    );
    await fillAndSave();
    expect(await screen.findByRole('alert')).toHaveTextContent('This field is not accepted: foo.');
  });

  it('shows and sends a field only while the values typed call for it', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <EntityForm
        ariaLabel="Profile"
        fields={[
          { name: 'email', label: 'Email' },
          {
            name: 'currentPwd',
            label: 'Current password',
            type: 'password',
            shownWhen: (values) => values.email !== 'me@station.test',
          },
        ]}
        initialValues={{ email: 'me@station.test' }}
        submitLabel="Save"
        busyLabel="Saving..."
        onSubmit={onSubmit}
      />,
    );
    expect(screen.queryByLabelText('Current password')).toBeNull();
    await userEvent.type(screen.getByLabelText('Email'), 'x');
    await userEvent.type(screen.getByLabelText('Current password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: 'me@station.testx', currentPwd: 'secret' }),
    );
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'me@station.test');
    expect(screen.queryByLabelText('Current password')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ email: 'me@station.test' }));
  });
});
