import { Group, Pagination, Text } from '@mantine/core';
import { useUiTranslation } from '../i18n/i18n';
import { segmentPageCount, segmentRange } from './segment-page';

export interface SegmentPagerProps {
  /** 0-based segment page shown. */
  page: number;
  segmentNames: readonly string[];
  onChange: (page: number) => void;
}

/**
 * Pager of a segmented chart's segments (pages of 20), shown under the chart when there are more
 * than 20 (filters-and-rendering.md §4). Changing page asks the server for that page's rows.
 */
export function SegmentPager({ page, segmentNames, onChange }: SegmentPagerProps) {
  const { t } = useUiTranslation();
  const total = segmentPageCount(segmentNames);
  if (total <= 1) return null;
  const range = segmentRange(page, segmentNames);
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" data-testid="segment-pager">
      <Text size="xs" c="dimmed" data-testid="segment-pager-range">
        {t('pager.segments', range)}
      </Text>
      <Pagination
        size="xs"
        radius="sm"
        total={total}
        value={Math.min(page, total - 1) + 1}
        onChange={(value) => onChange(value - 1)}
        siblings={0}
        boundaries={1}
        getControlProps={(control) => ({
          'aria-label': t(control === 'previous' ? 'pager.previous' : 'pager.next'),
        })}
        getItemProps={(value) => ({
          'aria-label': t('pager.pageOf', { page: value, count: total }),
        })}
      />
    </Group>
  );
}
