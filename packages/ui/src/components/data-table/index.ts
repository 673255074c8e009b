export { type Column, DataTable, type DataTableProps } from './data-table';
