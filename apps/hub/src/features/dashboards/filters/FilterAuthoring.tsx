import { ApiError } from '@chartroom/client';
import type { AnyDashboardFilter } from '@chartroom/core';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../../api/api-context';
import { ConfirmDeleteModal } from '../../../components/ConfirmDeleteModal';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import type { UsageEvent } from '../../../lib/analytics/usage-events';
import type { FilterAuthoringProps } from './authoring-host';
import { FilterDrawer, type FilterDrawerTarget } from './FilterDrawer';
import { FilterEditGrid } from './FilterEditGrid';
import { withFilter, withFilterLayouts, withoutFilter } from './filter-draft';
import { analyticsFilterVersion, newDashboardFilter } from './filter-editor-model';
import { MissingVariableMappingsDialog } from './MissingVariableMappingsDialog';
import { useEditorSources } from './use-editor-sources';
import {
  applyVariableMappings,
  autoMapVariables,
  variableFiltersOf,
  type VariableFilterRef,
} from './variable-mapping';
import { takenControlKeys } from '../filter-control/control-snippet';

const ConfigureFilterControlModal = lazy(async () => ({
  default: (await import('../filter-control/ConfigureFilterControlModal'))
    .ConfigureFilterControlModal,
}));

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A refusal of the filter itself (bad input, no permission): nothing is written. */
function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 400 || error.status === 403);
}

/**
 * Dashboard filter authoring (filters-and-rendering.md §2, §4 "Filter editing", §5): the filter
 * grid of edit mode with '+ Add filter', the filter drawer, delete, the control-key modal and
 * 'Missing variable filter mappings'. Every change goes through `host.update` (the hub's draft or
 * the tenant's save); in the hub each added or updated filter is also stored as an unsaved
 * authoring record (POST /dashboard-filters/create-or-update-filter-v2, noSave) that Save marks
 * saved, and a deleted one is deleted with its chart filters (DELETE delete-filter-v2).
 */
