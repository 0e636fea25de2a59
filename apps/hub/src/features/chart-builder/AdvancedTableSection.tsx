import type { OutputColumn, TableOptions } from '@chartroom/core';
import { MultiSelect, SimpleGrid, Stack } from '@mantine/core';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { TABLE_DEFAULTS } from './advanced-groups';
import { columnOptions } from './column-options';
import { OptionSwitches } from './OptionSwitches';

export interface AdvancedTableSectionProps {
  table: TableOptions;
  columns: readonly OutputColumn[];
  onChange: (patch: Partial<TableOptions>) => void;
}

const SWITCHES = [
  'enableFiltering',
  'enableSorting',
  'enableResizing',
  'pagination',
  'persistColumnWidthsOnSave',
] as const;

/** Filtering, sorting, resizing, pagination, saved widths, hidden and pinned columns. */
export function AdvancedTableSection({ table, columns, onChange }: AdvancedTableSectionProps) {
  const { t } = useHubTranslation();
  const data = columnOptions(columns);
  return (
    <Stack gap="xs" data-testid="advanced-table">
      <OptionSwitches
        switches={SWITCHES.map((key) => ({ key, label: t(`chartBuilder.advanced.${key}`) }))}
        values={table}
        defaults={TABLE_DEFAULTS}
        onChange={(key, checked) => onChange({ [key]: checked })}
        testPrefix="advanced"
      />
      <SimpleGrid cols={2} spacing="xs">
        <MultiSelect
          size="xs"
          label={t('chartBuilder.advanced.hiddenColumnNames')}
          data={data}
          value={table.hiddenColumnNames ?? []}
          onChange={(hiddenColumnNames) => onChange({ hiddenColumnNames })}
          clearable
          searchable
          data-testid="advanced-hidden-columns"
        />
        <MultiSelect
          size="xs"
          label={t('chartBuilder.advanced.leftPinnedColumnNames')}
          data={data}
          value={table.leftPinnedColumnNames ?? []}
          onChange={(leftPinnedColumnNames) => onChange({ leftPinnedColumnNames })}
          clearable
          searchable
          data-testid="advanced-pinned-columns"
        />
      </SimpleGrid>
    </Stack>
  );
}
