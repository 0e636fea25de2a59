import type { ChartFilterConfig, FilterSubType } from '@chartroom/core';
import {
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import {
  BUILDER_SUB_TYPES,
  emptyFilterForm,
  filterTypesFor,
  formColumns,
  formConfig,
  withColumn,
  withType,
  type BuilderFilterType,
  type FilterForm,
  type FilterSources,
} from './chart-filter-form';

export interface NewChartFilterFormProps {
  sources: FilterSources;
  onAdd: (config: ChartFilterConfig) => void;
  onCancel: () => void;
  narrow?: boolean | undefined;
}

/**
 * The form of a new chart-level filter: a Raw column (raw table + column) or an Output column,
 * the filter type allowed by the column's type (Select, Date, Input) and its sub-type, the
 * display name and, for Select, the options (Scan or a Manual list). Add is disabled with the
 * first schema message as its tooltip.
 */
export function NewChartFilterForm({ sources, onAdd, onCancel, narrow }: NewChartFilterFormProps) {
  const { t } = useHubTranslation();
  const [form, setForm] = useState<FilterForm>(() => emptyFilterForm(sources));
  const columns = useMemo(() => formColumns(form, sources), [form, sources]);
  const column = columns.find((c) => c.name === form.column);
  const types = column ? filterTypesFor(column.type) : [];
  const result = formConfig(form);
  const noTables = form.sourceType === 'Raw' && sources.rawTables.length === 0;
  const noOutput = form.sourceType === 'Output' && sources.outputColumns.length === 0;
  const noColumns = !noTables && !noOutput && columns.length === 0;

  return (
    <Paper withBorder radius="md" p="sm" data-testid="new-chart-filter">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t('chartFilters.newFilter')}
        </Text>
        <SegmentedControl
          size="xs"
          fullWidth
          value={form.sourceType}
          onChange={(v) =>
            setForm((f) => ({
              ...emptyFilterForm(sources),
              sourceType: v as 'Raw' | 'Output',
              displayName: f.displayName === f.column ? '' : f.displayName,
            }))
          }
          data={[
            { value: 'Raw', label: t('chartFilters.sourceRaw') },
            { value: 'Output', label: t('chartFilters.sourceOutput') },
          ]}
          aria-label={t('chartFilters.source')}
          data-testid="chart-filter-source"
        />
        <SimpleGrid cols={narrow ? 1 : { base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs">
          {form.sourceType === 'Raw' && (
            <Select
              size="xs"
              label={t('chartFilters.table')}
              placeholder={t('chartFilters.tablePlaceholder')}
              data={sources.rawTables.map((tb) => tb.name)}
              value={form.table}
              onChange={(table) =>
                setForm((f) => ({
                  ...f,
                  table,
                  column: null,
                  filterType: null,
                  filterSubType: null,
                }))
              }
              allowDeselect={false}
              data-testid="chart-filter-table"
            />
          )}
          <Select
            size="xs"
            label={t('chartFilters.column')}
            placeholder={t('chartFilters.columnPlaceholder')}
            data={columns.map((c) => ({ value: c.name, label: `${c.name} (${c.type})` }))}
            value={form.column}
            onChange={(name) => {
              const picked = columns.find((c) => c.name === name);
              if (picked) setForm((f) => withColumn(f, picked));
            }}
            searchable
            allowDeselect={false}
            disabled={columns.length === 0}
            data-testid="chart-filter-column"
          />
          <Select
            size="xs"
            label={t('chartFilters.filterType')}
            data={types}
            value={form.filterType}
            onChange={(v) => v && setForm((f) => withType(f, v as BuilderFilterType))}
            allowDeselect={false}
            disabled={types.length === 0}
            data-testid="chart-filter-type"
          />
          <Select
            size="xs"
            label={t('chartFilters.subType')}
            data={form.filterType ? [...BUILDER_SUB_TYPES[form.filterType]] : []}
            value={form.filterSubType}
            onChange={(v) => v && setForm((f) => ({ ...f, filterSubType: v as FilterSubType }))}
            allowDeselect={false}
            disabled={!form.filterType}
            data-testid="chart-filter-subtype"
          />
          <TextInput
            size="xs"
            label={t('chartFilters.displayName')}
            placeholder={form.column ?? ''}
            value={form.displayName}
            onChange={(e) => {
              const displayName = e.currentTarget.value;
              setForm((f) => ({ ...f, displayName }));
            }}
            data-testid="chart-filter-name"
          />
          {form.filterType === 'Select' && (
            <Select
              size="xs"
              label={t('chartFilters.options')}
              data={[
                { value: 'Scan', label: t('chartFilters.scan') },
                { value: 'Manual', label: t('chartFilters.manual') },
              ]}
              value={form.restriction}
              onChange={(v) =>
                v && setForm((f) => ({ ...f, restriction: v as FilterForm['restriction'] }))
              }
              allowDeselect={false}
              data-testid="chart-filter-restriction"
            />
          )}
        </SimpleGrid>
        {form.filterType === 'Select' && form.restriction === 'Manual' && (
          <Textarea
            size="xs"
            label={t('chartFilters.manualValues')}
            autosize
            minRows={2}
            maxRows={6}
            value={form.manualValues}
            onChange={(e) => {
              const manualValues = e.currentTarget.value;
              setForm((f) => ({ ...f, manualValues }));
            }}
            data-testid="chart-filter-manual"
          />
        )}
        {noColumns && (
          <Alert color="yellow" variant="light" p="xs" data-testid="chart-filter-no-columns">
            <Text size="xs">{t('chartFilters.noColumns')}</Text>
          </Alert>
        )}
        {(noTables || noOutput) && (
          <Text size="xs" c="dimmed" data-testid="chart-filter-no-source">
            {noTables ? t('chartFilters.noRawTables') : t('chartFilters.noOutput')}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="default" onClick={onCancel}>
            {t('chartFilters.cancel')}
          </Button>
          <Tooltip label={result.ok ? '' : result.message} disabled={result.ok} withArrow>
            <Button
              size="xs"
              disabled={!result.ok}
              onClick={() => result.ok && onAdd(result.config)}
              data-testid="chart-filter-add"
            >
              {t('chartFilters.addFilter')}
            </Button>
          </Tooltip>
        </Group>
      </Stack>
    </Paper>
  );
}
