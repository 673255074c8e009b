import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';

const columns = [{ key: 'name', header: 'Name', render: (row: { id: string; name: string }) => row.name }];

describe('DataTable', () => {
  it('renders one row per item', () => {
    render(
      <DataTable
        label="Programs"
        columns={columns}
        rows={[{ id: '1', name: 'Friday sermon' }]}
        rowKey={(row) => row.id}
        emptyMessage="No Data Found!"
      />,
    );
    const table = screen.getByRole('table', { name: 'Programs' });
    expect(within(table).getByText('Friday sermon')).toBeInTheDocument();
    expect(within(table).queryByText('No Data Found!')).not.toBeInTheDocument();
  });

  it('marks each cell with the language its text is written in', () => {
    render(
      <DataTable
        label="Programs"
        columns={columns}
        rows={[
          { id: '1', name: 'የጁምዓ ኹጥባ' },
          { id: '2', name: 'Friday sermon' },
          { id: '3', name: '20:30' },
        ]}
        rowKey={(row) => row.id}
        emptyMessage="No Data Found!"
      />,
    );
    expect(screen.getByText('የጁምዓ ኹጥባ')).toHaveAttribute('lang', 'am');
    expect(screen.getByText('Friday sermon')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('20:30')).not.toHaveAttribute('lang');
  });

  it('says so when there is nothing', () => {
    render(
      <DataTable
        label="Programs"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
        emptyMessage="No Data Found!"
      />,
    );
    expect(screen.getByText('No Data Found!')).toBeInTheDocument();
  });

  it('names each value by its column, so a row stacked on a phone still says what is what', () => {
    render(
      <DataTable
        label="Programs"
        columns={[
          ...columns,
          { key: 'actions', header: 'Actions', render: () => <button type="button">Edit</button> },
        ]}
        rows={[{ id: '1', name: 'Friday sermon' }]}
        rowKey={(row) => row.id}
        emptyMessage="No Data Found!"
      />,
    );
    const cells = screen.getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Name', 'Actions']);
  });
});
