import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

describe('DataTable sorting', () => {
  const rows = [
    { id: 'a', name: 'Telegram', views: 5 },
    { id: 'b', name: 'Direct', views: 12 },
    { id: 'c', name: 'Search', views: 8 },
  ];
  type Row = (typeof rows)[number];
  const sortable = [
    { key: 'name', header: 'Source', render: (row: Row) => row.name, sortValue: (row: Row) => row.name },
    { key: 'views', header: 'Views', render: (row: Row) => row.views, sortValue: (row: Row) => row.views },
  ];
  const names = () =>
    screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

  it('sorts by the column a reader picks, and the other way on a second pick', async () => {
    render(
      <DataTable
        label="Sources"
        columns={sortable}
        rows={rows}
        rowKey={(row) => row.id}
        emptyMessage="No Data Found!"
        defaultSort={{ key: 'views', direction: 'desc' }}
      />,
    );
    expect(names()).toEqual(['Direct', 'Search', 'Telegram']);
    await userEvent.click(screen.getByRole('button', { name: 'Source' }));
    expect(names()).toEqual(['Telegram', 'Search', 'Direct']);
    await userEvent.click(screen.getByRole('button', { name: 'Source' }));
    expect(names()).toEqual(['Direct', 'Search', 'Telegram']);
    expect(screen.getByRole('columnheader', { name: 'Source' })).toHaveAttribute('aria-sort', 'ascending');
  });
});
