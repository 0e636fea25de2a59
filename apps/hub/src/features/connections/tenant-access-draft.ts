import type {
  ConnectionAdmin,
  TableAccess,
  TableSchemaEntry,
  TableTenantState,
  TenantAccessAnswer,
  TenantMode,
  TenantPolicy,
  UpdateConnectionBody,
} from '@chartroom/client';

/** What the admin changed on the Tenant access section; the rest comes from the server. */
export interface TenantAccessEdits {
  mode?: TenantMode;
  tenantStrict?: boolean;
  /** By table name as the server writes it (`orders`, `sales.orders`). */
  tables: Record<string, RowEdit>;
  /** Entries naming tables the connection does not have, removed by the admin. */
  removedUnknown: string[];
}

export interface RowEdit {
  state: TableTenantState;
  column: string;
  payloadKey: string;
}

/** One table as the section shows it: the saved state with the admin's edit on top. */
export interface AccessRow extends RowEdit {
  table: string;
  /** The state saved on the server. */
  savedState: TableTenantState;
  proposal: { column: string; payloadKey: string } | null;
  changed: boolean;
}

/** An entry of the connection's policies or table access naming a table it does not have. */
export interface UnknownEntry {
  table: string;
  kind: 'scoped' | 'shared' | 'hidden';
}

/** Why a row cannot be saved (the section translates it). */
export type RowProblem = 'columnRequired' | 'payloadKeyRequired';

export const NO_EDITS: TenantAccessEdits = { tables: {}, removedUnknown: [] };

/** The states an admin may choose for a table (unclassified is what no choice leaves). */
export const CHOSEN_STATES = ['scoped', 'shared', 'hidden'] as const;

function savedRow(entry: TenantAccessAnswer['tables'][number]): RowEdit {
  return {
    state: entry.state,
    column: entry.column ?? '',
    payloadKey: entry.payloadKey ?? '',
  };
}

/** Every table of the answer with the edits applied, in the server's order. */
export function accessRows(answer: TenantAccessAnswer, edits: TenantAccessEdits): AccessRow[] {
  return answer.tables.map((entry) => {
    const saved = savedRow(entry);
    const edit = edits.tables[entry.table];
    const row = edit ?? saved;
    return {
      table: entry.table,
      ...row,
      savedState: entry.state,
      proposal: entry.proposal,
      changed:
        edit !== undefined &&
        (edit.state !== saved.state ||
          (edit.state === 'scoped' &&
            (edit.column !== saved.column || edit.payloadKey !== saved.payloadKey))),
    };
  });
}

/**
 * Choosing a state: Scoped keeps the saved policy, else takes the server's proposal, else what
 * the row held; other states keep the column and payload key for a later switch back.
 */
export function chooseState(
  edits: TenantAccessEdits,
  row: AccessRow,
  state: TableTenantState,
): TenantAccessEdits {
  let { column, payloadKey } = row;
  if (state === 'scoped' && (column === '' || payloadKey === '')) {
    column = column || row.proposal?.column || '';
    payloadKey = payloadKey || row.proposal?.payloadKey || '';
  }
  return { ...edits, tables: { ...edits.tables, [row.table]: { state, column, payloadKey } } };
}

/** A new tenant column or payload key of a scoped row. */
export function setScope(
  edits: TenantAccessEdits,
  row: AccessRow,
  next: Partial<Pick<RowEdit, 'column' | 'payloadKey'>>,
): TenantAccessEdits {
  const edit: RowEdit = { state: row.state, column: row.column, payloadKey: row.payloadKey };
  return { ...edits, tables: { ...edits.tables, [row.table]: { ...edit, ...next } } };
}

/** 'Scope by <column>': the row becomes scoped by the server's proposal. */
export function acceptProposal(edits: TenantAccessEdits, row: AccessRow): TenantAccessEdits {
  if (!row.proposal) return edits;
  return {
    ...edits,
    tables: { ...edits.tables, [row.table]: { state: 'scoped', ...row.proposal } },
  };
}

/** Every unclassified row with a proposal becomes scoped by it. */
export function acceptAllProposals(
  edits: TenantAccessEdits,
  rows: readonly AccessRow[],
): TenantAccessEdits {
  return rows
    .filter((row) => row.state === 'unclassified' && row.proposal)
    .reduce(acceptProposal, edits);
}

