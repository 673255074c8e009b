import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { contentLanguage } from '@station/domain/languages';
import { type ReactNode, useState } from 'react';

export interface Column<Row> {
  key: string;
  /** Plain text: on a phone it is repeated beside each value, where the header row is not shown. */
  header: string;
  render: (row: Row) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Makes the column sortable: its header sorts the rows by this value, and again the other way. */
  sortValue?: (row: Row) => number | string;
}

export interface TableSort {
  key: string;
  direction: 'asc' | 'desc';
}

export interface DataTableProps<Row> {
  label: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string;
  emptyMessage: string;
  /** How rows of sortable columns are sorted until the reader picks another column. */
  defaultSort?: TableSort;
}

/**
 * Below 600 px a row becomes a stacked card: each value on its own line after its column's name, so
 * the last columns (the row's actions) stay on screen instead of scrolling off to the right.
 */
const stackOnPhones: SxProps<Theme> = (theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& table, & tbody, & tr, & td': { display: 'block', width: '100%' },
    '& thead': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
    '& tbody tr': { borderBottom: `1px solid ${theme.palette.divider}`, py: 1 },
    '& tbody td': {
      display: 'flex',
      gap: 2,
      alignItems: 'center',
      justifyContent: 'space-between',
      textAlign: 'right',
      border: 0,
      py: 0.5,
      overflowWrap: 'anywhere',
    },
    '& tbody td[data-label]::before': {
      content: 'attr(data-label)',
      fontWeight: 700,
      textAlign: 'left',
      flexShrink: 0,
    },
  },
});

function sortedRows<Row>(
  rows: Row[],
  value: (row: Row) => number | string,
  direction: TableSort['direction'],
): Row[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = value(a);
    const right = value(b);
    return (
      sign *
      (typeof left === 'number' && typeof right === 'number'
        ? left - right
        : String(left).localeCompare(String(right)))
    );
  });
}

/** The one table of the back office: columns described once, an empty-state row when there is nothing. */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  emptyMessage,
  defaultSort,
}: DataTableProps<Row>) {
  const [sort, setSort] = useState(defaultSort);
  const sortValue = columns.find((column) => column.key === sort?.key)?.sortValue;
  const shown = sort && sortValue ? sortedRows(rows, sortValue, sort.direction) : rows;
  const sortBy = (key: string) =>
    setSort((current) => ({
      key,
      direction: current?.key === key && current.direction === 'desc' ? 'asc' : 'desc',
    }));
  return (
    <TableContainer component={Paper} variant="outlined" sx={stackOnPhones}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.key}
                align={column.align ?? 'left'}
                sx={{ fontWeight: 700 }}
                aria-sort={
                  sort?.key === column.key
                    ? sort.direction === 'asc'
                      ? 'ascending'
                      : 'descending'
                    : undefined
                }
              >
                {column.sortValue ? (
                  <TableSortLabel
                    active={sort?.key === column.key}
                    direction={sort?.key === column.key ? sort.direction : 'desc'}
                    onClick={() => sortBy(column.key)}
                  >
                    {column.header}
                  </TableSortLabel>
                ) : (
                  column.header
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length} align="center">
                {emptyMessage}
              </TableCell>
            </TableRow>
          ) : (
            shown.map((row, index) => (
              <TableRow key={rowKey(row, index)} hover>
                {columns.map((column) => {
                  const content = column.render(row);
                  // A post's Amharic title in the English console (or the reverse) is read in its own
                  // language by screen readers and drawn with the right font.
                  const language = typeof content === 'string' ? contentLanguage(content) : undefined;
                  return (
                    <TableCell
                      key={column.key}
                      align={column.align ?? 'left'}
                      data-label={column.header}
                      lang={language}
                    >
                      {content}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
