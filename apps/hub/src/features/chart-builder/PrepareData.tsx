import type { TableSchemaEntry } from '@chartroom/client';
import type { ChartFilterConfig, OutputColumn } from '@chartroom/core';
import { Badge, Button, Group, Stack, Tabs, Text, Tooltip } from '@mantine/core';
import { IconPlayerPlay, IconPlus, IconSparkles, IconSql } from '@tabler/icons-react';
import type { ReactCodeMirrorRef } from '@uiw/react-codemirror';
import { useRef } from 'react';
import { SqlErrorAlert } from './SqlErrorAlert';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { useBuilderMode } from './builder-mode';
import { StrictTenantWarning } from '../strict-tenant/StrictTenantWarning';
import { DataPreviewTable } from './DataPreviewTable';
import { ColumnIcon } from './ColumnIcon';
import { BUILDER_PREVIEW_LIMIT } from './preview-sql';
import type { VariableChip } from './query-variables';
import { SqlEditor } from './SqlEditor';
import { VariableChips } from './VariableChips';

export interface PrepareDataProps {
  query: string;
  onQueryChange: (query: string) => void;
  tables: readonly TableSchemaEntry[];
  rawTableNames: string[];
  chips: readonly VariableChip[];
  /** The chart-level filter configs: the value a variable chip's popover shows. */
  filters?: readonly ChartFilterConfig[];
  /** Gives a query variable a value from its chip (as 'Configure Filters' does). */
  onVariableValue?: (variable: string, value: string) => void;
  onPreview: () => void;
  previewing: boolean;
  canPreview: boolean;
  rows: Record<string, unknown>[] | null;
  outputColumns: readonly OutputColumn[];
  error: unknown;
  /** The chart's connection: a tenant-strict one gets the 'X/Y of your tenants' warning. */
  connectionId?: string | null;
}

/**
 * Step 2: the SQL editor, quick-add per raw table, 'Preview data', variable chips, the rows and the
 * strict-tenant warning.
 */
export function PrepareData(props: PrepareDataProps) {
  const { query, onQueryChange, tables, rawTableNames, chips, onPreview, previewing } = props;
  const { t } = useHubTranslation();
  const { embedded } = useBuilderMode();
  const editor = useRef<ReactCodeMirrorRef>(null);

  /** Quick add: a whole query when the editor is empty, else the name at the cursor. */
  const quickAdd = (table: string) => {
    const view = editor.current?.view;
    if (!query.trim() || !view) {
      onQueryChange(query.trim() ? `${query} ${table}` : `SELECT *\nFROM ${table}`);
      return;
    }
    view.dispatch(view.state.replaceSelection(table));
    view.focus();
  };

  return (
    <Tabs defaultValue="query" variant="pills" radius="md">
      <Tabs.List mb="sm">
        <Tabs.Tab value="query" leftSection={<IconSql size={15} />}>
          {t('chartBuilder.prepare.queryTab')}
        </Tabs.Tab>
        <Tabs.Tab value="ai" leftSection={<IconSparkles size={15} />}>
          {t('chartBuilder.prepare.aiTab')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="query">
        <Stack gap="sm">
          {rawTableNames.length > 0 && (
            <Group gap={6}>
              {rawTableNames.map((table) => (
                <Tooltip
                  key={table}
                  label={t('chartBuilder.prepare.quickAdd', { table })}
                  withArrow
                >
                  <Button
                    size="compact-xs"
                    variant="light"
                    color="gray"
                    leftSection={<IconPlus size={12} />}
                    onClick={() => quickAdd(table)}
                    data-testid={`quick-add-${table}`}
                  >
                    {table}
                  </Button>
                </Tooltip>
              ))}
            </Group>
          )}
          <SqlEditor
            ref={editor}
            value={query}
            onChange={onQueryChange}
            tables={tables}
            label={t('chartBuilder.prepare.editorLabel')}
            onRun={onPreview}
          />
          <Group justify="space-between" wrap="nowrap" align="center">
            <VariableChips chips={chips} filters={props.filters} onValue={props.onVariableValue} />
            <Group gap="xs" ml="auto" wrap="nowrap">
              <Text size="xs" c="dimmed" visibleFrom="md">
                {t('chartBuilder.prepare.limitHint', { count: BUILDER_PREVIEW_LIMIT })}
              </Text>
              <Button
                leftSection={<IconPlayerPlay size={15} />}
                onClick={onPreview}
                loading={previewing}
                disabled={!props.canPreview}
                data-testid="preview-data"
              >
                {t('chartBuilder.prepare.preview')}
              </Button>
            </Group>
          </Group>
          {props.error ? (
            <SqlErrorAlert error={props.error} testId="prepare-error" />
          ) : (
            <>
              {props.rows !== null && props.outputColumns.length > 0 && (
                <Group gap={6} data-testid="output-columns">
                  <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                    {t('chartBuilder.prepare.outputColumns')}
                  </Text>
                  {props.outputColumns.map((c) => (
                    <Badge
                      key={c.columnName}
                      variant="default"
                      tt="none"
                      fw={500}
                      radius="sm"
                      leftSection={<ColumnIcon type={c.type} size={12} />}
                      data-testid={`output-column-${c.columnName}`}
                      data-type={c.type}
                    >
                      {c.columnName}
                    </Badge>
                  ))}
                </Group>
              )}
              <DataPreviewTable
                rows={props.rows}
                columns={props.outputColumns}
                exportPrefix="query"
                testId="query-preview"
              />
              {/* Tenants cannot list tenant policies: the warning is for admins (charts.md §5). */}
              {!embedded && (
                <StrictTenantWarning
                  connectionId={props.connectionId ?? null}
                  query={query}
                  outputColumns={props.outputColumns}
                />
              )}
            </>
          )}
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="ai">
        <Text c="dimmed" size="sm" py="md">
          {t('chartBuilder.prepare.aiUnavailable')}
        </Text>
      </Tabs.Panel>
    </Tabs>
  );
}
