import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer } from './test-server';

/** The callers of the permission table (docs/dev/permissions.md), in its column order. */
export const CALLERS = [
  'none',
  'viewer',
  'addChart',
  'addFilter',
  'removeChart',
  'createChart',
  'editCharts',
  'createChartSQL',
  'API key',
  'admin',
] as const;
export type CallerName = (typeof CALLERS)[number];

/** The tenant columns: the viewer (readOnly) and one column per editing permission. */
export const TENANT_CALLERS = CALLERS.filter(
  (c): c is Exclude<CallerName, 'none' | 'API key' | 'admin'> =>
    c !== 'none' && c !== 'API key' && c !== 'admin',
);
type TenantCallerName = (typeof TENANT_CALLERS)[number];

/** Every editing permission: the fixtures' own tenant token ("builder") holds all of them. */
const ALL_EDITING = {
  addChart: true,
  addFilter: true,
  removeChart: true,
  createChart: true,
  editCharts: true,
  createChartSQL: true,
};

/** Who makes a call: its kind, and for tenants the tenant id its token names. */
export interface Caller {
  name: CallerName;
  kind: 'none' | 'tenant' | 'admin';
  /** `perm-<column>` for tenant columns; every tenant reads the rows of the demo tenant acme. */
  tenantId: string | null;
}

export interface Answer {
  status: number;
  json: { data?: unknown; error?: { message?: string } } | null;
}

/** A JSON document as the fixtures read it. */
export type Doc = Record<string, unknown>;

/** The demo organisation's objects the fixtures start from (read once, before the walk). */
export interface Seed {
  dashboardId: string;
  dashboardName: string;
  dashboardConfig: Doc;
  connectionId: string;
  /** A chart of the demo dashboard ("Revenue"), its version there and that version's config. */
  chartId: string;
  chartVersion: number;
  chartConfig: Doc;
  /** A published dashboard no tenant has copied (an admin's clone of the demo dashboard). */
  uncopiedDashboardId: string;
  /** A draft chart of the library, on no dashboard (select-all starter of `orders`). */
  draftChartId: string;
  /** That draft's config: the select-all starter of the `orders` table. */
  starterConfig: Doc;
  /** The organisation's Uploads connection (open: no tenant policies) and a table in it. */
  openConnectionId: string;
  openTable: string;
  /** Another tenant's personal copy of the demo dashboard. */
  otherTenantCopyId: string;
}

export function isTenant(name: CallerName): name is TenantCallerName {
  return (TENANT_CALLERS as readonly string[]).includes(name);
}

export function callerOf(name: CallerName): Caller {
  if (isTenant(name)) return { name, kind: 'tenant', tenantId: `perm-${name}` };
  return { name, kind: name === 'none' ? 'none' : 'admin', tenantId: null };
}

/** Permissions of a tenant column's token: `{readOnly: true}` or only the named permission. */
function permissionsOf(name: TenantCallerName): Record<string, boolean> {
  return name === 'viewer' ? { readOnly: true } : { [name]: true };
}

/**
 * The live state the fixtures share: the server, the admin's session (renewed when a fixture
 * changes the password), the API key, the tenant tokens, and helpers that create what a row needs
 * through the API.
 */
export class PermissionContext {
  admin = '';
  apiKey = '';
  seed!: Seed;
  private readonly tokens = new Map<string, string>();
  private counter = 0;

  constructor(readonly server: TestServer) {}

  /** A fresh name for things the fixtures create. */
  unique(prefix: string): string {
    this.counter += 1;
    return `${prefix}_${this.counter}`;
  }

