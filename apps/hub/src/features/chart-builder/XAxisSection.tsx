import {
  dateBucketingSchema,
  type ChartConfigClassic,
  type DateBucketing,
  type OutputColumn,
} from '@chartroom/core';
import { Group, Select, TextInput } from '@mantine/core';
import { useHubTranslation } from '../../i18n/hub-i18n';
import type { ConfigAction } from './chart-config-reducer';
import { columnTypeOf } from './chart-types';
import { ColumnSelect } from './ColumnSelect';

export interface XAxisSectionProps {
  config: ChartConfigClassic;
  columns: readonly OutputColumn[];
  dispatch: (action: ConfigAction) => void;
  invalid: boolean;
}

/** X axis column, its format label and (date columns) its bucketing. */
export function XAxisSection({ config, columns, dispatch, invalid }: XAxisSectionProps) {
  const { t } = useHubTranslation();
  const column = config.xAxis?.column ?? null;
  const isDate = column !== null && columnTypeOf(columns, column) === 'date';
  // A column gone from the output stays on screen (in red) so the user sees what to replace.
  const offered =
    invalid && column !== null
      ? [{ columnName: column, type: 'unknown' as const }, ...columns]
      : columns;
  return (
    <Group grow align="flex-start" gap="sm" data-testid="x-axis-section">
      <ColumnSelect
        label={t('chartBuilder.build.xAxis')}
        placeholder={t('chartBuilder.build.xAxisPlaceholder')}
        columns={offered}
        value={column}
        onChange={(c) => dispatch({ type: 'setXAxisColumn', column: c, columns })}
        error={invalid}
        data-testid="x-axis-column"
      />
      <TextInput
        label={t('chartBuilder.build.formatLabel')}
        value={config.xAxis?.format?.label ?? ''}
        onChange={(e) => dispatch({ type: 'setXAxisLabel', label: e.currentTarget.value })}
        data-testid="x-axis-label"
      />
      <Select
        label={t('chartBuilder.build.bucketing')}
        disabled={!isDate}
        value={config.xAxis?.format?.bucketing ?? null}
        placeholder={t('chartBuilder.build.noBucket')}
        data={dateBucketingSchema.options.map((b) => ({
          value: b,
          label: t(`chartBuilder.build.buckets.${b}`),
        }))}
        onChange={(b) =>
          dispatch({ type: 'setXAxisBucketing', bucketing: (b as DateBucketing | null) ?? null })
        }
        clearable
        data-testid="x-axis-bucketing"
      />
    </Group>
  );
}