/** Entries of the connection naming tables it does not have (kept until removed). */
export function unknownEntries(
  connection: Pick<ConnectionAdmin, 'tenantPolicies' | 'tableAccess'>,
  answer: TenantAccessAnswer,
  edits: TenantAccessEdits = NO_EDITS,
): UnknownEntry[] {
  const unknown = new Set(answer.unknownTables);
  const removed = new Set(edits.removedUnknown);
  const keep = (table: string) => unknown.has(table) && !removed.has(table);
  return [
    ...connection.tenantPolicies
      .filter((p) => keep(p.table))
      .map((p) => ({ table: p.table, kind: 'scoped' as const })),
    ...connection.tableAccess
      .filter((t) => keep(t.table))
      .map((t) => ({ table: t.table, kind: t.access })),
  ];
}

export function removeUnknown(edits: TenantAccessEdits, table: string): TenantAccessEdits {
  return { ...edits, removedUnknown: [...new Set([...edits.removedUnknown, table])] };
}

/** The problems of the rows that would be saved, by table. */
export function rowProblems(rows: readonly AccessRow[]): Record<string, RowProblem> {
  const problems: Record<string, RowProblem> = {};
  for (const row of rows) {
    if (row.state !== 'scoped') continue;
    if (row.column.trim() === '') problems[row.table] = 'columnRequired';
    else if (row.payloadKey.trim() === '') problems[row.table] = 'payloadKeyRequired';
  }
  return problems;
}

export function effectiveMode(answer: TenantAccessAnswer, edits: TenantAccessEdits): TenantMode {
  return edits.mode ?? answer.tenantMode;
}

/**
 * The PATCH /connection body of the section: mode, strictness, a policy per scoped table and
 * an access entry per shared or hidden table (unknown entries kept unless removed). An open
 * connection keeps its classification, so scoping it again restores it.
 */
export function accessBody(
  connection: Pick<ConnectionAdmin, 'id' | 'tenantPolicies' | 'tableAccess' | 'tenantStrict'>,
  answer: TenantAccessAnswer,
  edits: TenantAccessEdits,
): UpdateConnectionBody & {
  tenantPolicies: TenantPolicy[];
  tableAccess: TableAccess[];
} {
  const rows = accessRows(answer, edits);
  const unknown = unknownEntries(connection, answer, edits);
  const tenantPolicies: TenantPolicy[] = [
    ...rows
      .filter((row) => row.state === 'scoped')
      .map((row) => ({
        table: row.table,
        column: row.column.trim(),
        payloadKey: row.payloadKey.trim(),
      })),
    ...connection.tenantPolicies.filter((p) =>
      unknown.some((u) => u.kind === 'scoped' && u.table === p.table),
    ),
  ];
  const tableAccess: TableAccess[] = [
    ...rows.flatMap((row) =>
      row.state === 'shared' || row.state === 'hidden'
        ? [{ table: row.table, access: row.state }]
        : [],
    ),
    ...connection.tableAccess.filter((t) =>
      unknown.some((u) => u.kind !== 'scoped' && u.table === t.table),
    ),
  ];
  return {
    id: connection.id,
    tenantMode: effectiveMode(answer, edits),
    tenantPolicies,
    tableAccess,
    tenantStrict: edits.tenantStrict ?? connection.tenantStrict,
  };
}

/** Whether saving the edits would change anything on the server. */
export function isDirty(
  connection: Pick<ConnectionAdmin, 'id' | 'tenantPolicies' | 'tableAccess' | 'tenantStrict'>,
  answer: TenantAccessAnswer,
  edits: TenantAccessEdits,
): boolean {
  const before = accessBody(connection, answer, NO_EDITS);
  const after = accessBody(connection, answer, edits);
  return JSON.stringify(before) !== JSON.stringify(after);
}

/** Rows per state, for the summary line and the badges. */
export function stateCounts(rows: readonly AccessRow[]): Record<TableTenantState, number> {
  const counts: Record<TableTenantState, number> = {
    scoped: 0,
    shared: 0,
    hidden: 0,
    unclassified: 0,
  };
  for (const row of rows) counts[row.state] += 1;
  return counts;
}

/**
 * The columns of a table named as the server names it: `schema.table` outside the default
 * schema, the bare name inside it (or on engines without schemas).
 */
export function columnsOf(tables: readonly TableSchemaEntry[] | undefined, name: string): string[] {
  if (!tables) return [];
  const lower = name.toLowerCase();
  const qualified = tables.find(
    (t) => t.schemaName && `${t.schemaName}.${t.tableName}`.toLowerCase() === lower,
  );
  const bare = tables.filter((t) => t.tableName.toLowerCase() === lower);
  const entry = qualified ?? bare[0];
  return entry ? entry.columns.map((c) => c.columnName) : [];
}
