import { analyticsMethods } from './analytics';
import { aiMethods } from './ai';
import { demoMethods } from './demo';
import { chartDataBatchMethods } from './chart-data-batch';
import { chartFilterMethods } from './chart-filters';
import { chartMethods } from './charts';
import { connectionMethods } from './connections';
import { dashboardMethods } from './dashboards';
import { dashboardFilterMethods } from './dashboard-filters';
import { dashboardSettingsMethods } from './dashboard-settings';
import { goldenAssetMethods } from './golden-assets';
import { organizationMethods } from './organization';
import { tenantMethods } from './tenants';
import { createHttp, type HttpOptions, type TokenSource } from './http';
import type {
  ChartData,
  ChartDataBody,
  ChartList,
  CreateTenantTokenAnswer,
  CreateTenantTokenBody,
  DashboardList,
  FilterValuesAnswer,
  FilterValuesBody,
  GetAllConnectionsAnswer,
  GetAllConnectionsBody,
  GetChartsAnswer,
  GetChartsBody,
  GetDashboardAnswer,
  GetDashboardBody,
  Me,
  RunQueryAnswer,
  RunQueryBody,
  SetupBody,
  SetupStatus,
  SignInBody,
  TokenData,
} from './types';

export type ClientOptions = HttpOptions;

/** Typed client for the calls of docs/dev/contracts.md. Every method resolves to the answer's `data`. */
export function createClient(options: ClientOptions = {}) {
  const http = createHttp(options);
  const { request } = http;

  return {
    /** Replaces the bearer token (a string, or a getter read on every call). */
    setToken: (token: TokenSource) => http.setToken(token),

    health: () => request<{ status: 'ok' }>('GET', '/health'),
    setupStatus: () => request<SetupStatus>('GET', '/setup/status'),
    setup: (body: SetupBody) => request<TokenData>('POST', '/setup', body),
    signIn: (body: SignInBody) => request<TokenData>('POST', '/auth/sign-in', body),
    me: () => request<Me>('GET', '/auth/me'),
    /** Ends the calling session (cookie or bearer session token); false when it was over already. */
    signOut: () => request<{ signedOut: boolean }>('POST', '/auth/sign-out', {}),
    /** Ends every session of the admin and starts a new one for the caller. */
    changePassword: (body: { currentPassword: string; newPassword: string }) =>
      request<TokenData>('POST', '/auth/change-password', body),

    listDashboards: () => request<DashboardList>('GET', '/dashboard/list'),
    listCharts: () => request<ChartList>('GET', '/chart/list'),

    getDashboard: (body: GetDashboardBody) =>
      request<GetDashboardAnswer>('POST', '/tenant/get-dashboard-v2', body),
    getCharts: (body: GetChartsBody) =>
      request<GetChartsAnswer>('POST', '/tenant/get-charts-v3', body),
    getChartData: (body: ChartDataBody) => request<ChartData>('POST', '/query/chart-data', body),
    getFilterValues: (body: FilterValuesBody) =>
      request<FilterValuesAnswer>('POST', '/query/filter-values', body),

    createTenantToken: (body: CreateTenantTokenBody) =>
      request<CreateTenantTokenAnswer>('POST', '/tenant/create-token', body),
    getAllConnections: (body: GetAllConnectionsBody = {}) =>
      request<GetAllConnectionsAnswer>('POST', '/tenant/get-all-connections', body),
    runQuery: (body: RunQueryBody) => request<RunQueryAnswer>('POST', '/query/run', body),

    ...connectionMethods(http),
    ...chartMethods(http),
    ...chartDataBatchMethods(http),
    ...chartFilterMethods(http),
    ...dashboardMethods(http),
    ...dashboardFilterMethods(http),
    ...dashboardSettingsMethods(http),
    ...goldenAssetMethods(http),
    ...aiMethods(http),
    ...organizationMethods(http),
    ...analyticsMethods(http),
    ...demoMethods(http),
    ...tenantMethods(http),
  };
}

export type ChartroomClient = ReturnType<typeof createClient>;
