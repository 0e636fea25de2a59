import { Anchor, Group, Pill } from '@mantine/core';
import { isEmptyFilterValue } from '../filter-values';
import { useDashboardTranslation } from '../i18n';
import type { DashboardFilterValue, FilterBarFilter } from '../types';
import { formatFilterValue } from './format-filter-value';

export interface FilterChipsProps {
  filters: FilterBarFilter[];
  values: Record<string, DashboardFilterValue>;
  onRemove: (filterId: string) => void;
  onClearAll: () => void;
}

/** Removable chips for active values and a 'Clear all' link; empty, NaN and [] values show none. */
export function FilterChips({ filters, values, onRemove, onClearAll }: FilterChipsProps) {
  const { t } = useDashboardTranslation();
  const active = filters.filter((f) => !isEmptyFilterValue(values[f.id]));
  if (active.length === 0) return null;
  const labels = { yes: t('filterBar.yes'), no: t('filterBar.no') };

  return (
    <Group gap={6} data-testid="filter-chips">
      {active.map((filter) => {
        const name = filter.displayName || filter.id;
        return (
          <Pill
            key={filter.id}
            size="md"
            withRemoveButton
            onRemove={() => onRemove(filter.id)}
            removeButtonProps={{ 'aria-label': t('filterBar.removeValue', { name }) }}
            data-testid={`filter-chip-${filter.id}`}
          >
            <strong>{name}:</strong> {formatFilterValue(filter, values[filter.id] ?? null, labels)}
          </Pill>
        );
      })}
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={onClearAll}
        data-testid="filter-clear-all"
      >
        {t('filterBar.clearAll')}
      </Anchor>
    </Group>
  );
}
