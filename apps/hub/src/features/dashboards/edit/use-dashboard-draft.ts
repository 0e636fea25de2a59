import {
  ApiError,
  type ChartroomClient,
  type DashboardRow,
  type GetDashboardAnswer,
  type SaveDashboardAnswer,
} from '@chartroom/client';
import type { AnyDashboardFilter, Breakpoint, DashboardConfig, GridLayout } from '@chartroom/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApi } from '../../../api/api-context';
import { useUsageEvent } from '../../../lib/analytics/use-usage-event';
import { dashboardRowKey } from '../dashboard-row-query';
import { seedSavedCharts } from './seed-charts';
import {
  changedItem,
  draftChanges,
  mergeDraftConfig,
  mergeStoredDraft,
  withChartVersion,
  withLayoutCommit,
  withNewChart,
  withoutChart,
  type LoadedDashboard,
} from './draft-model';
import {
  DRAFT_CLEARED_EVENT,
  clearDashboardDraft,
  draftWriter,
  readDashboardDraft,
  type DashboardDraft,
} from './local-draft';

export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

/** Re-stores each filter's record as saved in the config, then marks them saved. */
async function markFiltersSaved(
  client: ChartroomClient,
  dashboardId: string,
  filters: readonly AnyDashboardFilter[],
  pending: Set<string>,
): Promise<void> {
  try {
    for (const f of filters) {
      await client.createOrUpdateDashboardFilterV2({
        filterConfig: f,
        parentDashboardId: dashboardId,
        filterId: f.id,
        chartIds: Object.keys(f.chartFilterStructures),
        existingChartFilterIds: f.chartFilterIds,
        noSave: true,
      });
    }
    await client.saveDashboardFiltersV2({ filterIds: filters.map((f) => f.id) });
    for (const f of filters) pending.delete(f.id);
  } catch {
    // Kept for the next Save.
  }
}

/** How long the Save button reads 'Saved'. */
export const SAVED_LABEL_MS = 2500;

