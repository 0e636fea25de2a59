export { DataTable, type DataTableProps } from './DataTable';
export { csvFileName, toCsv } from './csv-export';
export { isLikelyUrl, detectLinkColumns, toHref, linkLabel } from './link-detection';
export {
  persistableTableOptions,
  moveColumn,
  type TableStateChange,
  type ColumnConfigChange,
} from './table-state';
