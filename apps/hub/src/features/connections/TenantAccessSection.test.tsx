// @vitest-environment jsdom
import type { ConnectionAdmin, TenantAccessAnswer, UpdateConnectionBody } from '@chartroom/client';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  renderInHub,
  startHubTestServer,
  type HubTestServer,
  type SeenRequest,
} from '../golden-charts/test-harness';
import { TenantAccessSection } from './TenantAccessSection';

let server: HubTestServer;
let connection: ConnectionAdmin;
let access: TenantAccessAnswer;
let patchAnswer: { status: number; body: unknown } | null;

const row = (table: string) => screen.getByTestId(`access-row-${table}`);
const patches = () => server.seen.filter((s) => s.method === 'PATCH');
const accessCalls = () => server.seen.filter((s) => s.url.startsWith('/connection/tenant-access'));

/** The server's reading of a saved body: each table takes the state the body gives it. */
function applyPatch(body: UpdateConnectionBody): void {
  connection = {
    ...connection,
    tenantMode: body.tenantMode ?? connection.tenantMode,
    tenantPolicies: body.tenantPolicies ?? connection.tenantPolicies,
    tableAccess: body.tableAccess ?? connection.tableAccess,
  };
  const names = access.tables.map((t) => t.table);
  access = {
    ...access,
    tenantMode: connection.tenantMode,
    tables: access.tables.map((t) => {
      const policy = connection.tenantPolicies.find((p) => p.table === t.table);
      const listed = connection.tableAccess.find((a) => a.table === t.table);
      return {
        ...t,
        state: policy ? 'scoped' : (listed?.access ?? 'unclassified'),
        column: policy?.column ?? null,
        payloadKey: policy?.payloadKey ?? null,
      };
    }),
    unknownTables: [...connection.tenantPolicies, ...connection.tableAccess]
      .map((e) => e.table)
      .filter((table) => !names.includes(table)),
  };
}

function answer(seen: SeenRequest): { status: number; body: unknown } {
  if (seen.url.startsWith('/connection/tenant-access'))
    return { status: 200, body: { data: access } };
  if (seen.url === '/connection/list')
    return { status: 200, body: { data: { connections: [connection] } } };
  if (seen.url.startsWith('/connection/schema')) {
    const tables = access.tables.map((t) => ({
      schemaName: 'main',
      tableName: t.table,
      columns: ['id', 'tenant_id', 'org'].map((columnName) => ({ columnName, type: 'string' })),
    }));
    return { status: 200, body: { data: { tables } } };
  }
  if (seen.method === 'PATCH' && seen.url === '/connection') {
    if (patchAnswer) return patchAnswer;
    applyPatch(seen.json as UpdateConnectionBody);
    return { status: 200, body: { data: { connection } } };
  }
  return { status: 404, body: { error: { message: `no ${seen.url}` } } };
}

beforeAll(async () => {
  server = await startHubTestServer();
});
afterAll(async () => server.close());
beforeEach(() => {
  server.seen.length = 0;
  patchAnswer = null;
  connection = {
    id: 'demo',
    name: 'Demo warehouse',
    type: 'duckdb',
    settings: { type: 'duckdb' } as ConnectionAdmin['settings'],
    tenantMode: 'scoped',
    tenantPolicies: [
      { table: 'orders', column: 'tenant_id', payloadKey: 'tenant_id' },
      { table: 'old_orders', column: 'tenant_id', payloadKey: 'tenant_id' },
    ],
    tableAccess: [{ table: 'products', access: 'shared' }],
    tenantStrict: false,
    defaultConnection: true,
    timeoutSeconds: 30,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
  access = {
    tenantMode: 'scoped',
    payloadKeys: ['tenant_id'],
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
      { table: 'audit_log', state: 'unclassified', column: null, payloadKey: null, proposal: null },
    ],
    unknownTables: ['old_orders'],
  };
  server.answer(answer);
});
afterEach(() => cleanup());

