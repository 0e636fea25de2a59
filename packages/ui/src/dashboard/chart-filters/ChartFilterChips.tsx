import { Anchor, Group, Pill } from '@mantine/core';
import { isEmptyFilterValue } from '../filter-values';
import { formatFilterValue } from '../filters/format-filter-value';
import type { DashboardFilterValue } from '../types';
import { useChartFiltersTranslation } from './i18n';
import type { CardChartFilter } from './types';

export interface ChartFilterChipsProps {
  chartId: string;
  filters: readonly CardChartFilter[];
  values: Readonly<Record<string, DashboardFilterValue>>;
  onRemove: (filterId: string) => void;
  onClearAll: () => void;
}

/** The card's active chart filter values as removable chips ('Clear all' past one). */
export function ChartFilterChips({
  chartId,
  filters,
  values,
  onRemove,
  onClearAll,
}: ChartFilterChipsProps) {
  const { t } = useChartFiltersTranslation();
  const active = filters.filter((f) => !isEmptyFilterValue(values[f.filterId] ?? null));
  if (active.length === 0) return null;
  const labels = { yes: t('yes'), no: t('no') };
  return (
    <Group gap={4} data-testid={`chart-filter-chips-${chartId}`}>
      {active.map((f) => (
        <Pill
          key={f.filterId}
          size="sm"
          withRemoveButton
          onRemove={() => onRemove(f.filterId)}
          removeButtonProps={{ 'aria-label': t('removeValue', { name: f.displayName }) }}
          data-testid={`chart-filter-chip-${f.filterId}`}
          style={{ maxWidth: '100%' }}
        >
          <strong>{f.displayName}:</strong>{' '}
          {formatFilterValue(
            { id: f.filterId, filterType: f.filterType, filterSubType: f.filterSubType ?? null },
            values[f.filterId] ?? null,
            labels,
          )}
        </Pill>
      ))}
      {active.length > 1 && (
        <Anchor component="button" type="button" size="xs" onClick={onClearAll}>
          {t('clearAll')}
        </Anchor>
      )}
    </Group>
  );
}
