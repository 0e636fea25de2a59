import type { ConnectionAdmin } from '@chartroom/client';
import type { TenantPolicy } from '@chartroom/core';
import { chartConfigClassicSchema } from '@chartroom/core';
import { Box, Grid } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApi } from '../../api/api-context';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { useBuilderMode } from './builder-mode';
import { BuilderAccordion, type BuilderStep } from './BuilderAccordion';
import { BuilderFooter } from './BuilderFooter';
import { RefineModelButton } from '../golden-charts/RefineModelButton';
import { BuilderTabs, type BuilderTab, type InnerTab } from './BuilderTabs';
import {
  builderError,
  chartNameMissing,
  configIssues,
  dataPrepValid,
  STEP_MESSAGES,
} from './builder-validation';
import { isSegmented } from './chart-config-reducer';
import { chartDocument, type SavedChart } from './chart-draft';
import { ChartHeader } from './ChartHeader';
import { ChartPreview } from './ChartPreview';
import { PrepareData } from './PrepareData';
import { variableChips } from './query-variables';
import { RawTableSelector } from './RawTableSelector';
import { useBuilderChartData } from './use-builder-chart-data';
import { useBuilderState } from './use-builder-state';
import { useChartActions } from './use-chart-actions';
import { useQueryPreview, type QueryPreview } from './use-query-preview';
import { useBuilderTables } from './use-builder-tables';
import { filterSources } from './filters/filter-sources';
import { useRawTableDetection } from './use-raw-table-detection';

export interface ChartBuilderProps {
  initial: SavedChart | null;
  /** Admin connections; embedded builders pass the tenant's (no tenant policies). */
  connections: readonly (Pick<ConnectionAdmin, 'id' | 'name' | 'defaultConnection'> &
    Partial<Pick<ConnectionAdmin, 'tenantPolicies'>>)[];
  connectionsLoading: boolean;
}

const NO_POLICIES: TenantPolicy[] = [];

function defaultConnection(connections: ChartBuilderProps['connections']): string | null {
  return (connections.find((c) => c.defaultConnection) ?? connections[0])?.id ?? null;
}

