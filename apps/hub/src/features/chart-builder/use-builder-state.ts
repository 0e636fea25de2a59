import type {
  ChartConfigClassic,
  ChartFilterConfig,
  DataPrep,
  OutputColumn,
} from '@chartroom/core';
import { useCallback, useMemo, useReducer, useState } from 'react';
import { chartConfigReducer, initialConfigState, type ConfigAction } from './chart-config-reducer';
import {
  emptyDraft,
  isUnsaved,
  type ChartDraft,
  type DraftFilter,
  type SavedChart,
  withVariableValue,
} from './chart-draft';
import { syncVariableFilters, withDefaultValue } from './query-variables';
import { keepsTargetColumn } from './filters/chart-filter-form';

/** The builder's editing state: the draft, the chart config reducer and the saved copy. */
export function useBuilderState(initial: SavedChart | null, defaultConnection: string | null) {
  const [saved, setSaved] = useState<SavedChart | null>(initial);
  const [draft, setDraft] = useState<ChartDraft>(
    () => initial?.draft ?? emptyDraft(defaultConnection),
  );
  const [configState, dispatch] = useReducer(
    chartConfigReducer,
    initial?.config,
    (config?: ChartConfigClassic) => initialConfigState(config),
  );
  const [deletedFilterIds, setDeletedFilterIds] = useState<string[]>([]);

  const setName = useCallback((name: string) => setDraft((d) => ({ ...d, name })), []);
  const setConnection = useCallback(
    (connection: string | null) =>
      setDraft((d) => ({
        ...d,
        connection,
        dataPrep: { ...d.dataPrep, rawTableNames: [], rawTables: [] },
      })),
    [],
  );
  const setDataPrep = useCallback(
    (patch: Partial<DataPrep>) =>
      setDraft((d) => ({ ...d, dataPrep: { ...d.dataPrep, ...patch } })),
    [],
  );

  /** After a preview: output columns, and the variable filters of the query (charts.md §4). */
  const applyPreview = useCallback((outputColumns: OutputColumn[]) => {
    setDraft((d) => {
      const configs = syncVariableFilters(
        d.dataPrep.query,
        d.filters.map((f) => f.config),
      );
      const keeps = (f: DraftFilter) =>
        configs.includes(f.config) && keepsTargetColumn(f.config, outputColumns);
      const kept = d.filters.filter(keeps);
      const removed = d.filters.filter((f) => !keeps(f));
      const added: DraftFilter[] = configs
        .filter((c) => !d.filters.some((f) => f.config === c))
        .map((config) => ({ filterId: crypto.randomUUID(), config, saved: false }));
      if (removed.length > 0) {
        setDeletedFilterIds((ids) => [
          ...ids,
          ...removed.filter((f) => f.saved).map((f) => f.filterId),
        ]);
      }
      return { ...d, dataPrep: { ...d.dataPrep, outputColumns }, filters: [...kept, ...added] };
    });
  }, []);

  const removeFilter = useCallback((filterId: string) => {
    setDraft((d) => {
      const filter = d.filters.find((f) => f.filterId === filterId);
      if (filter?.saved) setDeletedFilterIds((ids) => [...ids, filterId]);
      return { ...d, filters: d.filters.filter((f) => f.filterId !== filterId) };
    });
  }, []);

  /** A new chart-level filter ('+ Add filter'), unsaved until 'Apply changes'. */
  const addFilter = useCallback((config: ChartFilterConfig) => {
    setDraft((d) => ({
      ...d,
      filters: [...d.filters, { filterId: crypto.randomUUID(), config, saved: false }],
    }));
  }, []);

  /** A Variable filter's value (its default value): the preview and the chart bind it. */
  const setFilterValue = useCallback((filterId: string, value: string) => {
    setDraft((d) => ({
      ...d,
      filters: d.filters.map((f) =>
        f.filterId === filterId
          ? { ...f, config: withDefaultValue(f.config, value), saved: false }
          : f,
      ),
    }));
  }, []);

  /**
   * A query variable's value from its chip: the value of its 'Input Equals' filter, created (as a
   * preview would create it) when the variable has none yet.
   */
  const setVariableValue = useCallback((variable: string, value: string) => {
    setDraft((d) => ({ ...d, filters: withVariableValue(d.filters, variable, value) }));
  }, []);

  /** After a successful save: the saved copy is what is on screen now. */
  const markSaved = useCallback((next: SavedChart) => {
    setSaved(next);
    setDraft(next.draft);
    setDeletedFilterIds([]);
    dispatch({ type: 'load', config: next.config });
  }, []);

  const config = configState.config;
  const unsaved = useMemo(
    () => isUnsaved(draft, config, saved, deletedFilterIds),
    [draft, config, saved, deletedFilterIds],
  );

  return {
    saved,
    setSaved,
    draft,
    config,
    notice: configState.notice,
    dispatch: dispatch as (action: ConfigAction) => void,
    setName,
    setConnection,
    setDataPrep,
    applyPreview,
    removeFilter,
    addFilter,
    setFilterValue,
    setVariableValue,
    deletedFilterIds,
    markSaved,
    unsaved,
  };
}

export type BuilderState = ReturnType<typeof useBuilderState>;
