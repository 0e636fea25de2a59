// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderInHub, startHubTestServer, type HubTestServer } from '../golden-charts/test-harness';
import { PrepareData, type PrepareDataProps } from './PrepareData';

let server: HubTestServer;
beforeAll(async () => {
  server = await startHubTestServer();
  server.answer((seen) =>
    seen.url === '/connection/list'
      ? {
          status: 200,
          body: { data: { connections: [{ id: 'strict', name: 'W', tenantStrict: true }] } },
        }
      : { status: 200, body: { data: { covered: 1, total: 3, message: 'x' } } },
  );
});
afterAll(async () => server.close());
afterEach(() => cleanup());

const props: PrepareDataProps = {
  query: 'SELECT amount FROM orders',
  onQueryChange: () => undefined,
  tables: [],
  rawTableNames: ['orders'],
  chips: [],
  onPreview: () => undefined,
  previewing: false,
  canPreview: true,
  rows: [{ amount: 1 }],
  outputColumns: [{ columnName: 'amount', type: 'number' }],
  error: null,
  connectionId: 'strict',
};

describe('PrepareData', () => {
  it('shows the strict-tenant warning under the preview', async () => {
    renderInHub(<PrepareData {...props} />, server.baseUrl);
    const warning = await screen.findByTestId('strict-tenant-warning');
    expect(warning.textContent).toContain('This chart will only work for 1/3 of your tenants');
    const preview = screen.getByTestId('query-preview');
    expect(
      preview.compareDocumentPosition(warning) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('shows no warning while the query is in error', async () => {
    renderInHub(<PrepareData {...props} error={new Error('Binder Error: x')} />, server.baseUrl);
    expect(await screen.findByTestId('prepare-error')).toBeTruthy();
    expect(screen.queryByTestId('strict-tenant-warning')).toBeNull();
  });
});