  /** One HTTP call; `token` undefined sends no credential. FormData goes as multipart. */
  async call(method: string, path: string, body?: unknown, token?: string): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    let payload: string | FormData | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(`${this.server.url}${path}`, {
      method,
      headers,
      ...(payload !== undefined ? { body: payload } : {}),
    });
    const text = await res.text();
    let json: Answer['json'] = null;
    try {
      json = text ? (JSON.parse(text) as Answer['json']) : null;
    } catch {
      json = { error: { message: text.slice(0, 200) } };
    }
    return { status: res.status, json };
  }

  /** A call that must succeed (fixture set-up): its `data`, or an error naming the call. */
  async must(method: string, path: string, body?: unknown, token = this.admin): Promise<Doc> {
    const res = await this.call(method, path, body, token);
    if (res.status < 200 || res.status >= 300) {
      throw new Error(
        `fixture set-up ${method} ${path} answered ${res.status}: ${res.json?.error?.message ?? ''}`,
      );
    }
    return (res.json?.data ?? {}) as Doc;
  }

  async signIn(password = ADMIN_PASSWORD): Promise<string> {
    const data = await this.must('POST', '/auth/sign-in', { email: ADMIN_EMAIL, password });
    return String(data.token);
  }

  /** The credential a column's caller sends (read at call time: the admin's may be renewed). */
  async tokenOf(caller: Caller): Promise<string | undefined> {
    if (caller.kind === 'none') return undefined;
    if (caller.name === 'API key') return this.apiKey;
    if (caller.name === 'admin') return this.admin;
    if (!isTenant(caller.name)) throw new Error(`no token for ${caller.name}`);
    return this.tenantToken(caller.tenantId!, permissionsOf(caller.name));
  }

  /** A tenant token (minted once per tenant and permissions); payload tenant_id acme. */
  async tenantToken(tenantId: string, permissions: Record<string, boolean>): Promise<string> {
    const key = JSON.stringify([tenantId, permissions]);
    const known = this.tokens.get(key);
    if (known) return known;
    const data = await this.must('POST', '/tenant/create-token', {
      tenant: { id: tenantId, name: tenantId, payload: { tenant_id: 'acme' } },
      permissions,
    });
    const token = String(data.token);
    this.tokens.set(key, token);
    return token;
  }

  /** The same tenant with every editing permission: makes what a row's caller must own. */
  builder(tenantId: string): Promise<string> {
    return this.tenantToken(tenantId, ALL_EDITING);
  }

  /** Who owns what a row edits: the caller's tenant, or for admins (and none) an admin. */
  async ownerToken(caller: Caller): Promise<string> {
    return caller.tenantId ? this.builder(caller.tenantId) : this.admin;
  }

  /** A chart the caller owns: its copy of the demo chart (tenants), an admin's copy otherwise. */
  async ownChart(caller: Caller): Promise<string> {
    const { chartId, chartVersion } = this.seed;
    const copy = await this.must(
      'POST',
      '/chart/v2/copy',
      { chart: { id: chartId, version: chartVersion } },
      await this.ownerToken(caller),
    );
    return String(copy.chartId);
  }

  /** A chart-level filter on a chart the caller owns: [chartId, filterId]. */
  async ownFilter(caller: Caller): Promise<[string, string]> {
    const chartId = await this.ownChart(caller);
    const filterId = this.unique('perm-filter');
    await this.must(
      'POST',
      '/filters/create-or-update-filter',
      { filterId, parentChartId: chartId, filterConfig: CHANNEL_FILTER },
      await this.ownerToken(caller),
    );
    return [chartId, filterId];
  }

  /**
   * The personal copy of the demo dashboard of the caller's tenant (made with that tenant's
   * builder token); for admins, the copy of the tenant perm-owner.
   */
  personalCopy(caller: Caller): Promise<string> {
    return this.personalCopyOf(caller.tenantId ?? 'perm-owner');
  }

  /** A tenant's personal copy of the demo dashboard (the existing one when there is one). */
  async personalCopyOf(tenantId: string): Promise<string> {
    const token = await this.builder(tenantId);
    const data = await this.must(
      'POST',
      '/dashboard/v2/copy',
      { dashboard: { id: this.seed.dashboardId }, personalWorkspace: true },
      token,
    );
    return String(data.dashboardId);
  }

  /** A dashboard's latest version as an admin reads it. */
  async dashboard(id: string): Promise<{ name: string; config: Doc }> {
    const data = await this.must('POST', '/tenant/get-dashboard-v2', { dashboard: { id } });
    return data.dashboard as { name: string; config: Doc };
  }

  /** A new draft chart of the library (an admin's, on no dashboard). */
  async draftChart(connectionId = this.seed.connectionId): Promise<string> {
    const data = await this.must('POST', '/chart/v3/create-chart', {
      starterTable: 'orders',
      starterConnection: connectionId,
      configVersion: 'v1',
    });
    return String(data.chartId);
  }

  /** A new connection (PostgreSQL settings; never opened by the calls that use it). */
  async connection(): Promise<string> {
    const data = await this.must('POST', '/connection/create', {
      name: this.unique('perm-connection'),
      settings: {
        type: 'postgres',
        host: '127.0.0.1',
        port: 5432,
        database: 'test',
        user: 'postgres',
        password: '',
      },
    });
    return String((data.connection as Doc).id);
  }

  /** A small CSV as the upload form sends it. */
  uploadForm(tableName: string): FormData {
    const form = new FormData();
    form.append('tableName', tableName);
    form.append(
      'file',
      new Blob(['label,tenant_id\nfirst,acme\nsecond,globex\n'], { type: 'text/csv' }),
      'permissions.csv',
    );
    return form;
  }

  /** Reads the demo organisation and creates the shared fixtures (admin calls only). */
  async prepare(): Promise<void> {
    this.admin = await this.signIn();
    this.apiKey = String(
      (await this.must('POST', '/auth/api-keys', { name: 'permissions table' })).key,
    );
    const seeded = this.server.seeded;
    if (!seeded) throw new Error('the permission table needs the demo organisation');
    const dashboard = await this.dashboard(seeded.dashboardId);
    const charts = (await this.must('GET', '/chart/list')).charts as Array<{
      id: string;
      name: string;
    }>;
    const chartId = charts.find((c) => c.name === 'Revenue')?.id;
    const entry = chartId
      ? (dashboard.config.charts as Record<string, { version: number }>)[chartId]
      : undefined;
    if (!chartId || !entry) throw new Error('the demo dashboard has no Revenue chart');
    const chart = await this.must('POST', '/tenant/get-chart-v2', {
      chart: { id: chartId, version: entry.version },
    });
    const uncopied = await this.must('POST', '/dashboard/v2/copy', {
      dashboard: { id: seeded.dashboardId },
    });
    const draftChartId = await this.draftChart(seeded.connectionId);
    const draft = await this.must('POST', '/tenant/get-chart-v2', {
      chart: { id: draftChartId, version: 1 },
    });
    const openTable = 'perm_open';
    const upload = await this.must('POST', '/connection/upload', this.uploadForm(openTable));
    this.seed = {
      dashboardId: seeded.dashboardId,
      dashboardName: dashboard.name,
      dashboardConfig: dashboard.config,
      connectionId: seeded.connectionId,
      chartId,
      chartVersion: entry.version,
      chartConfig: (chart.chart as Doc).config as Doc,
      uncopiedDashboardId: String(uncopied.dashboardId),
      draftChartId,
      starterConfig: (draft.chart as Doc).config as Doc,
      openConnectionId: String(upload.connectionId),
      openTable,
      otherTenantCopyId: '',
    };
    this.seed.otherTenantCopyId = await this.personalCopyOf('perm-other-tenant');
  }
}

/** A chart-level Select filter on the channel column of orders. */
export const CHANNEL_FILTER = {
  displayName: 'Channel',
  filterType: 'Select',
  filterSubType: 'Select Single',
  filterTarget: { sourceType: 'Raw', rawTable: 'orders', rawColumn: 'channel' },
};
