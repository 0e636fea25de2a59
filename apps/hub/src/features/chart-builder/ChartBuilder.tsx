import type { ConnectionAdmin } from '@chartroom/client';
import type { TenantPolicy } from '@chartroom/core';
import { Box, Grid } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { BuilderAccordion, type BuilderStep } from './BuilderAccordion';
import { BuilderFooter } from './BuilderFooter';
import { BuilderTabs, type BuilderTab, type InnerTab } from './BuilderTabs';
import { builderError, configIssues, dataPrepValid, STEP_MESSAGES } from './builder-validation';
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
import { useRawTableDetection } from './use-raw-table-detection';
import { useSchemaTables } from './use-schema-tables';

export interface ChartBuilderProps {
  initial: SavedChart | null;
  connections: readonly ConnectionAdmin[];
  connectionsLoading: boolean;
}

const NO_POLICIES: TenantPolicy[] = [];

function defaultConnection(connections: readonly ConnectionAdmin[]): string | null {
  return (connections.find((c) => c.defaultConnection) ?? connections[0])?.id ?? null;
}

/** The classic chart editor: header, three-step accordion, live preview and footer. */
export function ChartBuilder({ initial, connections, connectionsLoading }: ChartBuilderProps) {
  const { t } = useHubTranslation();
  const state = useBuilderState(initial, defaultConnection(connections));
  const { draft, config, dispatch, setDataPrep, setConnection } = state;
  const { dataPrep } = draft;
  const schema = useSchemaTables(draft.connection);
  const [step, setStep] = useState<BuilderStep | null>(initial ? 'build' : 'raw');
  const [tab, setTab] = useState<BuilderTab>('builder');
  const [inner, setInner] = useState<InnerTab>('build');
  const [preview, setPreview] = useState<QueryPreview | null>(null);
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

  const { applyPreview } = state;
  const run = useQueryPreview(
    useCallback(
      (result: QueryPreview) => {
        setPreview(result);
        applyPreview(result.columns);
      },
      [applyPreview],
    ),
  );
  const runPreview = useCallback(() => {
    if (!draft.connection || !dataPrep.query.trim()) return;
    run.mutate({
      query: dataPrep.query,
      connectionId: draft.connection,
      rawTableNames: dataPrep.rawTableNames,
    });
  }, [run, draft.connection, dataPrep.query, dataPrep.rawTableNames]);

  const columns = dataPrep.outputColumns;
  const issues = useMemo(() => configIssues(config), [config]);
  const canBuild = dataPrepValid(dataPrep);
  const blocker = builderError({
    rawTableNames: dataPrep.rawTableNames,
    knownTables: schema.names,
    dataPrep,
    config,
  });
  const document = useMemo(() => chartDocument(draft, config), [draft, config]);
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
    markSaved: state.markSaved,
    setSaved: state.setSaved,
    showFirstTab: () => {
      setTab('builder');
      setInner('build');
    },
    thumbnailNode: () => previewNode.current,
  });

  const chips = variableChips(
    dataPrep.query,
    draft.filters.map((f) => f.config),
  );
  const previewRows = preview?.rows ?? null;

  return (
    <Box data-testid="chart-builder">
      <ChartHeader
        name={draft.name}
        onName={state.setName}
        connection={draft.connection}
        connections={connections}
        connectionsLoading={connectionsLoading}
        onConnection={(c) => {
          setConnection(c);
          setPreview(null);
        }}
        version={state.saved?.version ?? null}
        published={state.saved?.published ?? false}
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
                onRemoveFilter={state.removeFilter}
                backingRows={data?.rows ?? previewRows}
                previewRows={previewRows ?? data?.rows ?? null}
                backingColumns={
                  data ? data.columns.map((c) => ({ columnName: c.name, type: c.type })) : columns
                }
              />
            }
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }} style={{ position: 'sticky', top: 76 }}>
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
        onApply={() => void actions.applyChanges()}
        duplicate={actions.duplicate}
        onDuplicate={() => void actions.duplicateChart()}
        publish={actions.publish}
        onPublish={() => void actions.togglePublish()}
        saveAndAdd={{
          valid: blocker === null,
          chart: {
            id: state.saved?.id ?? null,
            name: draft.name,
            connection: draft.connection,
            document: chartDocument(draft, config, { forSave: true }),
            filters: draft.filters,
            published: state.saved?.published ?? false,
          },
          thumbnailNode: () => previewNode.current,
        }}
      />
    </Box>
  );
}
