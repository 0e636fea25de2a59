/** English texts of the Usage page (`hub:usage.*`). Event names stay the spec's own. */
export const usageEn = {
  title: 'Usage',
  description:
    'How your dashboards are viewed and used: in the hub, and embedded for your tenants.',
  period: 'Period',
  lastDays: 'Last {{count}} days',
  refresh: 'Refresh',
  totals: {
    views: 'Dashboard views',
    events: 'Events',
    tenants: 'Active tenants',
  },
  charts: {
    viewsPerDay: 'Views per day',
    topDashboards: 'Top dashboards',
    activeTenants: 'Active tenants',
    eventsByName: 'Events by name',
  },
  columns: {
    day: 'Day',
    embedded: 'Embedded',
    hub: 'Hub',
    views: 'Views',
    events: 'Events',
    dashboard: 'Dashboard',
    tenant: 'Tenant',
    lastSeen: 'Last seen',
    event: 'Event',
  },
  missingDashboard: 'Deleted dashboard ({{id}})',
  noTenants: 'No tenant has used a dashboard in this period.',
  empty: {
    title: 'No usage yet',
    text: 'Views and edits appear here once dashboards are opened in the hub or through a share link, an iframe or the React component.',
  },
  error: 'Could not load usage: {{message}}',
};
