// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { previewColumnsSql } from '../chart-builder/preview-sql';
import {
  renderInHub,
  startHubTestServer,
  type HubTestServer,
  type SeenRequest,
} from '../golden-charts/test-harness';
import { StrictTenantWarning } from './StrictTenantWarning';

let server: HubTestServer;
let coverage: { status: number; body: unknown };
const connections = [
  { id: 'strict', name: 'Warehouse', tenantStrict: true },
  { id: 'loose', name: 'Demo', tenantStrict: false },
];
const coverageCalls = () => server.seen.filter((s) => s.url === '/query/strict-tenant-coverage');

beforeAll(async () => {
  server = await startHubTestServer();
});
afterAll(async () => server.close());
beforeEach(() => {
  server.seen.length = 0;
  coverage = {
    status: 200,
    body: {
      data: {
        covered: 2,
        total: 5,
        message: 'This chart will only work for 2/5 of your tenants',
      },
    },
  };
  server.answer((seen: SeenRequest) =>
    seen.url === '/connection/list'
      ? { status: 200, body: { data: { connections } } }
      : seen.url === '/query/strict-tenant-coverage'
        ? coverage
        : { status: 404, body: { error: { message: 'not found' } } },
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const query = 'SELECT channel, amount FROM orders WHERE channel = {{channel}}';
const columns = [
  { columnName: 'channel', type: 'string' as const },
  { columnName: 'amount', type: 'number' as const },
];
const settle = () => new Promise((r) => setTimeout(r, 150));

describe('StrictTenantWarning', () => {
  it('warns "This chart will only work for X/Y of your tenants" on a strict connection', async () => {
    renderInHub(
      <StrictTenantWarning connectionId="strict" query={query} outputColumns={columns} />,
      server.baseUrl,
    );
    const alert = await screen.findByTestId('strict-tenant-warning');
    expect(alert.textContent).toContain('This chart will only work for 2/5 of your tenants');
    expect(coverageCalls()).toHaveLength(1);
    expect(coverageCalls()[0]).toMatchObject({
      method: 'POST',
      json: { connectionId: 'strict', sqlQuery: previewColumnsSql(query) },
    });
  });

  it('shows nothing when every tenant is covered', async () => {
    coverage = {
      status: 200,
      body: { data: { covered: 5, total: 5, message: 'x' } },
    };
    renderInHub(
      <StrictTenantWarning connectionId="strict" query={query} outputColumns={columns} />,
      server.baseUrl,
    );
    await waitFor(() => expect(coverageCalls()).toHaveLength(1));
    await settle();
    expect(screen.queryByTestId('strict-tenant-warning')).toBeNull();
  });

  it('asks nothing for a connection that is not tenant-strict, or without output', async () => {
    renderInHub(
      <>
        <StrictTenantWarning connectionId="loose" query={query} outputColumns={columns} />
        <StrictTenantWarning connectionId="strict" query=" " outputColumns={columns} />
        <StrictTenantWarning connectionId="strict" query={query} outputColumns={[]} />
        <StrictTenantWarning connectionId={null} query={query} outputColumns={columns} />
      </>,
      server.baseUrl,
    );
    await waitFor(() => expect(server.seen.some((s) => s.url === '/connection/list')).toBe(true));
    await settle();
    expect(coverageCalls()).toHaveLength(0);
    expect(screen.queryByTestId('strict-tenant-warning')).toBeNull();
  });

  it('asks again only when the output columns change', async () => {
    const view = renderInHub(
      <StrictTenantWarning connectionId="strict" query={query} outputColumns={columns} />,
      server.baseUrl,
    );
    await screen.findByTestId('strict-tenant-warning');
    // Typing in the editor (same output) asks nothing.
    view.rerender(
      <StrictTenantWarning connectionId="strict" query={`${query} `} outputColumns={columns} />,
    );
    await settle();
    expect(coverageCalls()).toHaveLength(1);
    // A preview with new output columns asks again, with the query as it is now.
    coverage = { status: 200, body: { data: { covered: 4, total: 5, message: 'x' } } };
    const next = 'SELECT tenant_id, amount FROM orders';
    view.rerender(
      <StrictTenantWarning
        connectionId="strict"
        query={next}
        outputColumns={[{ columnName: 'tenant_id', type: 'string' }, columns[1]!]}
      />,
    );
    await waitFor(() =>
      expect(screen.getByTestId('strict-tenant-warning').textContent).toContain(
        'This chart will only work for 4/5 of your tenants',
      ),
    );
    expect(coverageCalls()).toHaveLength(2);
    expect(coverageCalls()[1]?.json).toEqual({
      connectionId: 'strict',
      sqlQuery: previewColumnsSql(next),
    });
  });

  it('only logs a failed check and shows nothing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    coverage = { status: 400, body: { error: { message: 'Parser Error: syntax error' } } };
    renderInHub(
      <StrictTenantWarning connectionId="strict" query="SELEC" outputColumns={columns} />,
      server.baseUrl,
    );
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByTestId('strict-tenant-warning')).toBeNull();
    expect(screen.queryByText(/Parser Error/)).toBeNull();
  });
});
