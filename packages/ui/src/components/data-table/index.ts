export { type Column, DataTable, type DataTableProps, type TableSort } from './data-table';
