import type { ConnectionAdminSettings } from '@chartroom/client';

/** Where a connection points, in one line (`db.example.com:5432/app`); '' for uploads. */
export function connectionSummary(settings: ConnectionAdminSettings): string {
  switch (settings.type) {
    case 'postgres':
    case 'mysql':
    case 'mssql':
      return `${settings.host}:${settings.port}/${settings.database}`;
    case 'clickhouse':
      return `${settings.url} · ${settings.database}`;
    case 'bigquery':
      return `${settings.projectId}.${settings.dataset}`;
    case 'dynamodb':
      return settings.endpoint ? `${settings.region} · ${settings.endpoint}` : settings.region;
    case 'dataplane':
      return settings.url;
    default:
      return '';
  }
}
