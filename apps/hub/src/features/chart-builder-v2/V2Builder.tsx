import type { ChartSettingsV2 } from '@chartroom/core';
import { Box, Center, Group, Paper, Text } from '@mantine/core';
import { useApi } from '../../api/api-context';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { useBuilderMode } from '../chart-builder/builder-mode';
import { RefineModelButton } from '../golden-charts/RefineModelButton';
import { BuilderFooter } from '../chart-builder/BuilderFooter';
import { useBuilderTables } from '../chart-builder/use-builder-tables';
import { errorDetail, tableRef } from '../connections/schema-model';
import { AskDashPanel } from './AskDashPanel';
import { ChipsBar } from './ChipsBar';
import { FieldSidebar } from './FieldSidebar';
import { SettingsPanel } from './SettingsPanel';
import { SidePanel } from './SidePanel';
import { useV2Actions } from './use-v2-actions';
import { useV2BuilderState } from './use-v2-builder-state';
import { useV2ChartData } from './use-v2-chart-data';
import {
  chartTable,
  invalidReason,
  isV2Unsaved,
  previewReady,
  starterV2Document,
  v2Document,
  type SavedV2Chart,
  type V2Baseline,
} from './v2-draft';
import { fieldTypeMap, tableFields } from './v2-fields';
import { V2Header, type V2Panel } from './V2Header';
import { V2Preview } from './V2Preview';
import { useV2ChartFilters } from './filters/use-v2-chart-filters';
import { V2FiltersPanel } from './filters/V2FiltersPanel';

/**
 * The v2 (semantic) chart editor: header, chips, fields sidebar, preview, side panels, footer.
 * `initial` is a saved chart, or a new chart (no id) that is created on its first 'Apply changes'
 * so an abandoned attempt leaves nothing behind.
 */
export function V2Builder({ initial }: { initial: SavedV2Chart | V2Baseline }) {
  const { t } = useHubTranslation();
  const { client } = useApi();
  const mode = useBuilderMode();
  const state = useV2BuilderState(initial);
  const { draft, saved, dispatch } = state;
  const { config, document } = draft;
  const connection = state.baseline.connection;
  const schema = useBuilderTables(connection);
  const tableName = chartTable(document);
  const table = schema.tables.find((e) => tableRef(e) === tableName || e.tableName === tableName);
  const fields = useMemo(() => tableFields(table), [table]);
  const types = useMemo(() => fieldTypeMap(fields), [fields]);
  const [panel, setPanel] = useState<V2Panel>(null);
  const [changingTable, setChangingTable] = useState(false);
  const previewNode = useRef<HTMLDivElement>(null);

  const preview = useMemo(() => v2Document(draft, table), [draft, table]);
  const savedDocument = useMemo(() => v2Document(draft, table, { forSave: true }), [draft, table]);
  const invalid = invalidReason(config) !== null;
  const ready = !invalid && previewReady(config);
  const data = useV2ChartData(preview, connection, ready && !changingTable);
  const error = data.error ? errorDetail(data.error.message) : undefined;

  const chartFilters = useV2ChartFilters(saved ? { id: saved.id, version: saved.version } : null);
  const unsaved = isV2Unsaved(draft, state.baseline) || chartFilters.unsaved;
  const { onUnsavedChange } = mode;
  useEffect(() => onUnsavedChange?.(unsaved), [onUnsavedChange, unsaved]);

  const actions = useV2Actions({
    draft,
    saved,
    connection,
    table,
    markSaved: (next: SavedV2Chart) => {
      state.markSaved(next);
      mode.onChartSaved?.({ id: next.id, version: next.version });
    },
    setSaved: state.setSaved,
    showFirstTab: () => setPanel(null),
    thumbnailNode: () => previewNode.current,
    saveTarget: mode.saveTarget,
    chartFilters,
  });

  const changeTable = async (newTableName: string) => {
    // A chart not saved yet takes a fresh document made here (nothing to ask the server).
    if (!saved) {
      state.replaceDocument(starterV2Document(newTableName, document));
      return;
    }
    setChangingTable(true);
    try {
      const answer = await client.changeChartGoldenTable({
        chartId: saved.id,
        newTableName,
        isV2ChartBuilder: true,
      });
      state.replaceDocument(answer.data.config);
    } catch (e) {
      console.error('change table failed', e);
    }
    setChangingTable(false);
  };

  return (
    <Box data-testid="chart-builder-v2">
      <V2Header
        name={draft.name}
        onName={state.setName}
        version={saved?.version ?? null}
        published={saved?.published ?? false}
        tables={schema.tables}
        connectionId={connection}
        table={table ? tableRef(table) : tableName}
        onTable={(v) => void changeTable(v)}
        tableDisabled={changingTable || schema.loading}
        chartType={config.type}
        onChartType={(chartType) => dispatch({ type: 'setType', chartType })}
        panel={panel}
        onPanel={setPanel}
      />
      <ChipsBar
        config={config}
        fields={fields}
        document={preview}
        connection={connection}
        dispatch={dispatch}
      />
      <Group align="stretch" wrap="nowrap" gap="md" mb="lg" mih={520}>
        <FieldSidebar config={config} fields={fields} types={types} dispatch={dispatch} />
        {mode.embedded && invalid ? (
          <EmbeddedInvalid />
        ) : (
          <V2Preview
            ref={previewNode}
            name={draft.name}
            config={config}
            data={ready ? data.data : undefined}
            loading={ready && (data.isLoading || changingTable)}
            fetching={data.isFetching}
            error={error}
            ready={ready}
            invalid={invalid}
          />
        )}
        {panel === 'settings' && (
          <SidePanel title={t('chartBuilderV2.panels.settings')} onClose={() => setPanel(null)}>
            <SettingsPanel
              settings={config.settings}
              onChange={(settings: Partial<ChartSettingsV2>) =>
                dispatch({ type: 'setSettings', settings })
              }
              debugText={JSON.stringify(preview.chartConfigV2, null, 2)}
            />
          </SidePanel>
        )}
        {panel === 'filters' && (
          <SidePanel title={t('chartBuilder.tabs.filters')} onClose={() => setPanel(null)}>
            <V2FiltersPanel filters={chartFilters} tableName={tableName} table={table} />
          </SidePanel>
        )}
        {panel === 'askDash' && (
          <SidePanel title={t('chartBuilderV2.panels.askDash')} onClose={() => setPanel(null)}>
            <AskDashPanel />
          </SidePanel>
        )}
      </Group>
      <BuilderFooter
        unsaved={unsaved}
        savedId={saved?.id ?? null}
        published={saved?.published ?? false}
        apply={actions.apply}
        onApply={() => void actions.applyChanges()}
        duplicate={actions.duplicate}
        onDuplicate={() => void actions.duplicateChart()}
        publish={actions.publish}
        onPublish={() => void actions.togglePublish()}
        refineModel={
          saved ? (
            <RefineModelButton
              chart={{
                id: saved.id,
                version: saved.version,
                document: savedDocument,
              }}
            />
          ) : undefined
        }
      />
    </Box>
  );
}

/** Embedded mode shows this instead of 'Invalid Chart Config: {reason}' (charts.md §2). */
function EmbeddedInvalid() {
  const { t } = useHubTranslation();
  return (
    <Paper withBorder radius="md" h={460} style={{ flex: 1 }} data-testid="preview-invalid">
      <Center h="100%">
        <Text size="sm" c="dimmed">
          {t('embeddedEditing.askDashForChart')}
        </Text>
      </Center>
    </Paper>
  );
}
