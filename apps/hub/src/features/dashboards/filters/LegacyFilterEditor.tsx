import {
  filterTypeSchema,
  upgradeLegacyFilter,
  type AnyDashboardFilter,
  type DashboardFilter,
  type LegacyFilterTarget,
} from '@chartroom/core';
import {
  Alert,
  Box,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import { DefaultValueEditor } from './DefaultValueEditor';
import { FilterTypeSelects } from './FilterTypeSelects';
import type { EditorChart, EditorTable } from './editor-sources';
import { filterEditorKind, firstSchemaMessage, legacyTargetsOf } from './filter-editor-model';

/** The product's name in the deprecation warning ({provider}). */
export const PROVIDER_NAME = 'Chartroom';

export interface LegacyFilterEditorProps {
  initial: AnyDashboardFilter;
  charts: readonly EditorChart[];
  tables: readonly EditorTable[];
  timeZone?: string | undefined;
  busy?: boolean;
  onSubmit: (filter: AnyDashboardFilter) => void;
  /** 'Upgrade': the filter migrated to V2.5 (upgradeLegacyFilter), to finish in that editor. */
  onUpgrade: (filter: DashboardFilter) => void;
}

type Target = LegacyFilterTarget;

/**
 * The legacy editors (filters-and-rendering.md §2): V1 edits chart targets ('Before logic' on a
 * raw table, 'After logic' on an output column; each needs a target column), V2 a single column.
 * Both show the deprecation warning with 'Upgrade' to V2.5.
 */
export function LegacyFilterEditor(props: LegacyFilterEditorProps) {
  const { t } = useHubTranslation();
  const [filter, setFilter] = useState<AnyDashboardFilter>(props.initial);
  const kind = filterEditorKind(props.initial);
  const targets: Target[] = legacyTargetsOf(filter) ?? [];
  const message = firstSchemaMessage(filter);

  const setTarget = (index: number, patch: Partial<Target>) =>
    setFilter((f) => {
      const list = legacyTargetsOf(f);
      if (!list) return f;
      const filterTargets = list.map((x, i) => (i === index ? { ...x, ...patch } : x));
      return { ...f, filterTargets } as AnyDashboardFilter;
    });
  const upgrade = () =>
    props.onUpgrade(
      upgradeLegacyFilter(
        filter,
        props.charts.map((c) => ({
          id: c.id,
          connection: c.connection,
          rawTableNames: c.rawTables,
          outputColumns: c.outputColumns.map((col) => ({ columnName: col.name })),
        })),
      ),
    );

  const rawColumns = (table: string | undefined) =>
    props.tables.find((x) => x.kind === 'raw' && table !== undefined && x.table === table)
      ?.columns ?? [];

  return (
    <Stack gap="sm" data-testid={`filter-editor-${kind}`}>
      <Alert
        color="orange"
        variant="light"
        icon={<IconAlertTriangle size={16} />}
        data-testid="filter-deprecated"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('filterAuthoring.deprecated', { provider: PROVIDER_NAME })}</Text>
          <Button
            size="xs"
            variant="light"
            color="orange"
            onClick={upgrade}
            data-testid="filter-upgrade"
          >
            {t('filterAuthoring.upgrade')}
          </Button>
        </Stack>
      </Alert>
      <TextInput
        label={t('filterAuthoring.name')}
        value={filter.displayName}
        onChange={(e) => {
          const displayName = e.currentTarget.value;
          setFilter((f) => ({ ...f, displayName }));
        }}
        data-testid="filter-name"
      />
      <Group grow align="flex-start">
        <FilterTypeSelects filter={filter} setFilter={setFilter} types={filterTypeSchema.options} />
      </Group>
      {kind === 'v2' && (
        <TextInput
          label={t('filterAuthoring.singleColumn')}
          value={filter.globalFilterConfig.globalFilterableName ?? filter.filterColumn ?? ''}
          onChange={(e) => {
            const name = e.currentTarget.value;
            setFilter((f) => ({
              ...f,
              filterColumn: name,
              globalFilterConfig: { ...f.globalFilterConfig, globalFilterableName: name },
            }));
          }}
          data-testid="filter-single-column"
        />
      )}
      {kind === 'v1' && (
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {t('filterAuthoring.targets')}
          </Text>
          {targets.map((target, index) => {
            const chart = props.charts.find((c) => c.id === target.chartId);
            const before = target.type === 'Before logic';
            const columns = before
              ? rawColumns(target.targetTable ?? chart?.rawTables[0]).map((c) => c.name)
              : (chart?.outputColumns ?? []).map((c) => c.name);
            const data = [
              ...new Set([...columns, ...(target.targetColumn ? [target.targetColumn] : [])]),
            ];
            return (
              <Paper
                key={`${target.chartId}-${index}`}
                withBorder
                p="xs"
                data-testid={`filter-target-${target.chartId}`}
              >
                <Stack gap={6}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text size="sm" fw={500} truncate>
                      {chart?.name || target.chartId}
                    </Text>
                    {!target.targetColumn && (
                      <Tooltip label={t('filterAuthoring.needsTarget')} withArrow>
                        <Group gap={4} wrap="nowrap" c="red" data-testid="filter-needs-target">
                          <IconAlertTriangle
                            size={16}
                            aria-label={t('filterAuthoring.needsTarget')}
                          />
                          <Text size="xs" c="red">
                            {t('filterAuthoring.needsTarget')}
                          </Text>
                        </Group>
                      </Tooltip>
                    )}
                  </Group>
                  <SegmentedControl
                    size="xs"
                    value={target.type}
                    data={[
                      { value: 'Before logic', label: t('filterAuthoring.beforeLogic') },
                      { value: 'After logic', label: t('filterAuthoring.afterLogic') },
                    ]}
                    onChange={(value) =>
                      setTarget(index, {
                        type: value === 'Before logic' ? 'Before logic' : 'After logic',
                      })
                    }
                  />
                  <Select
                    size="xs"
                    label={t('filterAuthoring.targetColumn')}
                    data={data}
                    value={target.targetColumn || null}
                    onChange={(value) => setTarget(index, { targetColumn: value ?? '' })}
                    clearable
                    comboboxProps={{ withinPortal: true }}
                    data-testid={`filter-target-column-${target.chartId}`}
                  />
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
      <DefaultValueEditor
        key={`${filter.filterType}/${filter.filterSubType ?? ''}`}
        filterType={filter.filterType}
        filterSubType={filter.filterSubType}
        value={filter.defaultValue}
        onChange={(value) => setFilter((f) => ({ ...f, defaultValue: value }))}
        options={filter.filterRestrictions.values}
        timeZone={props.timeZone}
      />
      <Tooltip label={message ?? ''} disabled={message === null} withArrow multiline w={260}>
        <Box>
          <Button
            fullWidth
            disabled={message !== null}
            loading={props.busy}
            onClick={() => props.onSubmit(filter)}
            data-testid="filter-submit"
          >
            {t('filterAuthoring.submitUpdate')}
          </Button>
        </Box>
      </Tooltip>
      {message !== null && (
        <Text size="xs" c="red" data-testid="filter-schema-message">
          {message}
        </Text>
      )}
    </Stack>
  );
}