export function FilterAuthoring({ host, bar, filters }: FilterAuthoringProps) {
  const { t } = useHubTranslation();
  const { client } = useApi();
  const [drawer, setDrawer] = useState<FilterDrawerTarget | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<AnyDashboardFilter | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [controlId, setControlId] = useState<string | null>(null);
  const [mapping, setMapping] = useState<VariableFilterRef[] | null>(null);
  const filtersRef = useRef(filters);
  filtersRef.current = filters;
  const sources = useEditorSources(host.dashboardId, host.charts, drawer !== null);

  const eventOf = (name: 'Filter Added' | 'Filter Removed', f: AnyDashboardFilter): UsageEvent => ({
    eventName: name,
    dashboardId: host.dashboardId,
    eventMetadata: { filterVersion: analyticsFilterVersion(f) },
  });

  /** Stores the filter's authoring record (hub); answers the filter with its chart filter ids. */
  const store = useCallback(
    async (filter: AnyDashboardFilter): Promise<AnyDashboardFilter> => {
      if (!host.storeRecords) return filter;
      try {
        const answer = await client.createOrUpdateDashboardFilterV2({
          filterConfig: filter,
          parentDashboardId: host.dashboardId,
          filterId: filter.id,
          chartIds: Object.keys(filter.chartFilterStructures),
          existingChartFilterIds: filter.chartFilterIds,
          noSave: true,
        });
        host.onRecordStored?.(filter.id);
        return { ...filter, chartFilterIds: answer.chartFilterIds };
      } catch (error) {
        if (isRefusal(error)) throw error;
        notifications.show({
          color: 'orange',
          message: t('filterAuthoring.storeError', { message: messageOf(error) }),
        });
        return filter;
      }
    },
    [client, host, t],
  );

  const submit = async (filter: AnyDashboardFilter, isNew: boolean) => {
    setBusy(true);
    try {
      const stored = await store({ ...filter, saved: false });
      host.update(
        (config) => withFilter(config, stored),
        isNew ? [eventOf('Filter Added', stored)] : [],
      );
      setDrawer(null);
    } catch (error) {
      notifications.show({ color: 'red', message: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    if (host.storeRecords) {
      // The record and the chart filters it created go; a filter only in the config has none.
      await client.deleteDashboardFilterV2({ filterId: deleting.id }).catch(() => undefined);
    }
    const gone = deleting;
    host.update((config) => withoutFilter(config, gone.id), [eventOf('Filter Removed', gone)]);
    setDeleteBusy(false);
    setDeleting(null);
  };

  // Charts just put on the dashboard: their Variable filters attach to the dashboard filter of
  // the same name; the others are offered in 'Missing variable filter mappings'.
  const { newCharts, onNewChartsChecked, update } = host;
  useEffect(() => {
    if (!newCharts || newCharts.length === 0) return;
    onNewChartsChecked?.();
    const refs = newCharts.map((c) => ({ id: c.id, version: Math.max(1, c.version) }));
    void client
      .getCharts({ charts: refs })
      .then((answer) => {
        const variables = answer.charts.flatMap((row) =>
          variableFiltersOf(row.id, row.connection, answer.filters),
        );
        if (variables.length === 0) return;
        const out = autoMapVariables(filtersRef.current, variables);
        if (out.changed) {
          update(
            (config) => ({
              ...config,
              filters: autoMapVariables(config.filters, variables).filters,
            }),
            [],
          );
        }
        if (out.unmapped.length > 0 && filtersRef.current.length > 0) setMapping(out.unmapped);
      })
      .catch(() => undefined); // the chart's card says when it cannot be loaded
  }, [newCharts, onNewChartsChecked, update, client]);

  const applyMappings = async (choices: { ref: VariableFilterRef; filterId: string | null }[]) => {
    setMapping(null);
    const next = applyVariableMappings(filtersRef.current, choices);
    const changed = next.filter((f, i) => f !== filtersRef.current[i]);
    const stored = await Promise.all(changed.map((f) => store(f).catch(() => f)));
    update((config) => {
      let out = config;
      for (const f of stored) out = withFilter(out, f);
      return out;
    }, []);
  };

  const openNew = useCallback(
    () =>
      setDrawer({
        filter: newDashboardFilter(crypto.randomUUID(), filtersRef.current),
        isNew: true,
      }),
    [],
  );
  // '+ Add filter' outside the grid (the share page's header).
  const { addRequested, onAddRequestHandled } = host;
  useEffect(() => {
    if (!addRequested) return;
    onAddRequestHandled?.();
    openNew();
  }, [addRequested, onAddRequestHandled, openNew]);

  const controlled = controlId ? filters.find((f) => f.id === controlId) : undefined;

  return (
    <>
      <FilterEditGrid
        filters={filters}
        values={bar.values}
        onChange={bar.onChange}
        options={bar.options}
        optionsLoading={bar.optionsLoading}
        timeZone={bar.timeZone}
        onAdd={host.canAdd ? openNew : null}
        onEdit={(id) => {
          const filter = filters.find((f) => f.id === id);
          if (filter) setDrawer({ filter, isNew: false });
        }}
        onControl={host.canControl ? setControlId : null}
        onDelete={(id) => setDeleting(filters.find((f) => f.id === id) ?? null)}
        onLayoutCommit={(cells) => update((config) => withFilterLayouts(config, cells), [])}
      />
      <FilterDrawer
        dashboardId={host.dashboardId}
        target={drawer}
        sources={sources}
        timeZone={bar.timeZone}
        busy={busy}
        onClose={() => setDrawer(null)}
        onSubmit={(filter, isNew) => void submit(filter, isNew)}
      />
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t('filterAuthoring.deleteTitle')}
        message={t('filterAuthoring.deleteText', { name: deleting?.displayName ?? '' })}
        confirmLabel={t('filterAuthoring.deleteConfirm')}
        cancelLabel={t('filterAuthoring.cancel')}
        deleting={deleteBusy}
        focus="confirm"
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        testIds={{ modal: 'filter-delete-modal', confirm: 'filter-delete-confirm' }}
      />
      {controlled && (
        <Suspense fallback={null}>
          <ConfigureFilterControlModal
            opened
            onClose={() => setControlId(null)}
            filter={controlled}
            takenKeys={takenControlKeys(filters, controlled.id)}
            dashboardSaved={host.dashboardSaved}
            onSave={(controlKey) => {
              setControlId(null);
              update(
                (config) =>
                  withFilter(config, {
                    ...controlled,
                    controlKey,
                    isControlled: controlKey !== null,
                    saved: false,
                  }),
                [],
              );
            }}
          />
        </Suspense>
      )}
      <MissingVariableMappingsDialog
        unmapped={mapping}
        filters={filters}
        charts={host.charts}
        onCancel={() => setMapping(null)}
        onApply={(choices) => void applyMappings(choices)}
      />
    </>
  );
}
