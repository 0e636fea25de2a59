import type { Fixture, PermissionRequest } from './permission-fixtures';

// Fixtures of the demo rows of docs/dev/permissions.md (decision 025).

const get = (path: string): PermissionRequest => ({ method: 'GET', path });

export const DEMO_FIXTURES: Record<string, Fixture> = {
  'GET /demo/dashboards': () => Promise.resolve(get('/demo/dashboards')),
};