/** Picks an option of a Mantine Select (opened by a click, its listbox in a portal). */
async function choose(select: HTMLElement, label: string): Promise<void> {
  fireEvent.click(select);
  const listbox = await waitFor(() => {
    const found = document.getElementById(select.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error('listbox not open');
    return found;
  });
  // The dropdown's transition never ends in jsdom: its options count as hidden. Column
  // options come with the schema, which may still be on its way.
  const option = await waitFor(() =>
    within(listbox).getByRole('option', { name: new RegExp(`^${label}`), hidden: true }),
  );
  fireEvent.click(option);
}

describe('TenantAccessSection', () => {
  it('shows every table with its state and counts the unclassified ones', async () => {
    renderInHub(<TenantAccessSection connection={connection} />, server.baseUrl);
    await screen.findByTestId('tenant-access');
    expect(screen.getByTestId('tenant-access-summary').textContent).toBe(
      '2 tables are not classified: tenants cannot read them.',
    );
    expect(
      ['orders', 'products', 'web_events', 'audit_log'].map((t) => row(t).dataset.state),
    ).toEqual(['scoped', 'shared', 'unclassified', 'unclassified']);
    expect(
      within(row('web_events')).getByText('Not available to tenants — classify it'),
    ).toBeTruthy();
    expect(within(row('web_events')).getByTestId('access-row-web_events-suggest').textContent).toBe(
      'Scope by tenant_id',
    );
    // No proposal: no suggestion.
    expect(within(row('audit_log')).queryByTestId('access-row-audit_log-suggest')).toBeNull();
    expect(screen.getByTestId('tenant-access-unknown').textContent).toContain('old_orders');
    expect((screen.getByTestId('tenant-access-save') as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves a suggestion, a hidden table and a removed entry in one PATCH, then shows them saved', async () => {
    renderInHub(<TenantAccessSection connection={connection} />, server.baseUrl);
    await screen.findByTestId('tenant-access');
    fireEvent.click(screen.getByTestId('access-row-web_events-suggest'));
    expect(row('web_events').dataset.state).toBe('scoped');
    expect(
      (screen.getByTestId('access-row-web_events-payload-key') as HTMLInputElement).value,
    ).toBe('tenant_id');
    await choose(screen.getByTestId('access-row-audit_log-state'), 'Hidden from tenants');
    expect(row('audit_log').dataset.state).toBe('hidden');
    fireEvent.click(screen.getByTestId('tenant-access-unknown-remove-old_orders'));
    expect(screen.getByTestId('tenant-access-status').textContent).toBe('3 unsaved changes');

    fireEvent.click(screen.getByTestId('tenant-access-save'));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]?.json).toEqual({
      id: 'demo',
      tenantMode: 'scoped',
      tenantPolicies: [
        { table: 'orders', column: 'tenant_id', payloadKey: 'tenant_id' },
        { table: 'web_events', column: 'tenant_id', payloadKey: 'tenant_id' },
      ],
      tableAccess: [
        { table: 'products', access: 'shared' },
        { table: 'audit_log', access: 'hidden' },
      ],
      tenantStrict: false,
    });
    await screen.findByText('Tenant access saved');
    // The section re-reads the server: every table classified, nothing left to save.
    await waitFor(() =>
      expect(screen.getByTestId('tenant-access-summary').textContent).toBe(
        'Every table is classified.',
      ),
    );
    expect(screen.getByTestId('tenant-access-status').textContent).toBe('No unsaved changes');
    expect(screen.queryByTestId('tenant-access-unknown')).toBeNull();
    expect(accessCalls().length).toBeGreaterThanOrEqual(2);
  });

  it('asks for the tenant column of a table scoped without a proposal before saving', async () => {
    renderInHub(<TenantAccessSection connection={connection} />, server.baseUrl);
    await screen.findByTestId('tenant-access');
    await choose(screen.getByTestId('access-row-audit_log-state'), 'Scoped');
    fireEvent.click(screen.getByTestId('tenant-access-save'));
    await screen.findByText('Choose the tenant column');
    expect(screen.getByTestId('tenant-access-status').textContent).toBe(
      'Complete the tenant filter of 1 scoped table before saving.',
    );
    expect(patches()).toHaveLength(0);
    await choose(screen.getByTestId('access-row-audit_log-column'), 'org');
    fireEvent.change(screen.getByTestId('access-row-audit_log-payload-key'), {
      target: { value: 'org_id' },
    });
    fireEvent.click(screen.getByTestId('tenant-access-save'));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect((patches()[0]?.json as UpdateConnectionBody).tenantPolicies).toContainEqual({
      table: 'audit_log',
      column: 'org',
      payloadKey: 'org_id',
    });
  });

  it('shows the server’s refusal inline and keeps the edits', async () => {
    patchAnswer = {
      status: 400,
      body: {
        error: { message: 'Table orders has a tenant policy: it cannot also be shared or hidden' },
      },
    };
    renderInHub(<TenantAccessSection connection={connection} />, server.baseUrl);
    await screen.findByTestId('tenant-access');
    await choose(screen.getByTestId('access-row-orders-state'), 'Shared');
    fireEvent.click(screen.getByTestId('tenant-access-save'));
    const error = await screen.findByTestId('tenant-access-save-error');
    expect(error.textContent).toContain(
      'Table orders has a tenant policy: it cannot also be shared or hidden',
    );
    expect(row('orders').dataset.state).toBe('shared');
    expect(screen.getByTestId('tenant-access-status').textContent).toBe('1 unsaved change');
  });

  it('makes the connection admin only, keeping its classification', async () => {
    renderInHub(<TenantAccessSection connection={connection} />, server.baseUrl);
    await screen.findByTestId('tenant-access');
    fireEvent.click(screen.getByTestId('tenant-mode-pick-open'));
    expect(screen.getByTestId('tenant-access').dataset.mode).toBe('open');
    expect(screen.queryByTestId('access-row-orders')).toBeNull();
    expect(screen.getByTestId('tenant-access-open-note').textContent).toContain(
      'The classification of 2 tables is kept',
    );
    fireEvent.click(screen.getByTestId('tenant-access-save'));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]?.json).toMatchObject({
      tenantMode: 'open',
      tenantPolicies: connection.tenantPolicies,
    });
  });

  it('shows why the tables could not be read, and retries with a fresh introspection', async () => {
    let fail = true;
    server.answer((seen) =>
      seen.url.startsWith('/connection/tenant-access') && fail
        ? { status: 400, body: { error: { message: 'Error: connection refused' } } }
        : answer(seen),
    );
    renderInHub(<TenantAccessSection connection={connection} />, server.baseUrl);
    const error = await screen.findByTestId('tenant-access-error');
    expect(error.textContent).toContain('connection refused');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('tenant-access');
    expect(accessCalls().at(-1)?.url).toBe('/connection/tenant-access?connectionId=demo&refresh=1');
  });
});
