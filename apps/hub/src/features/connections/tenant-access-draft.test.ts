import type { ConnectionAdmin, TableSchemaEntry, TenantAccessAnswer } from '@chartroom/client';
import { updateConnectionBodySchema } from '@chartroom/core';
import { describe, expect, it } from 'vitest';
import {
  NO_EDITS,
  acceptAllProposals,
  acceptProposal,
  accessBody,
  accessRows,
  chooseState,
  columnsOf,
  isDirty,
  removeUnknown,
  rowProblems,
  setScope,
  stateCounts,
  unknownEntries,
  type AccessRow,
  type TenantAccessEdits,
} from './tenant-access-draft';

/** The demo warehouse as the server answers it, with a new table nobody classified. */
const connection: Pick<ConnectionAdmin, 'id' | 'tenantPolicies' | 'tableAccess' | 'tenantStrict'> =
  {
    id: 'demo',
    tenantPolicies: [
      { table: 'orders', column: 'tenant_id', payloadKey: 'tenant_id' },
      { table: 'old_orders', column: 'tenant_id', payloadKey: 'tenant_id' },
    ],
    tableAccess: [
      { table: 'products', access: 'shared' },
      { table: 'gone_calendar', access: 'hidden' },
    ],
    tenantStrict: false,
  };

const answer: TenantAccessAnswer = {
  tenantMode: 'scoped',
  payloadKeys: ['region', 'tenant_id'],
  tables: [
    {
      table: 'orders',
      state: 'scoped',
      column: 'tenant_id',
      payloadKey: 'tenant_id',
      proposal: null,
    },
    { table: 'products', state: 'shared', column: null, payloadKey: null, proposal: null },
    {
      table: 'web_events',
      state: 'unclassified',
      column: null,
      payloadKey: null,
      proposal: { column: 'tenant_id', payloadKey: 'tenant_id' },
    },
    { table: 'audit.log', state: 'unclassified', column: null, payloadKey: null, proposal: null },
  ],
  unknownTables: ['old_orders', 'gone_calendar'],
};

const row = (edits: TenantAccessEdits, table: string): AccessRow => {
  const found = accessRows(answer, edits).find((r) => r.table === table);
  if (!found) throw new Error(`no row ${table}`);
  return found;
};

