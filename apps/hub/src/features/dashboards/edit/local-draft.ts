import { dashboardConfigSchema, type DashboardConfig } from '@chartroom/core';

/**
 * Local drafts of admin dashboard edits (dashboards.md §3 "Local draft", decision 018), in
 * localStorage under the spec's keys:
 * - `unsaved-changes`: `{ [dashboardId]: { [namespace or chartId]: entry } }`; the dashboard's own
 *   edits (title, layout, charts added or removed) are the namespace `dashboard`;
 * - `draft-state`: `{ [dashboardId]: { version, updatedAt } }`, which dashboards hold a draft and
 *   the version it was based on (the outdated-version notice compares it with the latest).
 */
export const UNSAVED_CHANGES_KEY = 'unsaved-changes';
export const DRAFT_STATE_KEY = 'draft-state';
export const DASHBOARD_NAMESPACE = 'dashboard';
/** Writes wait this long after the last edit (dashboards.md §9). */
export const DRAFT_DEBOUNCE_MS = 1000;
/** Fired on `window` (detail: the dashboard id) when a draft is cleared from outside the editor. */
export const DRAFT_CLEARED_EVENT = 'chartroom:dashboard-draft-cleared';

/** A dashboard's unsaved edits: its name and config as edited, and the version they started from. */
export interface DashboardDraft {
  name: string;
  config: DashboardConfig;
  baseVersion: number;
  /**
   * The charts of the version the draft started from: a chart saved onto the dashboard since
   * (the builder's 'Save and add to dashboard') is not one the draft removed.
   */
  baseCharts?: string[];
}

export interface DraftState {
  version: number;
  updatedAt: string;
}

/** The storage the drafts live in (localStorage in the browser; any Storage in tests). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy settings): edits stay in memory
  }
}

function readMap(storage: DraftStorage, key: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function writeMap(storage: DraftStorage, key: string, map: Record<string, unknown>): void {
  try {
    if (Object.keys(map).length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(map));
  } catch (error) {
    console.warn('The local draft could not be stored', error);
  }
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** The stored draft of a dashboard, or null (none, or unreadable: dropped). */
export function readDashboardDraft(
  dashboardId: string,
  storage: DraftStorage | null = browserStorage(),
): DashboardDraft | null {
  if (!storage) return null;
  const entry = asRecord(
    asRecord(readMap(storage, UNSAVED_CHANGES_KEY)[dashboardId])?.[DASHBOARD_NAMESPACE],
  );
  if (!entry) return null;
  const config = dashboardConfigSchema.safeParse(entry.config);
  const { name, baseVersion } = entry;
  if (!config.success || typeof name !== 'string' || typeof baseVersion !== 'number') return null;
  const draft: DashboardDraft = { name, config: config.data, baseVersion };
  const { baseCharts } = entry;
  if (Array.isArray(baseCharts) && baseCharts.every((id) => typeof id === 'string')) {
    draft.baseCharts = baseCharts as string[];
  }
  return draft;
}

/** The `draft-state` entry of a dashboard (the version its draft was based on), or null. */
export function readDraftState(
  dashboardId: string,
  storage: DraftStorage | null = browserStorage(),
): DraftState | null {
  if (!storage) return null;
  const entry = asRecord(readMap(storage, DRAFT_STATE_KEY)[dashboardId]);
  if (!entry || typeof entry.version !== 'number') return null;
  return { version: entry.version, updatedAt: String(entry.updatedAt ?? '') };
}

/** Stores the dashboard's draft under both keys. */
export function writeDashboardDraft(
  dashboardId: string,
  draft: DashboardDraft,
  storage: DraftStorage | null = browserStorage(),
  now: Date = new Date(),
): void {
  if (!storage) return;
  const unsaved = readMap(storage, UNSAVED_CHANGES_KEY);
  unsaved[dashboardId] = { ...asRecord(unsaved[dashboardId]), [DASHBOARD_NAMESPACE]: draft };
  writeMap(storage, UNSAVED_CHANGES_KEY, unsaved);
  const state = readMap(storage, DRAFT_STATE_KEY);
  state[dashboardId] = { version: draft.baseVersion, updatedAt: now.toISOString() };
  writeMap(storage, DRAFT_STATE_KEY, state);
}

/**
 * Removes every unsaved change of the dashboard (its namespace and chart entries) from both keys.
 * `notify` tells an open editor (another component's Refresh or Reset) to drop its edits too.
 */
export function clearDashboardDraft(
  dashboardId: string,
  storage: DraftStorage | null = browserStorage(),
  notify = true,
): void {
  if (storage) {
    const unsaved = readMap(storage, UNSAVED_CHANGES_KEY);
    delete unsaved[dashboardId];
    writeMap(storage, UNSAVED_CHANGES_KEY, unsaved);
    const state = readMap(storage, DRAFT_STATE_KEY);
    delete state[dashboardId];
    writeMap(storage, DRAFT_STATE_KEY, state);
  }
  if (notify && typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent(DRAFT_CLEARED_EVENT, { detail: dashboardId }));
  }
}

/**
 * A writer that stores the latest draft of a dashboard DRAFT_DEBOUNCE_MS after the last call
 * (`immediate` writes at once); `flush` writes what is pending (page hidden or left).
 */
export function draftWriter(
  dashboardId: string,
  storage: DraftStorage | null = browserStorage(),
  delay = DRAFT_DEBOUNCE_MS,
) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: DashboardDraft | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (pending) writeDashboardDraft(dashboardId, pending, storage);
    pending = null;
  };
  return {
    write(draft: DashboardDraft, immediate = false) {
      pending = draft;
      if (immediate) {
        flush();
        return;
      }
      if (timer) clearTimeout(timer);
      timer = setTimeout(flush, delay);
    },
    /** Drops a pending write (the draft was saved or reset). */
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
      pending = null;
    },
    flush,
  };
}
