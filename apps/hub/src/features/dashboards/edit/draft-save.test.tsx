// @vitest-environment jsdom
import type { DashboardRow } from '@chartroom/client';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  renderInHub,
  startHubTestServer,
  type HubTestServer,
} from '../../golden-charts/test-harness';
import { useDashboardDraft } from './use-dashboard-draft';

let server: HubTestServer;
beforeAll(async () => {
  server = await startHubTestServer();
});
afterAll(async () => server.close());
beforeEach(() => {
  server.seen.length = 0;
  localStorage.clear();
});
afterEach(cleanup);

const WAIT = { timeout: 15_000 };
const config = { title: 'Sales', charts: {}, filters: [], advanced: { language: 'en' } };
const row = { id: 'd1', name: 'Sales', version: 3, config } as unknown as DashboardRow;
const answer = (version: number, title: string) => ({
  status: 200,
  body: { data: { dashboard: { ...row, version, name: title, config: { ...config, title } } } },
});

/** The edit header's title field and Save, over the hook. */
function Editor() {
  const draft = useDashboardDraft(row, true);
  return (
    <>
      <button onClick={() => draft.setTitle('Sales 2')}>rename</button>
      <button onClick={() => void draft.save()}>save</button>
      <output data-testid="state">{draft.saveState}</output>
      <output data-testid="error">{draft.saveError}</output>
    </>
  );
}

const calls = () => server.seen.filter((s) => s.url !== '/analytics/send-event');

describe('admin Save (dashboards.md §5)', () => {
  it("is the first call, so a lost session shows the server's 'Tenant JWT is required for admin save'", async () => {
    server.answer(() => ({
      status: 401,
      body: { error: { message: 'Tenant JWT is required for admin save' } },
    }));
    renderInHub(<Editor />, server.baseUrl);
    fireEvent.click(screen.getByText('rename'));
    fireEvent.click(screen.getByText('save'));
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('error'), WAIT);
    expect(screen.getByTestId('error').textContent).toBe('Tenant JWT is required for admin save');
    expect(calls().map((s) => s.url)).toEqual(['/dashboard/v3/save']);
  });

  it('saves over the row on hand, and over the latest version after a 409', async () => {
    let first = true;
    server.answer(({ url }) => {
      if (url === '/tenant/get-dashboard-v2') return answer(5, 'Sales');
      if (first) {
        first = false;
        return { status: 409, body: { error: { message: 'Dashboard d1 has a newer version' } } };
      }
      return answer(6, 'Sales 2');
    });
    renderInHub(<Editor />, server.baseUrl);
    fireEvent.click(screen.getByText('rename'));
    fireEvent.click(screen.getByText('save'));
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('saved'), WAIT);
    const seen = calls();
    expect(seen.map((s) => s.url)).toEqual([
      '/dashboard/v3/save',
      '/tenant/get-dashboard-v2',
      '/dashboard/v3/save',
    ]);
    expect(seen[0]?.json).toMatchObject({ name: 'Sales 2', dashboardVersion: 3 });
    expect(seen[2]?.json).toMatchObject({ name: 'Sales 2', dashboardVersion: 5 });
  });
});
