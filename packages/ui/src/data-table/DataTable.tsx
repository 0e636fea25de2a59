import type {
  ResultColumn,
  ResultRow,
  ResultValue,
  AdvancedOptions,
  FormatConfig,
} from '@chartroom/core';
import { ActionIcon, Center, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import {
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type Column,
  type ColumnFiltersState,
  type PaginationState,
  type SortingState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useUiTranslation } from '../i18n/i18n';
import { csvFileName, downloadCsv, toCsv } from './csv-export';
import { detectLinkColumns } from './link-detection';
import { buildColumnDefs } from './table-columns';
import { detectPlainNumberColumns } from './plain-number-columns';
import { alignStyle, rightAlignedColumns } from './column-alignment';
import { cellText, TableCellValue } from './TableCellValue';
import { contentColumnWidths } from './content-widths';
import { isLikelyUrl, linkLabel } from './link-detection';
import {
  ROW_HEIGHT_MAX,
  TABLE_LINE_HEIGHT,
  cellPaddingY,
  fittedRowHeight,
  pagerParts,
} from './row-density';
import { useBoxSize } from './use-box-size';
import { TableHeaderCell } from './TableHeaderCell';
import { DEFAULT_PAGE_SIZE, TablePagination } from './TablePagination';
import { ColumnEditor } from './ColumnEditor';
import {
  completeOrder,
  moveColumn,
  type ColumnConfigChange,
  type TableStateChange,
} from './table-state';
import { useTableState } from './use-table-state';
import { useDatumClick } from '../chart-renderer/datum-click';

/** Pages with more rows than this render only the rows in view. */
export const VIRTUALIZE_ABOVE = 100;
/** Height of the column filter inputs under the header names. */
const FILTER_INPUT_HEIGHT = 34;

export interface DataTableProps {
  columns: ResultColumn[];
  rows: ResultRow[];
  options?: AdvancedOptions['table'];
  formatConfig?: FormatConfig;
  /** CSV file name prefix (usually the chart title). */
  exportPrefix?: string;
  /** Edit mode: each header gets a popover for its name, number/date format and place. */
  editable?: boolean;
  /** Column widths and order after a resize or move, to persist on save when asked. */
  onTableStateChange?: (state: TableStateChange) => void;
  /** Display names (columnNameConfigs) and formats (columnFormatConfigs) edited in edit mode. */
  onColumnConfigChange?: (change: ColumnConfigChange) => void;
}

function pinnedStyle(column: Column<ResultRow, unknown>, header: boolean): CSSProperties {
  if (column.getIsPinned() !== 'left') return {};
  return {
    position: 'sticky',
    left: column.getStart('left'),
    zIndex: header ? 3 : 1,
    background: 'var(--mantine-color-body)',
  };
}

/**
 * Data table: sorting (none → asc → desc, shift-click multi-sort), per-column filters, resizing,
 * pinned and hidden columns, pagination, CSV download, link cells and virtualised rows. Columns
 * are as wide as their content (saved widths win), the table scrolls sideways when they do not
 * fit, rows get denser so that a page fits its card, and the pager drops its label when narrow.
 */
export function DataTable({
  columns,
  rows,
  options,
  formatConfig,
  exportPrefix,
  editable = false,
  onTableStateChange,
  onColumnConfigChange,
}: DataTableProps) {
  const { t } = useUiTranslation();
  // Click-to-filter on a dashboard (ChartRenderer's onDatumClick): a cell names its column and value.
  const datumClick = useDatumClick();
  const linkColumns = useMemo(() => detectLinkColumns(columns, rows), [columns, rows]);
  const plainColumns = useMemo(() => detectPlainNumberColumns(columns, rows), [columns, rows]);
  const rightColumns = useMemo(
    () => rightAlignedColumns(columns, rows, plainColumns),
    [columns, rows, plainColumns],
  );
  const alignOf = (id: string) => (rightColumns.has(id) ? 'right' : 'left');
  const types = useMemo(() => new Map(columns.map((c) => [c.name, c.type])), [columns]);
  const paginated = options?.pagination !== false;
  const [sorting, setSorting] = useState<SortingState>(() => options?.sortingState ?? []);
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: options?.pageSize ?? DEFAULT_PAGE_SIZE,
  });
  const state = useTableState({ options, onTableStateChange, onColumnConfigChange });
  const { names, formats } = state;
  const label = (id: string) => names[id]?.trim() || id;
  // Each column as wide as its header and widest cell (as displayed); a saved or dragged width
  // wins over it.
  const widths = useMemo(
    () =>
      contentColumnWidths({
        ids: columns.map((c) => c.name),
        header: (id) => names[id]?.trim() || id,
        cell: (id, r) => {
          const value = rows[r]?.[id];
          if (linkColumns.has(id) && typeof value === 'string' && isLikelyUrl(value))
            return linkLabel(value);
          const plain = plainColumns.has(id) && !formats[id];
          return cellText(value, types.get(id), formats[id] ?? formatConfig, plain);
        },
        rowCount: rows.length,
        editable,
      }),
    [columns, rows, names, formats, formatConfig, linkColumns, plainColumns, types, editable],
  );
  const defs = useMemo(() => buildColumnDefs(columns, widths), [columns, widths]);
  const columnVisibility = useMemo(
    () => Object.fromEntries((options?.hiddenColumnNames ?? []).map((n) => [n, false])),
    [options?.hiddenColumnNames],
  );
  const columnPinning = useMemo(
    () => ({ left: options?.leftPinnedColumnNames ?? [], right: [] }),
    [options?.leftPinnedColumnNames],
  );

  const table = useReactTable<ResultRow>({
    data: rows,
    columns: defs,
    state: {
      sorting,
      columnFilters,
      pagination,
      columnVisibility,
      columnPinning,
      columnSizing: state.columnSizing,
      columnOrder: state.columnOrder,
    },
    onColumnSizingChange: state.setColumnSizing,
    onColumnOrderChange: state.setColumnOrder,
    onSortingChange: setSorting,
    onColumnFiltersChange: (updater) => {
      setColumnFilters(updater);
      setPagination((p) => ({ ...p, pageIndex: 0 }));
    },
    onPaginationChange: setPagination,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    ...(paginated ? { getPaginationRowModel: getPaginationRowModel() } : {}),
    enableSorting: options?.enableSorting ?? true,
    enableColumnFilters: options?.enableFiltering ?? false,
    enableColumnResizing: options?.enableResizing ?? true,
    columnResizeMode: 'onChange',
    sortDescFirst: false,
    enableSortingRemoval: true,
    enableMultiSort: true,
    isMultiSortEvent: (e) => (e as { shiftKey?: boolean }).shiftKey === true,
    autoResetPageIndex: false,
    defaultColumn: { size: 160, minSize: 60 },
  });

  const resizing = table.getState().columnSizingInfo.isResizingColumn !== false;
  const { setResizing } = state;
  useEffect(() => setResizing(resizing), [resizing, setResizing]);
  const move = (id: string, delta: number) => {
    const ids = table.getAllLeafColumns().map((c) => c.id);
    state.setColumnOrder(moveColumn(completeOrder(state.columnOrder, ids), id, delta));
  };

  const pageRows = table.getRowModel().rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const hasRows = rows.length > 0;
  const scrollBox = useBoxSize(scrollRef, hasRows);
  const box = useBoxSize(boxRef, hasRows);
  const virtual = pageRows.length > VIRTUALIZE_ABOVE;
  const showFilter = options?.enableFiltering ?? false;
  const rowHeight = virtual
    ? ROW_HEIGHT_MAX
    : fittedRowHeight(scrollBox.height, pageRows.length, showFilter ? FILTER_INPUT_HEIGHT : 0);
  const pager = pagerParts(box.width);
  const virtualizer = useVirtualizer({
    count: pageRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 12,
    enabled: virtual,
  });

  if (rows.length === 0) {
    return (
      <Center h="100%" mih={80}>
        <Text c="dimmed" size="sm">
          {t('table.noDataFound')}
        </Text>
      </Center>
    );
  }

  const headers = [
    ...(table.getLeftHeaderGroups()[0]?.headers ?? []),
    ...(table.getCenterHeaderGroups()[0]?.headers ?? []),
  ];
  const items = virtual ? virtualizer.getVirtualItems() : [];
  const visible = virtual ? items.map((i) => pageRows[i.index]) : pageRows;
  const padTop = virtual ? (items[0]?.start ?? 0) : 0;
  const padBottom = virtual ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;

  const exportCsv = () => {
    const ids = table.getVisibleLeafColumns().map((c) => c.id);
    const data = table.getPrePaginationRowModel().rows.map((r) => r.original);
    downloadCsv(
      csvFileName(exportPrefix || t('table.exportPrefix')),
      toCsv(ids, data, ids.map(label)),
    );
  };

  return (
    <div
      ref={boxRef}
      data-testid="data-table"
      data-row-height={rowHeight}
      style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}
    >
      <div
        ref={scrollRef}
        data-testid="data-table-scroll"
        style={{ flex: 1, minHeight: 0, overflow: 'auto' }}
      >
        <Table
          stickyHeader
          highlightOnHover
          verticalSpacing={cellPaddingY(rowHeight)}
          fz="sm"
          style={{
            tableLayout: 'fixed',
            width: '100%',
            minWidth: table.getTotalSize(),
            lineHeight: `${TABLE_LINE_HEIGHT}px`,
          }}
        >
          <Table.Thead>
            <Table.Tr>
              {headers.map((header, i) => (
                <TableHeaderCell
                  key={header.id}
                  header={header}
                  label={label(header.column.id)}
                  align={alignOf(header.column.id)}
                  isLast={i === headers.length - 1}
                  showFilter={showFilter}
                  pinnedStyle={pinnedStyle(header.column, true)}
                  editor={
                    editable ? (
                      <ColumnEditor
                        column={header.column.id}
                        type={types.get(header.column.id)}
                        name={names[header.column.id] ?? ''}
                        format={formats[header.column.id]}
                        onApply={(name, format) => state.editColumn(header.column.id, name, format)}
                        onMove={(delta) => move(header.column.id, delta)}
                      />
                    ) : undefined
                  }
                />
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {padTop > 0 && (
              <tr aria-hidden>
                <td style={{ height: padTop, padding: 0 }} colSpan={headers.length} />
              </tr>
            )}
            {visible.map((row) =>
              row ? (
                <Table.Tr key={row.id} style={{ height: rowHeight }}>
                  {[...row.getLeftVisibleCells(), ...row.getCenterVisibleCells()].map((cell) => (
                    <Table.Td
                      key={cell.id}
                      onClick={
                        datumClick && !linkColumns.has(cell.column.id)
                          ? () => {
                              const v = cell.getValue<ResultValue>();
                              datumClick.onDatumClick({
                                column: cell.column.id,
                                value: typeof v === 'boolean' ? String(v) : (v ?? null),
                              });
                            }
                          : undefined
                      }
                      style={{
                        cursor: datumClick ? 'pointer' : undefined,
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                        ...alignStyle(alignOf(cell.column.id)),
                        ...pinnedStyle(cell.column, false),
                      }}
                    >
                      <TableCellValue
                        value={cell.getValue<ResultValue>()}
                        type={types.get(cell.column.id)}
                        isLinkColumn={linkColumns.has(cell.column.id)}
                        formatConfig={formats[cell.column.id] ?? formatConfig}
                        // A format set on the column itself wins over the plain-number rule.
                        plainNumber={plainColumns.has(cell.column.id) && !formats[cell.column.id]}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ) : null,
            )}
            {padBottom > 0 && (
              <tr aria-hidden>
                <td style={{ height: padBottom, padding: 0 }} colSpan={headers.length} />
              </tr>
            )}
          </Table.Tbody>
        </Table>
      </div>
      <Group justify="space-between" gap="xs" pt={6} wrap="nowrap">
        <Tooltip label={t('table.downloadCsv')} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={t('table.downloadCsv')}
            onClick={exportCsv}
          >
            <IconDownload size={16} />
          </ActionIcon>
        </Tooltip>
        {paginated && (
          <TablePagination
            pageIndex={pagination.pageIndex}
            pageCount={table.getPageCount()}
            pageSize={pagination.pageSize}
            onPageIndexChange={(i) => table.setPageIndex(i)}
            onPageSizeChange={(s) => setPagination({ pageIndex: 0, pageSize: s })}
            showLabel={pager.label}
            showEnds={pager.ends}
          />
        )}
      </Group>
    </div>
  );
}
