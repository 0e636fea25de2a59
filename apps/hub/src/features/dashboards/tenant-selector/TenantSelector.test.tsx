// @vitest-environment jsdom
import type { ChartroomClient } from '@chartroom/client';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  renderInHub,
  startHubTestServer,
  type HubTestServer,
} from '../../golden-charts/test-harness';
import { TenantSelector } from './TenantSelector';
import { useTenantViewApi, VIEW_AS_TOKEN_SECONDS } from './use-tenant-view-api';

let server: HubTestServer;
beforeAll(async () => {
  server = await startHubTestServer();
});
afterAll(async () => server.close());
afterEach(cleanup);

const tenants = [
  { id: 'acme', name: 'Acme Corp', key: 'acme', payload: { tenant_id: 'acme' } },
  { id: 'globex', name: 'Globex', key: 'globex', payload: { tenant_id: 'globex' } },
];

function answerTenants() {
  server.answer(({ url }) =>
    url === '/tenant/list'
      ? { status: 200, body: { data: { tenants } } }
      : { status: 200, body: { data: { token: 'minted.tenant.token' } } },
  );
}

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderAt(path: string) {
  renderInHub(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {['/build/dashboard/:id/edit', '/dashboards/:id'].map((route) => (
          <Route
            key={route}
            path={route}
            element={
              <>
                <TenantSelector />
                <Search />
              </>
            }
          />
        ))}
      </Routes>
    </MemoryRouter>,
    server.baseUrl,
  );
}

describe('TenantSelector', () => {
  it("reads 'Global Admin' by default and lists the organisation's tenants after it", async () => {
    answerTenants();
    renderAt('/build/dashboard/d1/edit');
    const input = screen.getByTestId('tenant-selector') as HTMLInputElement;
    expect(input.value).toBe('Global Admin');
    await waitFor(() => expect(server.seen.some((s) => s.url === '/tenant/list')).toBe(true));
    fireEvent.click(input);
    // The dropdown's transition never ends in jsdom: its options count as hidden.
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual(['Global Admin', 'Acme Corp', 'Globex']);
  });

  it('puts the chosen tenant in the URL and an empty choice (Global Admin) takes it out', async () => {
    answerTenants();
    renderAt('/build/dashboard/d1/edit?version=3');
    const input = screen.getByTestId('tenant-selector') as HTMLInputElement;
    fireEvent.click(input);
    fireEvent.click(await screen.findByRole('option', { name: 'Globex', hidden: true }));
    await waitFor(() =>
      expect(screen.getByTestId('search').textContent).toBe('?version=3&viewAs=globex'),
    );
    expect(input.value).toBe('Globex');
    fireEvent.click(input);
    fireEvent.click(await screen.findByRole('option', { name: 'Global Admin', hidden: true }));
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?version=3'));
    expect(input.value).toBe('Global Admin');
  });

  it('ignores ?viewAs= outside edit mode', async () => {
    answerTenants();
    renderAt('/dashboards/d1?viewAs=acme');
    const input = screen.getByTestId('tenant-selector') as HTMLInputElement;
    await waitFor(() => expect(server.seen.some((s) => s.url === '/tenant/list')).toBe(true));
    expect(input.value).toBe('Global Admin');
  });
});

const sent: { current: ChartroomClient | null } = { current: null };

function Probe({ tenantId }: { tenantId: string }) {
  const view = useTenantViewApi(tenantId, 'd1');
  if (view.status === 'ready') sent.current = view.api.client;
  return (
    <output data-testid="probe">{view.status === 'ready' ? view.api.scope : view.status}</output>
  );
}

describe('useTenantViewApi', () => {
  it('mints a short-lived read-only token for that tenant and this dashboard, and scopes the cache by it', async () => {
    answerTenants();
    renderInHub(<Probe tenantId="acme" />, server.baseUrl);
    await waitFor(() =>
      expect(screen.getByTestId('probe').textContent).toBe('view-as:acme:minted.tenant.token'),
    );
    expect(server.seen.filter((s) => s.url === '/tenant/create-token').at(-1)?.json).toEqual({
      tenantId: 'acme',
      permissions: { readOnly: true },
      dashboardIds: ['d1'],
      expiresInSeconds: VIEW_AS_TOKEN_SECONDS,
    });
    expect(VIEW_AS_TOKEN_SECONDS).toBeLessThanOrEqual(900);
    // The admin's look is not the tenant's activity: the view's usage events go nowhere.
    await sent.current?.sendEvent({
      eventType: 'view',
      eventName: 'Dashboard Viewed',
      dashboardId: 'd1',
    });
    expect(server.seen.some((s) => s.url === '/analytics/send-event')).toBe(false);
  });

  it("says so when the token can't be minted", async () => {
    server.answer(() => ({ status: 404, body: { error: { message: 'Tenant gone not found' } } }));
    renderInHub(<Probe tenantId="gone" />, server.baseUrl);
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('error'));
  });
});
