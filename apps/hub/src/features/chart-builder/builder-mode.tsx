import type { SelectedTableEntry } from '@chartroom/core';
import { createContext, useContext, type ReactNode } from 'react';

/** A chart saved from the builder: what the host (the share page) needs to show it. */
export interface SavedChartRef {
  id: string;
  version: number;
  /** The chart this one takes the place of (a tenant's copy of a chart it did not create). */
  replaces?: string;
}

/** Where 'Apply changes' writes instead of the chart being edited (see `saveTarget`). */
export interface SaveTarget {
  /** The chart to save as its next version (a copy, with the chart's filters). */
  id: string;
  /** Its publication state (a copy is unpublished). */
  published: boolean;
  /** The edited chart's filter ids → the same filters of `id`. */
  filterIds: ReadonlyMap<string, string>;
}

/**
 * Who is editing and where (charts.md §2, §6): the hub's admin pages, or a tenant editing inside
 * an embedded dashboard. The builders read it; the admin pages never set it (ADMIN_MODE).
 */
export interface BuilderMode {
  /** Inside an embedded (share) dashboard: no Publish / Convert to draft / Refine model. */
  embedded: boolean;
  /** permissions.isAdmin: all three accordion items and the connection picker. */
  isAdmin: boolean;
  /** tenantEditingPermissions.createChartSQL: a "technical" embedded user (SQL steps). */
  createChartSQL: boolean;
  /** filterEditOnlyMode: hides 'Apply changes' and 'Duplicate chart'. */
  filterEditOnly: boolean;
  /** The dashboard's selected_table entries; null or empty offers every table. */
  selectedTables: readonly SelectedTableEntry[] | null;
  /** Called after every save (embedded: the host puts the new version on its dashboard). */
  onChartSaved?: (chart: SavedChartRef) => void;
  /** Told whether the chart has unsaved changes (the sidebar warns before closing). */
  onUnsavedChange?: (unsaved: boolean) => void;
  /**
   * Where 'Apply changes' saves the chart `chartId` (embedded: a tenant saves its own copy of a
   * chart it did not create, decision 006); absent or null: the chart itself.
   */
  saveTarget?: (chartId: string) => Promise<SaveTarget | null>;
  /** Opens another chart in the same place (embedded: a duplicate opens in the sidebar). */
  onOpenChart?: (chartId: string) => void;
  /** In a dashboard's chart sidebar: no '← Charts' link (it would leave the dashboard). */
  inSidebar?: boolean;
}

export const ADMIN_MODE: BuilderMode = {
  embedded: false,
  isAdmin: true,
  createChartSQL: true,
  filterEditOnly: false,
  selectedTables: null,
};

const BuilderModeContext = createContext<BuilderMode>(ADMIN_MODE);

export function BuilderModeProvider({
  mode,
  children,
}: {
  mode: BuilderMode;
  children: ReactNode;
}) {
  return <BuilderModeContext.Provider value={mode}>{children}</BuilderModeContext.Provider>;
}

/** The mode of the builder being drawn (ADMIN_MODE outside a provider). */
export function useBuilderMode(): BuilderMode {
  return useContext(BuilderModeContext);
}