describe('tenant access draft', () => {
  it('shows the saved state of every table and sends it back unchanged', () => {
    const rows = accessRows(answer, NO_EDITS);
    expect(rows.map((r) => [r.table, r.state, r.changed])).toEqual([
      ['orders', 'scoped', false],
      ['products', 'shared', false],
      ['web_events', 'unclassified', false],
      ['audit.log', 'unclassified', false],
    ]);
    expect(stateCounts(rows)).toEqual({ scoped: 1, shared: 1, hidden: 0, unclassified: 2 });
    const body = accessBody(connection, answer, NO_EDITS);
    expect(body).toEqual({
      id: 'demo',
      tenantMode: 'scoped',
      tenantPolicies: connection.tenantPolicies,
      tableAccess: connection.tableAccess,
      tenantStrict: false,
    });
    expect(updateConnectionBodySchema.safeParse(body).success).toBe(true);
    expect(isDirty(connection, answer, NO_EDITS)).toBe(false);
  });

  it('choosing Scoped pre-fills the proposal; shared and hidden go to table access', () => {
    let edits = chooseState(NO_EDITS, row(NO_EDITS, 'web_events'), 'scoped');
    expect(row(edits, 'web_events')).toMatchObject({
      state: 'scoped',
      column: 'tenant_id',
      payloadKey: 'tenant_id',
      changed: true,
    });
    edits = chooseState(edits, row(edits, 'audit.log'), 'hidden');
    edits = chooseState(edits, row(edits, 'orders'), 'shared');
    const body = accessBody(connection, answer, edits);
    expect(body.tenantPolicies).toEqual([
      { table: 'web_events', column: 'tenant_id', payloadKey: 'tenant_id' },
      { table: 'old_orders', column: 'tenant_id', payloadKey: 'tenant_id' },
    ]);
    expect(body.tableAccess).toEqual([
      { table: 'orders', access: 'shared' },
      { table: 'products', access: 'shared' },
      { table: 'audit.log', access: 'hidden' },
      { table: 'gone_calendar', access: 'hidden' },
    ]);
    expect(stateCounts(accessRows(answer, edits)).unclassified).toBe(0);
    expect(isDirty(connection, answer, edits)).toBe(true);
  });

  it('a table without a proposal needs a column and a payload key before saving', () => {
    let edits = chooseState(NO_EDITS, row(NO_EDITS, 'audit.log'), 'scoped');
    expect(row(edits, 'audit.log')).toMatchObject({ column: '', payloadKey: '' });
    expect(rowProblems(accessRows(answer, edits))).toEqual({ 'audit.log': 'columnRequired' });
    edits = setScope(edits, row(edits, 'audit.log'), { column: 'org' });
    expect(rowProblems(accessRows(answer, edits))).toEqual({
      'audit.log': 'payloadKeyRequired',
    });
    edits = setScope(edits, row(edits, 'audit.log'), { payloadKey: ' region ' });
    expect(rowProblems(accessRows(answer, edits))).toEqual({});
    expect(accessBody(connection, answer, edits).tenantPolicies[1]).toEqual({
      table: 'audit.log',
      column: 'org',
      payloadKey: 'region',
    });
  });

  it('a scoped table switched away and back keeps its policy; going back to it is not a change', () => {
    let edits = chooseState(NO_EDITS, row(NO_EDITS, 'orders'), 'hidden');
    expect(isDirty(connection, answer, edits)).toBe(true);
    edits = chooseState(edits, row(edits, 'orders'), 'scoped');
    expect(row(edits, 'orders')).toMatchObject({
      column: 'tenant_id',
      payloadKey: 'tenant_id',
      changed: false,
    });
    expect(isDirty(connection, answer, edits)).toBe(false);
  });

  it('accepts one proposal or all of them', () => {
    const one = acceptProposal(NO_EDITS, row(NO_EDITS, 'web_events'));
    expect(row(one, 'web_events').state).toBe('scoped');
    // A row without a proposal is left as it is.
    expect(acceptProposal(one, row(one, 'audit.log'))).toBe(one);
    const all = acceptAllProposals(NO_EDITS, accessRows(answer, NO_EDITS));
    expect(accessRows(answer, all).map((r) => r.state)).toEqual([
      'scoped',
      'shared',
      'scoped',
      'unclassified',
    ]);
  });

  it('keeps entries for unknown tables until the admin removes them', () => {
    expect(unknownEntries(connection, answer)).toEqual([
      { table: 'old_orders', kind: 'scoped' },
      { table: 'gone_calendar', kind: 'hidden' },
    ]);
    let edits = removeUnknown(NO_EDITS, 'old_orders');
    edits = removeUnknown(edits, 'gone_calendar');
    expect(unknownEntries(connection, answer, edits)).toEqual([]);
    const body = accessBody(connection, answer, edits);
    expect(body.tenantPolicies.map((p) => p.table)).toEqual(['orders']);
    expect(body.tableAccess.map((t) => t.table)).toEqual(['products']);
    expect(isDirty(connection, answer, edits)).toBe(true);
  });

  it('opening a connection to admins only keeps its classification for later', () => {
    const edits: TenantAccessEdits = { ...NO_EDITS, mode: 'open' };
    const body = accessBody(connection, answer, edits);
    expect(body.tenantMode).toBe('open');
    expect(body.tenantPolicies).toHaveLength(2);
    expect(isDirty(connection, answer, edits)).toBe(true);
    expect(isDirty(connection, answer, { ...NO_EDITS, mode: 'scoped' })).toBe(false);
    expect(accessBody(connection, answer, { ...NO_EDITS, tenantStrict: true }).tenantStrict).toBe(
      true,
    );
  });

  it('scopes an open connection with no classification: every table unclassified', () => {
    const open: TenantAccessAnswer = {
      tenantMode: 'open',
      payloadKeys: [],
      tables: [
        { table: 'sales', state: 'unclassified', column: null, payloadKey: null, proposal: null },
      ],
      unknownTables: [],
    };
    const bare = { id: 'up', tenantPolicies: [], tableAccess: [], tenantStrict: false };
    const edits = { ...NO_EDITS, mode: 'scoped' as const };
    expect(accessBody(bare, open, edits)).toEqual({
      id: 'up',
      tenantMode: 'scoped',
      tenantPolicies: [],
      tableAccess: [],
      tenantStrict: false,
    });
    expect(isDirty(bare, open, edits)).toBe(true);
  });

  it('finds the columns of a table named bare or with its schema', () => {
    const tables: TableSchemaEntry[] = [
      {
        schemaName: 'main',
        tableName: 'orders',
        columns: [{ columnName: 'tenant_id', type: 'string' }],
      },
      { schemaName: 'audit', tableName: 'log', columns: [{ columnName: 'org', type: 'string' }] },
    ] as TableSchemaEntry[];
    expect(columnsOf(tables, 'orders')).toEqual(['tenant_id']);
    expect(columnsOf(tables, 'audit.log')).toEqual(['org']);
    expect(columnsOf(tables, 'missing')).toEqual([]);
    expect(columnsOf(undefined, 'orders')).toEqual([]);
  });
});
