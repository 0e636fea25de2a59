// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderInHub, startHubTestServer, type HubTestServer } from '../golden-charts/test-harness';
import { UsagePage } from './UsagePage';

let server: HubTestServer;
beforeAll(async () => {
  server = await startHubTestServer();
});
afterAll(async () => server.close());
beforeEach(() => {
  server.seen.length = 0;
});
afterEach(cleanup);

const empty = (days: number) => ({
  days,
  since: '2026-11-24',
  totalEvents: 0,
  totalViews: 0,
  viewsPerDay: [],
  topDashboards: [],
  activeTenants: [],
  eventsByName: [],
});
const used = (days: number) => ({
  ...empty(days),
  totalEvents: 5,
  totalViews: 3,
  viewsPerDay: [{ day: '2026-11-25', embedded: 2, hub: 1 }],
  topDashboards: [{ dashboardId: 'd1', name: 'Sales overview', views: 3 }],
  activeTenants: [
    { tenantId: 'acme', name: 'Acme Corp', events: 4, views: 2, lastSeen: '2026-11-25T08:00:00Z' },
  ],
  eventsByName: [
    { eventName: 'Dashboard Viewed', events: 3 },
    { eventName: 'Chart Added', events: 2 },
  ],
});
/** A loaded machine renders slowly; the answers themselves are immediate. */
const WAIT = { timeout: 15_000 };
const daysOf = (url: string) => Number(new URL(url, 'http://x').searchParams.get('days'));

describe('UsagePage', () => {
  it('shows the empty state when the period has no events', async () => {
    server.answer((seen) => ({ status: 200, body: { data: empty(daysOf(seen.url)) } }));
    renderInHub(<UsagePage />, server.baseUrl);
    expect(await screen.findByText('No usage yet', {}, WAIT)).toBeTruthy();
    expect(server.seen.map((s) => s.url)).toEqual(['/analytics/usage?days=30']);
  });

  it('shows totals and the four charts, and asks again for another period', async () => {
    server.answer((seen) => ({ status: 200, body: { data: used(daysOf(seen.url)) } }));
    renderInHub(<UsagePage />, server.baseUrl);
    const views = await screen.findByTestId('usage-total-views', {}, WAIT);
    expect(views.textContent).toContain('3');
    expect(screen.getByTestId('usage-total-events').textContent).toContain('5');
    expect(screen.getByTestId('usage-total-tenants').textContent).toContain('1');
    for (const key of ['views-per-day', 'top-dashboards', 'events-by-name', 'active-tenants']) {
      const card = screen.getByTestId(`usage-chart-${key}`);
      expect(card.querySelector('[data-testid="chart-viewer"]')?.getAttribute('data-state')).toBe(
        'ready',
      );
    }
    fireEvent.click(screen.getByText('Last 7 days'));
    await waitFor(() => expect(server.seen.at(-1)?.url).toBe('/analytics/usage?days=7'), WAIT);
  });

  it("shows the server's message with a retry when usage cannot be read", async () => {
    server.answer(() => ({
      status: 403,
      body: { error: { message: 'This call needs an admin session or API key' } },
    }));
    renderInHub(<UsagePage />, server.baseUrl);
    const error = await screen.findByTestId('usage-error', {}, WAIT);
    expect(error.textContent).toContain(
      'Could not load usage: This call needs an admin session or API key',
    );
    server.answer((seen) => ({ status: 200, body: { data: used(daysOf(seen.url)) } }));
    fireEvent.click(screen.getByText('Try again'));
    expect(await screen.findByTestId('usage-total-views', {}, WAIT)).toBeTruthy();
  });
});
