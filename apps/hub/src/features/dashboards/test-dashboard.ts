import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startHubTestServer, type HubTestServer } from '../golden-charts/test-harness';
import type { ViewerDashboard } from './dashboard-model';

/** A published, empty dashboard as the viewer holds it (tests of the dashboard's dialogs). */
export function viewerDashboard(overrides: Partial<ViewerDashboard> = {}): ViewerDashboard {
  return {
    id: 'dash-1',
    name: 'Sales',
    title: 'Sales',
    version: 1,
    published: true,
    charts: {},
    layouts: undefined,
    filters: [],
    theme: null,
    timeZone: 'UTC',
    styleOverrides: '',
    language: 'en',
    ...overrides,
  };
}

/**
 * The hub test server of a test file: started before its tests, closed after them, the DOM
 * cleaned after each. `server.current` is the running server.
 */
export function hubTestServerForFile(): { readonly current: HubTestServer } {
  const ref: { current: HubTestServer | null } = { current: null };
  beforeAll(async () => {
    ref.current = await startHubTestServer();
  });
  afterAll(async () => ref.current?.close());
  afterEach(cleanup);
  return {
    get current(): HubTestServer {
      if (!ref.current) throw new Error('The hub test server starts in beforeAll');
      return ref.current;
    },
  };
}
