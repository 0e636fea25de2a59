import { filterTypeSchema, type ChartFilterStructure, type DashboardFilter } from '@chartroom/core';
import {
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  Group,
  NavLink,
  ScrollArea,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconTable, IconVariable } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import { DefaultValueEditor } from './DefaultValueEditor';
import { FilterTypeSelects } from './FilterTypeSelects';
import {
  COMPUTED_TABLE_KEY,
  chartColumnsFor,
  filterSource,
  matchingStructures,
  structureFor,
  type EditorChart,
  type EditorColumn,
  type EditorTable,
} from './editor-sources';
import {
  allowedFilterTypes,
  appliesToNoChart,
  firstSchemaMessage,
  withFilterType,
} from './filter-editor-model';

const ALL_TYPES = filterTypeSchema.options;

export interface FilterEditorV25Props {
  initial: DashboardFilter;
  isNew: boolean;
  charts: readonly EditorChart[];
  tables: readonly EditorTable[];
  /** Select options of the default-value editor (scan of a saved filter), capped at 300 there. */
  scannedOptions?: readonly string[];
  timeZone?: string | undefined;
  busy?: boolean;
  onSubmit: (filter: DashboardFilter) => void;
}

/**
 * The V2.5 filter editor (filters-and-rendering.md §2 "Filter editors"): three columns, the
 * tables ('Computed table', raw tables, 'Query Variables'), the chosen table's columns, and the
 * filter config with its per-chart column structures. The button reads 'Add filter' or 'Update
 * filter'; the first schema message disables it as its tooltip (§5).
 */
