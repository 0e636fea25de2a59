import { MAX_GOLDEN_TABLES, type SelectedTableEntry } from '@chartroom/core';

/** A golden table row of the dialog: connection and table may still be unchosen. */
export interface GoldenTableDraft {
  key: string;
  connectionId: string | null;
  table: string | null;
  displayName: string;
  description: string;
}

let nextKey = 0;
function newKey(): string {
  nextKey += 1;
  return `golden-table-${nextKey}`;
}

export function draftsOf(tables: readonly SelectedTableEntry[]): GoldenTableDraft[] {
  return tables.map((entry) => ({
    key: newKey(),
    connectionId: entry.connectionId,
    table: entry.table,
    displayName: entry.displayName ?? '',
    description: entry.description ?? '',
  }));
}

/** The add button shows while fewer than 3 tables are listed (dashboards.md §5). */
export function canAddTable(drafts: readonly GoldenTableDraft[]): boolean {
  return drafts.length < MAX_GOLDEN_TABLES;
}

export function addTable(drafts: readonly GoldenTableDraft[]): GoldenTableDraft[] {
  if (!canAddTable(drafts)) return [...drafts];
  return [
    ...drafts,
    { key: newKey(), connectionId: null, table: null, displayName: '', description: '' },
  ];
}

export function removeTable(drafts: readonly GoldenTableDraft[], key: string): GoldenTableDraft[] {
  return drafts.filter((draft) => draft.key !== key);
}

export function updateTable(
  drafts: readonly GoldenTableDraft[],
  key: string,
  patch: Partial<Omit<GoldenTableDraft, 'key'>>,
): GoldenTableDraft[] {
  return drafts.map((draft) => {
    if (draft.key !== key) return draft;
    const next = { ...draft, ...patch };
    // Another connection has other tables: the chosen one no longer applies.
    if (patch.connectionId !== undefined && patch.connectionId !== draft.connectionId) {
      next.table = patch.table ?? null;
    }
    return next;
  });
}

/** The entries to save, or null while a row has no connection or no table. */
export function tablesToSave(drafts: readonly GoldenTableDraft[]): SelectedTableEntry[] | null {
  const entries: SelectedTableEntry[] = [];
  for (const draft of drafts) {
    if (!draft.connectionId || !draft.table) return null;
    const displayName = draft.displayName.trim();
    const description = draft.description.trim();
    entries.push({
      connectionId: draft.connectionId,
      table: draft.table,
      ...(displayName ? { displayName } : {}),
      ...(description ? { description } : {}),
    });
  }
  return entries;
}

/** 'Apply Changes' is disabled with zero tables, an incomplete row, or while saving (§5). */
export function canApply(drafts: readonly GoldenTableDraft[], saving: boolean): boolean {
  return !saving && drafts.length > 0 && tablesToSave(drafts) !== null;
}
