import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001-initial';
import * as m0002 from './0002-connection-timeout';
import * as m0003 from './0003-tenant-access';
import * as m0004 from './0004-admin-sessions';
import * as m0005 from './0005-dashboard-settings';
import * as m0006 from './0006-tenant-keys';
import * as m0007 from './0007-organization-settings';
import * as m0008 from './0008-analytics-tenant-name';
import * as m0011 from './0011-demo-dashboards';
import * as m0012 from './0012-dashboard-filter-keys';
import * as m0014 from './0014-dash-switches';

/** Versioned migrations, applied in key order; never edit one that has shipped. */
const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
  '0002-connection-timeout': m0002,
  '0003-tenant-access': m0003,
  '0004-admin-sessions': m0004,
  '0005-dashboard-settings': m0005,
  '0006-tenant-keys': m0006,
  '0007-organization-settings': m0007,
  '0008-analytics-tenant-name': m0008,
  '0011-demo-dashboards': m0011,
  '0012-dashboard-filter-keys': m0012,
  '0014-dash-switches': m0014,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