export function FilterEditorV25(props: FilterEditorV25Props) {
  const { t } = useHubTranslation();
  const { tables, charts } = props;
  const [filter, setFilter] = useState<DashboardFilter>(props.initial);
  const source = useMemo(() => filterSource(props.initial, tables), [props.initial, tables]);
  const [tableKey, setTableKey] = useState<string>(source?.tableKey ?? COMPUTED_TABLE_KEY);
  const [column, setColumn] = useState<string | null>(source?.column ?? null);
  const table = tables.find((x) => x.key === tableKey) ?? tables[0];
  const columnType = table?.columns.find((c) => c.name === column)?.type;
  const allowed = columnType ? allowedFilterTypes(columnType) : ALL_TYPES;
  const message = firstSchemaMessage(filter);
  const noCharts = appliesToNoChart(filter);

  const tableLabel = (x: EditorTable) =>
    x.kind === 'computed'
      ? t('filterAuthoring.computedTable')
      : x.kind === 'variables'
        ? t('filterAuthoring.queryVariables')
        : x.label;

  const pickColumn = (col: EditorColumn) => {
    if (!table) return;
    setColumn(col.name);
    setFilter((f) => {
      const types = allowedFilterTypes(col.type);
      const typed =
        types.length > 0 && !types.includes(f.filterType) ? withFilterType(f, types[0]!) : f;
      const raw = table.kind === 'raw';
      return {
        ...typed,
        filterColumn: col.name,
        filterTable: raw ? table.table : undefined,
        filterSourceType: table.kind === 'computed' ? 'Output' : raw ? 'Raw' : 'Variable',
        globalFilterConfig: {
          columnType: table.kind === 'computed' ? 'Output' : raw ? 'Raw' : 'Variable',
          globalFilterableName: col.name,
          ...(raw ? { globalFilterableTable: table.table } : {}),
        },
        chartFilterStructures: matchingStructures(table, col.name, charts),
        chartFilterIds: [],
      };
    });
  };

  const setStructure = (chartId: string, structure: ChartFilterStructure | null) =>
    setFilter((f) => {
      const next = { ...f.chartFilterStructures };
      if (structure) next[chartId] = structure;
      else delete next[chartId];
      return { ...f, chartFilterStructures: next, chartFilterIds: [] };
    });

  const chartRows = table ? charts.filter((c) => chartColumnsFor(table, c).length > 0) : [];
  const isSelect = filter.filterType === 'Select';
  const options =
    filter.filterRestrictionMethod === 'Manual'
      ? filter.filterRestrictions.values
      : (props.scannedOptions ?? []);

  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" data-testid="filter-editor-v25">
      <Stack gap={4}>
        <Title order={6}>{t('filterAuthoring.tables')}</Title>
        <ScrollArea.Autosize mah="min(480px, 40vh)" type="auto">
          {tables.map((x) => (
            <NavLink
              key={x.key}
              label={tableLabel(x)}
              active={x.key === tableKey}
              leftSection={
                x.kind === 'variables' ? <IconVariable size={16} /> : <IconTable size={16} />
              }
              onClick={() => {
                setTableKey(x.key);
                setColumn(null);
              }}
              data-testid={`filter-table-${x.key}`}
            />
          ))}
        </ScrollArea.Autosize>
      </Stack>
      <Stack gap={4}>
        <Title order={6}>{t('filterAuthoring.columns')}</Title>
        {!table ? (
          <Text size="sm" c="dimmed">
            {t('filterAuthoring.pickTable')}
          </Text>
        ) : table.columns.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="filter-no-columns">
            {table.kind === 'computed'
              ? t('filterAuthoring.noComputed')
              : t('filterAuthoring.noColumns')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah="min(480px, 40vh)" type="auto">
            {table.columns.map((col) => (
              <NavLink
                key={col.name}
                label={col.name}
                active={col.name === column}
                disabled={allowedFilterTypes(col.type).length === 0}
                rightSection={
                  <Badge size="xs" variant="light" color="gray">
                    {col.type}
                  </Badge>
                }
                onClick={() => pickColumn(col)}
                data-testid={`filter-column-${col.name}`}
              />
            ))}
          </ScrollArea.Autosize>
        )}
      </Stack>
      <Stack gap="sm">
        <Title order={6}>{t('filterAuthoring.config')}</Title>
        {column === null && (
          <Text size="sm" c="dimmed">
            {t('filterAuthoring.pickColumn')}
          </Text>
        )}
        <TextInput
          label={t('filterAuthoring.name')}
          value={filter.displayName}
          onChange={(e) => {
            const displayName = e.currentTarget.value;
            setFilter((f) => ({ ...f, displayName }));
          }}
          data-testid="filter-name"
        />
        <FilterTypeSelects filter={filter} setFilter={setFilter} types={allowed} explainNoSubType />
        {isSelect && (
          <>
            <Box>
              <Text size="sm" fw={500} mb={4}>
                {t('filterAuthoring.restriction')}
              </Text>
              <SegmentedControl
                size="xs"
                value={filter.filterRestrictionMethod === 'Manual' ? 'Manual' : 'Scan'}
                data={[
                  { value: 'Scan', label: t('filterAuthoring.restrictionScan') },
                  { value: 'Manual', label: t('filterAuthoring.restrictionManual') },
                ]}
                onChange={(next) =>
                  setFilter((f) => ({
                    ...f,
                    filterRestrictionMethod: next === 'Manual' ? 'Manual' : 'Scan',
                  }))
                }
                data-testid="filter-restriction"
              />
            </Box>
            {filter.filterRestrictionMethod === 'Manual' && (
              <TagsInput
                label={t('filterAuthoring.manualValues')}
                placeholder={t('filterAuthoring.labelsPlaceholder')}
                value={filter.filterRestrictions.values}
                onChange={(values) => setFilter((f) => ({ ...f, filterRestrictions: { values } }))}
                splitChars={[',']}
                acceptValueOnBlur
                data-testid="filter-manual-values"
              />
            )}
          </>
        )}
        <DefaultValueEditor
          key={`${filter.filterType}/${filter.filterSubType ?? ''}`}
          filterType={filter.filterType}
          filterSubType={filter.filterSubType}
          value={filter.defaultValue}
          onChange={(value) => setFilter((f) => ({ ...f, defaultValue: value }))}
          options={options}
          timeZone={props.timeZone}
        />
        {table && column !== null && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('filterAuthoring.charts')}
            </Text>
            {chartRows.map((chart) => {
              const structure = filter.chartFilterStructures[chart.id];
              const columns = chartColumnsFor(table, chart);
              return (
                <Group key={chart.id} gap="xs" wrap="nowrap" align="center">
                  <Checkbox
                    checked={structure !== undefined}
                    onChange={(e) =>
                      setStructure(
                        chart.id,
                        e.currentTarget.checked
                          ? structureFor(
                              table,
                              chart,
                              columns.find((c) => c.name.toLowerCase() === column.toLowerCase())
                                ?.name ?? columns[0]!.name,
                            )
                          : null,
                      )
                    }
                    label={chart.name || chart.id}
                    style={{ flex: 1, minWidth: 0 }}
                    data-testid={`filter-chart-${chart.id}`}
                  />
                  {structure && (
                    <Select
                      size="xs"
                      w={140}
                      aria-label={t('filterAuthoring.chartColumn', { chart: chart.name })}
                      data={columns.map((c) => c.name)}
                      value={structure.column}
                      allowDeselect={false}
                      onChange={(next) =>
                        next && setStructure(chart.id, structureFor(table, chart, next))
                      }
                      comboboxProps={{ withinPortal: true }}
                    />
                  )}
                </Group>
              );
            })}
          </Stack>
        )}
        {noCharts && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle size={16} />}
            data-testid="filter-no-charts"
          >
            {t('filterAuthoring.noCharts')}
          </Alert>
        )}
        <Tooltip
          label={message ?? t('filterAuthoring.noCharts')}
          disabled={message === null && !noCharts}
          withArrow
          multiline
          w={260}
        >
          <Box>
            <Button
              fullWidth
              disabled={message !== null}
              loading={props.busy}
              onClick={() => props.onSubmit(filter)}
              data-testid="filter-submit"
            >
              {props.isNew ? t('filterAuthoring.submitAdd') : t('filterAuthoring.submitUpdate')}
            </Button>
          </Box>
        </Tooltip>
        {message !== null && (
          <Text size="xs" c="red" data-testid="filter-schema-message">
            {message}
          </Text>
        )}
      </Stack>
    </SimpleGrid>
  );
}