function loadedOf(row: DashboardRow): LoadedDashboard {
  return { name: row.name, version: row.version, config: row.config };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The admin's working copy of a dashboard (dashboards.md §2 header, §3 local draft, §4): the
 * loaded row with the local draft merged over it; every edit updates the draft (stored after
 * 1 s), Save writes a new version (POST /dashboard/v3/save on the latest version) and Reset
 * drops the draft and refetches. `enabled` false (an old version is shown) ignores the draft.
 */
export function useDashboardDraft(row: DashboardRow, enabled: boolean) {
  const { client, scope } = useApi();
  const queryClient = useQueryClient();
  const usage = useUsageEvent();
  const dashboardId = row.id;
  const loaded = useMemo(() => loadedOf(row), [row]);
  const [draft, setDraftState] = useState<DashboardDraft | null>(() =>
    enabled ? mergeStoredDraft(loaded, readDashboardDraft(dashboardId)) : null,
  );
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [saveError, setSaveError] = useState<string | null>(null);
  const writer = useMemo(() => draftWriter(dashboardId), [dashboardId]);
  const savedTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Pending writes are stored when the page is hidden or left, and when the editor goes away.
  useEffect(() => {
    const flush = () => writer.flush();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      writer.flush();
    };
  }, [writer]);
  useEffect(
    () => () => {
      if (savedTimer.current) clearTimeout(savedTimer.current);
    },
    [],
  );
  // Another part of the page cleared the draft (the outdated notice's Refresh): drop the edits.
  useEffect(() => {
    const onCleared = (event: Event) => {
      if ((event as CustomEvent<string>).detail !== dashboardId) return;
      writer.cancel();
      setDraftState(null);
    };
    window.addEventListener(DRAFT_CLEARED_EVENT, onCleared);
    return () => window.removeEventListener(DRAFT_CLEARED_EVENT, onCleared);
  }, [dashboardId, writer]);

  const working: DashboardDraft = useMemo(
    () =>
      draft && enabled
        ? { ...draft, config: mergeDraftConfig(loaded.config, draft.config, draft.baseCharts) }
        : { name: loaded.name, config: loaded.config, baseVersion: loaded.version },
    [draft, enabled, loaded],
  );
  const workingRef = useRef(working);
  workingRef.current = working;

  /** Applies an edit to the working copy; the draft is stored 1 s later (or dropped if undone). */
  const edit = useCallback(
    (change: (current: DashboardDraft) => DashboardDraft) => {
      if (!enabled) return;
      // The draft has seen the loaded charts: one it removes stays removed.
      const seen = new Set([
        ...(workingRef.current.baseCharts ?? []),
        ...Object.keys(loaded.config.charts),
      ]);
      const next = { ...change(workingRef.current), baseCharts: [...seen] };
      workingRef.current = next;
      if (draftChanges(loaded, next)) {
        setDraftState(next);
        writer.write(next);
      } else {
        setDraftState(null);
        writer.cancel();
        clearDashboardDraft(dashboardId, undefined, false);
      }
      setSaveState((s) => (s === 'saved' || s === 'error' ? 'idle' : s));
    },
    [enabled, loaded, writer, dashboardId],
  );

  const setTitle = useCallback(
    (title: string) => edit((d) => ({ ...d, name: title, config: { ...d.config, title } })),
    [edit],
  );

  const commitLayout = useCallback(
    (
      breakpoint: Breakpoint,
      items: readonly GridLayout[],
      before: readonly GridLayout[],
      sameColumnsAsLg: boolean,
    ) => {
      const change = changedItem(before, items);
      edit((d) => ({
        ...d,
        config: withLayoutCommit(d.config, breakpoint, items, sameColumnsAsLg),
      }));
      if (change?.kind === 'move') {
        usage({ eventName: 'Chart Moved', dashboardId, chartId: change.chartId });
      }
    },
    [edit, usage, dashboardId],
  );

  const addChart = useCallback(
    (chartId: string, version: number, columns: number) => {
      edit((d) => ({ ...d, config: withNewChart(d.config, chartId, version, columns) }));
      usage({ eventName: 'Chart Added', dashboardId, chartId });
    },
    [edit, usage, dashboardId],
  );

  const removeChart = useCallback(
    (chartId: string, chartFilterIds: ReadonlySet<string>) => {
      edit((d) => ({ ...d, config: withoutChart(d.config, chartId, chartFilterIds) }));
      usage({ eventName: 'Chart Removed', dashboardId, chartId });
    },
    [edit, usage, dashboardId],
  );

  const setChartVersion = useCallback(
    (chartId: string, version: number) =>
      edit((d) => ({ ...d, config: withChartVersion(d.config, chartId, version) })),
    [edit],
  );

  /** Any other config edit (filter authoring: add, update, move, delete filters). */
  const editConfig = useCallback(
    (change: (config: DashboardConfig) => DashboardConfig) =>
      edit((d) => ({ ...d, config: change(d.config) })),
    [edit],
  );
  /** Filters whose authoring record was stored unsaved: Save marks them saved (decision 028). */
  const storedFilters = useRef(new Set<string>());
  const markFilterStored = useCallback((filterId: string) => {
    storedFilters.current.add(filterId);
  }, []);

  /** Reset changes: the draft goes and the dashboard is loaded again. */
  const reset = useCallback(() => {
    writer.cancel();
    clearDashboardDraft(dashboardId, undefined, false);
    setDraftState(null);
    setSaveState('idle');
    setSaveError(null);
    void queryClient.invalidateQueries({ queryKey: dashboardRowKey(scope, dashboardId) });
    void queryClient.invalidateQueries({ queryKey: [scope, 'chart-data'] });
  }, [writer, dashboardId, queryClient, scope]);

  /**
   * Save: the draft's edits over the latest version, saved as the next version (highest + 1);
   * the page then shows it. The server deletes the chart filters that only the removed charts'
   * aggregate filters linked.
   */
  const save = useCallback(async () => {
    if (!draft) return;
    const current = workingRef.current;
    setSaveState('saving');
    setSaveError(null);
    try {
      const write = (base: Pick<DashboardRow, 'config' | 'version'>) =>
        client.saveDashboard({
          dashboardId,
          name: current.name,
          config: mergeDraftConfig(base.config, current.config, current.baseCharts),
          dashboardVersion: base.version,
        });
      // The save is the first call, over the row on hand (so a lost session reads the spec's
      // 'Tenant JWT is required for admin save'); when another session saved meanwhile (409),
      // over the latest version.
      const onHand =
        queryClient.getQueryData<GetDashboardAnswer>(dashboardRowKey(scope, dashboardId))
          ?.dashboard ?? row;
      let saved: SaveDashboardAnswer;
      try {
        saved = await write(onHand);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 409)) throw error;
        saved = await write(
          (await client.getDashboard({ dashboard: { id: dashboardId } })).dashboard,
        );
      }
      writer.cancel();
      clearDashboardDraft(dashboardId, undefined, false);
      setDraftState(null);
      seedSavedCharts(queryClient, scope, saved.dashboard);
      queryClient.setQueryData(dashboardRowKey(scope, dashboardId), saved);
      void queryClient.invalidateQueries({ queryKey: [scope, 'dashboard-list'] });
      // Other views of this dashboard (its version list) learn of the new version.
      void queryClient.invalidateQueries({
        predicate: (q) =>
          q.queryKey[0] === scope &&
          q.queryKey[1] !== 'chart-data' &&
          q.queryKey[1] !== 'dashboard' &&
          q.queryKey[1] !== 'dashboard-charts' &&
          q.queryKey.includes(dashboardId),
      });
      // The filter records stored in this session: brought to the saved filters (a move or a
      // control key changes the config only), then marked saved (decision 028; best effort:
      // the config is the saved truth).
      const stored = saved.dashboard.config.filters.filter((f) => storedFilters.current.has(f.id));
      if (stored.length > 0)
        void markFiltersSaved(client, dashboardId, stored, storedFilters.current);
      usage({ eventName: 'Dashboard Saved', dashboardId });
      setSaveState('saved');
      if (savedTimer.current) clearTimeout(savedTimer.current);
      savedTimer.current = setTimeout(() => setSaveState('idle'), SAVED_LABEL_MS);
    } catch (error) {
      setSaveState('error');
      setSaveError(messageOf(error));
    }
  }, [draft, client, dashboardId, writer, queryClient, scope, usage, row]);

  return {
    /** The name and config shown (the draft merged over the loaded version). */
    working,
    /** There are unsaved changes ('You have unsaved changes...'). */
    dirty: enabled && draft !== null,
    /** The version the draft was based on (the outdated notice compares it with the latest). */
    baseVersion: draft?.baseVersion ?? loaded.version,
    saveState,
    saveError,
    setTitle,
    commitLayout,
    addChart,
    removeChart,
    setChartVersion,
    editConfig,
    markFilterStored,
    reset,
    save,
  };
}

export type DashboardDraftApi = ReturnType<typeof useDashboardDraft>;
