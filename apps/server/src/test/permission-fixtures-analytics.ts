import { get, post, type Fixture } from './permission-fixtures-helpers';

// Fixtures of the usage analytics rows of docs/dev/permissions.md.

export const ANALYTICS_FIXTURES: Record<string, Fixture> = {
  // Usage analytics: every caller sends events (its tenant from its token); admins read usage
  'POST /analytics/send-event': (ctx) =>
    Promise.resolve(
      post('/analytics/send-event', {
        eventType: 'dashboard',
        eventName: 'Dashboard Viewed',
        dashboardId: ctx.seed.dashboardId,
        embedded: true,
      }),
    ),
  'GET /analytics/usage': () => Promise.resolve(get('/analytics/usage?days=30')),
};
