import type { ResultRow } from '@chartroom/core';
import { Group, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import type { Header } from '@tanstack/react-table';
import type { CSSProperties, ReactNode } from 'react';
import { useUiTranslation } from '../i18n/i18n';
import type { ColumnAlign } from './column-alignment';
import { TABLE_LINE_HEIGHT } from './row-density';

export interface TableHeaderCellProps {
  header: Header<ResultRow, unknown>;
  /** Display name (columnNameConfigs), else the column name. */
  label: string;
  /** Right for amounts (the name, then the sort icon before it, at the cell's right edge). */
  align?: ColumnAlign;
  isLast: boolean;
  showFilter: boolean;
  pinnedStyle: CSSProperties;
  /** Edit mode: the column editor button, shown beside the name. */
  editor?: ReactNode;
}

/** A column header: sort button (shift-click multi-sort), optional filter and a resize handle. */
export function TableHeaderCell({
  header,
  label,
  align = 'left',
  isLast,
  showFilter,
  pinnedStyle,
  editor,
}: TableHeaderCellProps) {
  const { t } = useUiTranslation();
  const column = header.column;
  const name = label;
  const sorted = column.getIsSorted();
  const sortIndex = column.getSortIndex();
  const multi = header.getContext().table.getState().sorting.length > 1;
  const SortIcon =
    sorted === 'asc' ? IconArrowUp : sorted === 'desc' ? IconArrowDown : IconSelector;
  const ariaSort = sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
  const right = align === 'right';
  const sortIcon = <SortIcon size={14} style={{ opacity: sorted ? 1 : 0.4, flexShrink: 0 }} />;

  return (
    <Table.Th
      aria-sort={column.getCanSort() ? ariaSort : undefined}
      style={{
        width: isLast ? undefined : header.getSize(),
        minWidth: isLast ? 100 : undefined,
        position: 'relative',
        verticalAlign: 'top',
        whiteSpace: 'nowrap',
        ...pinnedStyle,
      }}
    >
      <Group gap={2} wrap="nowrap">
        {column.getCanSort() ? (
          <UnstyledButton
            onClick={column.getToggleSortingHandler()}
            aria-label={t('table.sortColumn', { column: name })}
            style={{ flex: 1, minWidth: 0 }}
          >
            <Group gap={4} wrap="nowrap" justify={right ? 'flex-end' : 'flex-start'}>
              {right && sortIcon}
              {/* Right-aligned: the icon right before the name, both at the cell's right edge. */}
              <Text
                size="sm"
                lh={`${TABLE_LINE_HEIGHT}px`}
                fw={600}
                truncate="end"
                ta={align}
                style={right ? { minWidth: 0 } : { flex: 1 }}
              >
                {name}
              </Text>
              {!right && sortIcon}
              {sorted && multi && (
                <Text size="xs" c="dimmed" span>
                  {sortIndex + 1}
                </Text>
              )}
            </Group>
          </UnstyledButton>
        ) : (
          <Text
            size="sm"
            lh={`${TABLE_LINE_HEIGHT}px`}
            fw={600}
            truncate="end"
            ta={align}
            style={{ flex: 1, minWidth: 0 }}
          >
            {name}
          </Text>
        )}
        {editor}
      </Group>
      {showFilter && column.getCanFilter() && (
        <TextInput
          mt={4}
          size="xs"
          placeholder={t('table.filterPlaceholder')}
          aria-label={t('table.filterColumn', { column: name })}
          value={String(column.getFilterValue() ?? '')}
          onChange={(e) => column.setFilterValue(e.currentTarget.value || undefined)}
        />
      )}
      {column.getCanResize() && (
        <div
          role="separator"
          aria-orientation="vertical"
          aria-label={t('table.resizeColumn', { column: name })}
          onMouseDown={header.getResizeHandler()}
          onTouchStart={header.getResizeHandler()}
          onDoubleClick={() => column.resetSize()}
          style={{
            position: 'absolute',
            right: 0,
            top: 0,
            height: '100%',
            width: 5,
            cursor: 'col-resize',
            userSelect: 'none',
            touchAction: 'none',
            background: column.getIsResizing() ? 'var(--mantine-primary-color-filled)' : undefined,
          }}
        />
      )}
    </Table.Th>
  );
}
