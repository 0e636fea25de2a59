import type { ChartFilterConfig } from '@chartroom/core';
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import type { FilterSources } from './chart-filter-form';
import { NewChartFilterForm } from './NewChartFilterForm';

export interface ChartFiltersTabProps {
  /** The list of the chart's filters (the builder's FiltersPanel). */
  list: ReactNode;
  sources: FilterSources;
  onAdd: (config: ChartFilterConfig) => void;
  /** In a narrow side panel: the form's fields one a row. */
  narrow?: boolean;
}

/**
 * A builder's 'Filter' / 'Configure Filters' tab: the chart's filters (query variables' and
 * column filters) and '+ Add filter', which opens the form of a Raw or Output column filter.
 */
export function ChartFiltersTab({ list, sources, onAdd, narrow }: ChartFiltersTabProps) {
  const { t } = useHubTranslation();
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap="sm" data-testid="chart-filters-tab">
      {list}
      {adding ? (
        <NewChartFilterForm
          sources={sources}
          narrow={narrow}
          onCancel={() => setAdding(false)}
          onAdd={(config) => {
            onAdd(config);
            setAdding(false);
          }}
        />
      ) : (
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => setAdding(true)}
          style={{ alignSelf: 'flex-start' }}
          data-testid="chart-filter-open-add"
        >
          {t('chartFilters.addFilter')}
        </Button>
      )}
    </Stack>
  );
}