/** The classic chart editor: header, three-step accordion, live preview and footer. */
export function ChartBuilder({ initial, connections, connectionsLoading }: ChartBuilderProps) {
  const { t } = useHubTranslation();
  const mode = useBuilderMode();
  const { client } = useApi();
  const state = useBuilderState(initial, defaultConnection(connections));
  const { draft, config, dispatch, setDataPrep, setConnection } = state;
  const { dataPrep } = draft;
  const schema = useBuilderTables(draft.connection);
  const [step, setStep] = useState<BuilderStep | null>(
    initial && (!mode.embedded || dataPrepValid(initial.draft.dataPrep)) ? 'build' : 'raw',
  );
  const [changingTable, setChangingTable] = useState(false);
  const [tab, setTab] = useState<BuilderTab>('builder');
  const [inner, setInner] = useState<InnerTab>('build');
  const [preview, setPreview] = useState<QueryPreview | null>(null);
  // Set by a save without a name; the name field says so until a name is typed.
  const [nameRefused, setNameRefused] = useState(false);
  const nameMissing = chartNameMissing(draft.name);
  const sideBySide = useMediaQuery('(min-width: 75em)');
  const previewNode = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (draft.connection === null && connections.length > 0) {
      setConnection(defaultConnection(connections));
    }
  }, [draft.connection, connections, setConnection]);

  const setRawTables = useCallback(
    (rawTableNames: string[]) => setDataPrep({ rawTableNames }),
    [setDataPrep],
  );
  useRawTableDetection(dataPrep.query, schema.names, dataPrep.rawTableNames, setRawTables);

  const { applyPreview, setSaved } = state;
  // The first run of a saved chart only derives its output columns: that stays "saved".
  const firstRunBaseline = useRef(false);
  const savedNow = useRef(state.saved);
  useEffect(() => {
    savedNow.current = state.saved;
  });
  const run = useQueryPreview(
    useCallback(
      (result: QueryPreview) => {
        setPreview(result);
        applyPreview(result.columns);
        const saved = savedNow.current;
        if (firstRunBaseline.current && saved) {
          firstRunBaseline.current = false;
          const dataPrep = { ...saved.draft.dataPrep, outputColumns: result.columns };
          setSaved({ ...saved, draft: { ...saved.draft, dataPrep } });
        }
      },
      [applyPreview, setSaved],
    ),
  );
  const filterConfigs = useMemo(() => draft.filters.map((f) => f.config), [draft.filters]);
  const runPreview = useCallback(() => {
    if (!draft.connection || !dataPrep.query.trim()) return;
    run.mutate({
      query: dataPrep.query,
      connectionId: draft.connection,
      rawTableNames: dataPrep.rawTableNames,
      filters: filterConfigs,
    });
  }, [run, draft.connection, dataPrep.query, dataPrep.rawTableNames, filterConfigs]);

  // Embedded charts run the data query once on first run (charts.md §4) when they have no output
  // columns yet, so that the chart builder tabs work without the SQL steps; a table change sets
  // it again.
  const [firstRun, setFirstRun] = useState<'initial' | 'tableChange' | null>(
    mode.embedded && (initial?.draft.dataPrep.outputColumns.length ?? 0) === 0 ? 'initial' : null,
  );
  useEffect(() => {
    if (!firstRun || !draft.connection || !dataPrep.query.trim()) return;
    firstRunBaseline.current = firstRun === 'initial';
    setFirstRun(null);
    runPreview();
  }, [firstRun, draft.connection, dataPrep.query, runPreview]);

  const changeTable = async (newTableName: string) => {
    if (!state.saved) return;
    setChangingTable(true);
    try {
      const answer = await client.changeChartGoldenTable({
        chartId: state.saved.id,
        newTableName,
      });
      const document = answer.data.config;
      const parsed = chartConfigClassicSchema.safeParse(document.chartConfig);
      setDataPrep({ ...document.dataPrep, outputColumns: [] });
      if (parsed.success) dispatch({ type: 'load', config: parsed.data });
      setPreview(null);
      setFirstRun('tableChange');
    } catch (error) {
      console.error('change table failed', error);
    }
    setChangingTable(false);
  };

  const columns = dataPrep.outputColumns;
  const { onUnsavedChange } = mode;
  useEffect(() => onUnsavedChange?.(state.unsaved), [onUnsavedChange, state.unsaved]);
  const issues = useMemo(() => configIssues(config), [config]);
  const canBuild = dataPrepValid(dataPrep);
  const blocker = builderError({
    rawTableNames: dataPrep.rawTableNames,
    knownTables: schema.names,
    dataPrep,
    config,
  });
  const document = useMemo(() => chartDocument(draft, config), [draft, config]);
  // What a save stores (Refine model and Save and add read it too): built once per change.
  const savedDocument = useMemo(
    () => chartDocument(draft, config, { forSave: true }),
    [draft, config],
  );
  const chartData = useBuilderChartData(
    document,
    draft.connection,
    !schema.loading && blocker === null && config.type !== 'Text',
  );
  const data = chartData.data;

  // A new segment-by column gets its segments once the data names them.
  const first = config.yAxis[0]?.segmentConfig;
  useEffect(() => {
    if (!isSegmented(config) || !first?.segmentBy || first.segments.length > 0) return;
    if (first.segmentsLocked || !data?.segmentNames?.length) return;
    dispatch({ type: 'resetSegments', names: data.segmentNames });
  }, [config, first, data, dispatch]);

  const actions = useChartActions({
    draft,
    config,
    saved: state.saved,
    deletedFilterIds: state.deletedFilterIds,
    markSaved: (saved: SavedChart) => {
      state.markSaved(saved);
      mode.onChartSaved?.({ id: saved.id, version: saved.version });
    },
    setSaved: state.setSaved,
    showFirstTab: () => {
      setTab('builder');
      setInner('build');
    },
    thumbnailNode: () => previewNode.current,
    saveTarget: mode.saveTarget,
  });

  const chips = variableChips(dataPrep.query, filterConfigs);
  const previewRows = preview?.rows ?? null;

  return (
    <Box data-testid="chart-builder">
      <ChartHeader
        name={draft.name}
        onName={state.setName}
        nameError={nameRefused && nameMissing ? t('chartBuilder.nameRequired') : null}
        connection={draft.connection}
        connections={connections}
        connectionsLoading={connectionsLoading}
        onConnection={(c) => {
          setConnection(c);
          setPreview(null);
        }}
        version={state.saved?.version ?? null}
        published={state.saved?.published ?? false}
        tablePicker={{
          tables: schema.tables,
          table: dataPrep.goldenTable ?? dataPrep.rawTableNames[0] ?? null,
          onTable: (table) => void changeTable(table),
          disabled: changingTable || schema.loading || !state.saved,
        }}
      />
      <Grid gutter="lg" align="flex-start" pb="xl">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <BuilderAccordion
            step={step}
            onStep={setStep}
            canBuild={canBuild}
            buildBlocker={canBuild ? null : STEP_MESSAGES.dataPrep}
            rawSummary={
              dataPrep.rawTableNames.length
                ? t('chartBuilder.steps.tablesSelected', { count: dataPrep.rawTableNames.length })
                : null
            }
            prepSummary={
              columns.length ? t('chartBuilder.steps.columns', { count: columns.length }) : null
            }
            raw={
              <RawTableSelector
                connectionId={draft.connection}
                tables={schema.tables}
                loading={schema.loading}
                schemaError={schema.error}
                selected={dataPrep.rawTableNames}
                onChange={setRawTables}
                tenantPolicies={
                  connections.find((c) => c.id === draft.connection)?.tenantPolicies ?? NO_POLICIES
                }
              />
            }
            prep={
              <PrepareData
                connectionId={draft.connection}
                filters={filterConfigs}
                onVariableValue={state.setVariableValue}
                query={dataPrep.query}
                onQueryChange={(query) => setDataPrep({ query })}
                tables={schema.tables}
                rawTableNames={dataPrep.rawTableNames}
                chips={chips}
                onPreview={runPreview}
                previewing={run.isPending}
                canPreview={!!draft.connection && dataPrep.query.trim() !== ''}
                rows={previewRows}
                outputColumns={preview?.columns ?? columns}
                error={run.isError ? run.error : null}
              />
            }
            build={
              <BuilderTabs
                tab={tab}
                onTab={setTab}
                inner={inner}
                onInner={setInner}
                config={config}
                columns={columns}
                dispatch={dispatch}
                issues={issues}
                notice={state.notice}
                segmentNames={data?.segmentNames}
                filters={draft.filters}
                onFilterValue={state.setFilterValue}
                onRemoveFilter={state.removeFilter}
                filterSources={filterSources(schema.tables, dataPrep.rawTableNames, columns)}
                onAddFilter={state.addFilter}
                backingRows={data?.rows ?? previewRows}
                backingError={chartData.isError ? chartData.error : null}
                previewRows={previewRows ?? data?.rows ?? null}
                backingColumns={
                  data ? data.columns.map((c) => ({ columnName: c.name, type: c.type })) : columns
                }
              />
            }
          />
        </Grid.Col>
        <Grid.Col
          span={{ base: 12, lg: 5 }}
          // Beside the steps the preview stays in view; stacked under them it scrolls with them.
          style={sideBySide ? { position: 'sticky', top: 76 } : undefined}
        >
          <ChartPreview
            ref={previewNode}
            name={draft.name}
            config={config}
            data={data}
            loading={chartData.isPending && chartData.isFetching}
            fetching={chartData.isFetching}
            error={chartData.isError ? chartData.error.message : undefined}
            blocker={blocker}
          />
        </Grid.Col>
      </Grid>
      <BuilderFooter
        unsaved={state.unsaved}
        savedId={state.saved?.id ?? null}
        published={state.saved?.published ?? false}
        apply={actions.apply}
        onApply={() => {
          if (nameMissing) {
            setNameRefused(true);
            const input = window.document.querySelector<HTMLInputElement>(
              '[data-testid="chart-name"]',
            );
            input?.scrollIntoView({ block: 'center', behavior: 'smooth' });
            input?.focus({ preventScroll: true });
            return;
          }
          void actions.applyChanges();
        }}
        duplicate={actions.duplicate}
        onDuplicate={() => void actions.duplicateChart()}
        publish={actions.publish}
        onPublish={() => void actions.togglePublish()}
        refineModel={
          <RefineModelButton
            chart={{
              id: state.saved?.id ?? null,
              version: state.saved?.version ?? null,
              document: savedDocument,
              filters: filterConfigs,
            }}
          />
        }
        saveAndAdd={
          mode.embedded
            ? undefined
            : {
                valid: blocker === null && !nameMissing,
                chart: {
                  id: state.saved?.id ?? null,
                  name: draft.name,
                  connection: draft.connection,
                  document: savedDocument,
                  filters: draft.filters,
                  published: state.saved?.published ?? false,
                },
                thumbnailNode: () => previewNode.current,
              }
        }
      />
    </Box>
  );
}
