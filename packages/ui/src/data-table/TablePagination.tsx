import { ActionIcon, Group, Select, Text } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconChevronsLeft,
  IconChevronsRight,
} from '@tabler/icons-react';
import { useUiTranslation } from '../i18n/i18n';

/** Rows-per-page choices (spec). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

export interface TablePaginationProps {
  pageIndex: number;
  pageCount: number;
  pageSize: number;
  onPageIndexChange: (index: number) => void;
  onPageSizeChange: (size: number) => void;
  /** The 'Rows per page' label (left out on a narrow table; the select keeps it as its name). */
  showLabel?: boolean;
  /** The first-page and last-page buttons (left out on a very narrow table). */
  showEnds?: boolean;
}

/** Rows per page, 'Page X of Y' and first/previous/next/last buttons. */
export function TablePagination({
  pageIndex,
  pageCount,
  pageSize,
  onPageIndexChange,
  onPageSizeChange,
  showLabel = true,
  showEnds = true,
}: TablePaginationProps) {
  const { t } = useUiTranslation();
  const count = Math.max(1, pageCount);
  const atStart = pageIndex <= 0;
  const atEnd = pageIndex >= count - 1;
  return (
    <Group gap="xs" wrap="nowrap" data-testid="table-pagination">
      {showLabel && (
        <Text
          size="xs"
          c="dimmed"
          component="label"
          htmlFor="chartroom-rows-per-page"
          style={{ whiteSpace: 'nowrap' }}
        >
          {t('table.rowsPerPage')}
        </Text>
      )}
      <Select
        id="chartroom-rows-per-page"
        size="xs"
        w={64}
        aria-label={t('table.rowsPerPage')}
        allowDeselect={false}
        data={PAGE_SIZES.map((s) => String(s))}
        value={String(pageSize)}
        onChange={(v) => v && onPageSizeChange(Number(v))}
        comboboxProps={{ withinPortal: true }}
      />
      <Text size="xs" c="dimmed" data-testid="table-page-of" style={{ whiteSpace: 'nowrap' }}>
        {t('pager.pageOf', { page: Math.min(pageIndex + 1, count), count })}
      </Text>
      <ActionIcon.Group>
        {showEnds && (
          <ActionIcon
            variant="default"
            size="sm"
            aria-label={t('pager.first')}
            disabled={atStart}
            onClick={() => onPageIndexChange(0)}
          >
            <IconChevronsLeft size={14} />
          </ActionIcon>
        )}
        <ActionIcon
          variant="default"
          size="sm"
          aria-label={t('pager.previous')}
          disabled={atStart}
          onClick={() => onPageIndexChange(pageIndex - 1)}
        >
          <IconChevronLeft size={14} />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="sm"
          aria-label={t('pager.next')}
          disabled={atEnd}
          onClick={() => onPageIndexChange(pageIndex + 1)}
        >
          <IconChevronRight size={14} />
        </ActionIcon>
        {showEnds && (
          <ActionIcon
            variant="default"
            size="sm"
            aria-label={t('pager.last')}
            disabled={atEnd}
            onClick={() => onPageIndexChange(count - 1)}
          >
            <IconChevronsRight size={14} />
          </ActionIcon>
        )}
      </ActionIcon.Group>
    </Group>
  );
}
