// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderInHub, startHubTestServer, type HubTestServer } from '../golden-charts/test-harness';
import { useCloneDashboard, useDeleteDashboard } from './use-dashboard-lifecycle';

let server: HubTestServer;
beforeAll(async () => {
  server = await startHubTestServer();
});
afterAll(async () => server.close());
beforeEach(() => {
  server.seen.length = 0;
});
afterEach(cleanup);

const WAIT = { timeout: 15_000 };
const dashboard = { id: 'd1', name: 'Sales' };
const row = {
  id: 'd1',
  name: 'Sales',
  version: 3,
  config: { title: 'Sales', charts: {}, filters: [], advanced: { language: 'en' } },
};

/** What the dashboard list's menu does: a clone and a delete button. */
function Actions() {
  const clone = useCloneDashboard();
  const remove = useDeleteDashboard();
  return (
    <>
      <button onClick={() => clone.mutate(dashboard)}>clone</button>
      <button onClick={() => remove.mutate(dashboard)}>delete</button>
    </>
  );
}

const events = () =>
  server.seen
    .filter((s) => s.url === '/analytics/send-event')
    .map((s) => s.json as { eventName: string; dashboardId: string; eventMetadata: unknown });

describe('dashboard lifecycle usage events', () => {
  it("sends 'Dashboard Cloned' with the clone's id once the server made it", async () => {
    server.answer(({ url }) => {
      if (url === '/tenant/get-dashboard-v2')
        return { status: 200, body: { data: { dashboard: row } } };
      if (url === '/dashboard/v2/copy')
        return { status: 200, body: { data: { dashboardId: 'd2' } } };
      return { status: 200, body: { data: { received: true } } };
    });
    renderInHub(<Actions />, server.baseUrl);
    fireEvent.click(screen.getByText('clone'));
    await waitFor(() => expect(events()).toHaveLength(1), WAIT);
    expect(events()[0]).toMatchObject({
      eventName: 'Dashboard Cloned',
      dashboardId: 'd2',
      eventMetadata: { sourceDashboardId: 'd1' },
    });
  });

  it("clones in one call, so a lost session reads the spec's 'No tenant JWT found'", async () => {
    server.answer(({ url }) =>
      url === '/dashboard/v2/copy'
        ? { status: 401, body: { error: { message: 'No tenant JWT found' } } }
        : { status: 200, body: { data: { received: true } } },
    );
    renderInHub(<Actions />, server.baseUrl);
    fireEvent.click(screen.getByText('clone'));
    await waitFor(() => expect(server.seen.length).toBeGreaterThan(0), WAIT);
    // No row read first (it would answer the generic 401): the copy of the latest version.
    expect(server.seen.map((s) => s.url)).toEqual(['/dashboard/v2/copy']);
    expect(server.seen[0]?.json).toEqual({ dashboard: { id: 'd1' } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(events()).toHaveLength(0);
  });

  it("sends 'Dashboard Deleted' after the delete, and nothing when the server refuses", async () => {
    let refuse = true;
    server.answer(({ url }) => {
      if (url.startsWith('/dashboard?id='))
        return refuse
          ? { status: 403, body: { error: 'Forbidden' } }
          : { status: 200, body: { data: { id: 'd1' } } };
      return { status: 200, body: { data: { received: true } } };
    });
    renderInHub(<Actions />, server.baseUrl);
    fireEvent.click(screen.getByText('delete'));
    await waitFor(() => expect(server.seen.some((s) => s.method === 'DELETE')).toBe(true), WAIT);
    refuse = false;
    fireEvent.click(screen.getByText('delete'));
    await waitFor(() => expect(events()).toHaveLength(1), WAIT);
    expect(events()[0]).toMatchObject({ eventName: 'Dashboard Deleted', dashboardId: 'd1' });
    expect(server.seen.filter((s) => s.method === 'DELETE')).toHaveLength(2);
  });
});
