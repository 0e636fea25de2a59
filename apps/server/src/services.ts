import type { Db } from './store/database';
import { SecretBox } from './crypto/secret-box';
import { AuthRepository } from './modules/auth/repository';
import type { TokenService } from './modules/auth/token-service';
import type { Authenticator } from './plugins/auth';
import { createAuth } from './modules/auth/create-auth';
import type { AuthOptions } from './modules/auth/auth-options';
import { DashboardRepository } from './modules/dashboard/repository';
import { ChartRepository } from './modules/chart/repository';
import { ChartGuard } from './modules/chart/chart-guard';
import { ChartLifecycle } from './modules/chart/chart-lifecycle';
import { ChartTables } from './modules/chart/chart-tables';
import { UnsavedQueryGuard } from './modules/chart/unsaved-query-guard';
import { ChartFilterRepository } from './modules/chart-filters/repository';
import { ChartFilterService } from './modules/chart-filters/service';
import { ConnectionRepository } from './modules/connection/repository';
import { Access } from './modules/tenant/access';
import { ConnectorPool } from './query/connector-pool';
import { QueryService } from './query/query-service';
import { ChartDataService } from './query/chart-data-service';
import { FilterValuesService } from './query/filter-values-service';
import { QueryCache } from './query/query-cache';
import { QuerySlots, type QuerySlotsSettings } from './query/fair-queue';
import { ConnectionService } from './modules/connection/service';
import type { Redis } from 'ioredis';

/** The composition root: every service the routes use, built once per server. */
export interface Services {
  db: Db;
  box: SecretBox;
  authRepo: AuthRepository;
  tokens: TokenService;
  auth: Authenticator;
  dashboards: DashboardRepository;
  charts: ChartRepository;
  connections: ConnectionRepository;
  access: Access;
  pool: ConnectorPool;
  queries: QueryService;
  chartData: ChartDataService;
  filterValues: FilterValuesService;
  cache: QueryCache;
  connectionService: ConnectionService;
  chartGuard: ChartGuard;
  chartTables: ChartTables;
  chartLifecycle: ChartLifecycle;
  chartFilters: ChartFilterRepository;
  chartFilterService: ChartFilterService;
  dataDir: string;
}

export interface ServiceOptions {
  /** Shared cache across instances (REDIS_URL). */
  redis?: Redis | null;
  /** The query cache can be turned off (benchmarks of the uncached path). */
  cacheEnabled?: boolean;
  /** Fair sharing of each connection (CHARTROOM_QUERY_SLOTS…); defaults: DEFAULT_QUERY_SLOTS. */
  querySlots?: QuerySlotsSettings;
  /** Session, sign-in and tenant token limits (defaults in modules/auth/auth-options.ts). */
  auth?: Partial<AuthOptions>;
}

export function createServices(
  db: Db,
  secretKey: string,
  dataDir: string,
  options: ServiceOptions = {},
): Services {
  const box = new SecretBox(secretKey);
  const authRepo = new AuthRepository(db, box);
  const { tokens, auth } = createAuth(db, box.sessionKey, authRepo, options);
  const dashboards = new DashboardRepository(db);
  const charts = new ChartRepository(db);
  const connections = new ConnectionRepository(db, box);
  const access = new Access(dashboards, charts);
  const pool = new ConnectorPool(dataDir, (record) => connections.secretOf(record));
  const cache = new QueryCache({
    redis: options.redis ?? null,
    enabled: options.cacheEnabled ?? true,
  });
  const queries = new QueryService(connections, pool, cache, new QuerySlots(options.querySlots));
  const connectionService = new ConnectionService(connections, pool, queries);
  const chartGuard = new ChartGuard(access, charts);
  const chartTables = new ChartTables(connections, connectionService, chartGuard);
  const chartFilters = new ChartFilterRepository(db);
  return {
    db,
    box,
    authRepo,
    tokens,
    auth,
    dashboards,
    charts,
    connections,
    access,
    pool,
    queries,
    chartData: new ChartDataService(
      access,
      queries,
      new UnsavedQueryGuard(chartTables, access, charts),
      (organizationId, chartId) => chartFilters.listSaved(organizationId, [chartId]),
    ),
    filterValues: new FilterValuesService(access, queries),
    cache,
    connectionService,
    chartGuard,
    chartTables,
    chartLifecycle: new ChartLifecycle(
      db,
      charts,
      chartFilters,
      connections,
      chartTables,
      chartGuard,
    ),
    chartFilters,
    chartFilterService: new ChartFilterService(chartFilters, chartGuard),
    dataDir,
  };
}
