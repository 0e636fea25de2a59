import type { TenantClaims } from '@chartroom/core';
import type { Caller } from '../../plugins/auth';
import { forbidden, notFound } from '../../plugins/http-error';
import type { Access } from '../tenant/access';
import type { ChartRecord, ChartRepository } from './repository';

export type TenantCaller = Extract<Caller, { kind: 'tenant' }>;
type TenantPermission = keyof TenantClaims['permissions'];

interface ReachOptions {
  /** Any version of a chart shown on the tenant's dashboards (writes make new versions). */
  anyVersion?: boolean;
  /** Published charts too (picking from the library). */
  publishedToo?: boolean;
}

/** What a chart call does, for the role checks of charts.md §6. */
export type ChartAction =
  'create' | 'edit' | 'copy' | 'browse' | 'publish' | 'golden' | 'runSql' | 'previewTable';

/**
 * Tenant editing permissions that allow each action (any one of them, and never with readOnly).
 * Publication and golden charts are admin-only: embedded mode hides them (charts.md §6).
 */
const TENANT_PERMISSIONS: Record<ChartAction, readonly TenantPermission[]> = {
  create: ['createChart', 'createChartSQL'],
  edit: ['editCharts', 'createChart', 'createChartSQL'],
  copy: ['addChart', 'createChart', 'editCharts', 'createChartSQL'],
  browse: ['addChart', 'createChart', 'editCharts', 'createChartSQL'],
  publish: [],
  golden: [],
  // Raw SQL needs admin or createChartSQL (DESIGN.md §4); table previews serve the builders.
  runSql: ['createChartSQL'],
  previewTable: ['createChart', 'editCharts', 'createChartSQL'],
};

const ACTION_TEXT: Record<ChartAction, string> = {
  create: 'create charts',
  edit: 'edit charts',
  copy: 'copy charts',
  browse: 'browse the chart library',
  publish: 'publish charts',
  golden: 'read golden charts',
  runSql: 'run SQL',
  previewTable: 'preview tables',
};

/** `author` of charts a tenant created or copied: how the server knows they are the tenant's. */
export function tenantAuthor(claims: TenantClaims): string {
  return `tenant:${claims.tenant.id}`;
}

/**
 * Role checks of the chart calls. Admins (session or API key) may do everything in their
 * organisation. Tenants need an editing permission for the action (403 otherwise) and reach only
 * charts shown on the dashboards they may open or charts they created (404 otherwise, as for reads).
 */
export class ChartGuard {
  constructor(
    private readonly access: Access,
    private readonly charts: ChartRepository,
  ) {}

  /** 403 unless the caller may perform `action` at all. */
  allow(caller: Caller, action: ChartAction): void {
    if (caller.kind === 'admin') return;
    const needed = TENANT_PERMISSIONS[action];
    const granted = needed.some((p) => caller.claims.permissions[p] === true);
    if (caller.claims.permissions.readOnly === true || !granted) {
      const hint = needed.length > 0 ? ` (needs ${needed.join(', ')})` : ' (admins only)';
      throw forbidden(`This token does not allow you to ${ACTION_TEXT[action]}${hint}`);
    }
  }

  /** 403 unless the caller is an admin (the organisation id in a body must be the caller's). */
  sameOrganization(caller: Caller, organizationId: string | undefined): void {
    if (organizationId && organizationId !== caller.organizationId) {
      throw forbidden('organizationId does not match your credentials');
    }
  }

  /**
   * A chart version the caller may reach (latest when no version). For tenants: a version shown
   * on one of their dashboards, any version of a chart on one of them, or a chart they created;
   * `publishedToo` also admits published charts (picking from the library).
   */
  async reach(
    caller: Caller,
    id: string,
    version?: number,
    options: ReachOptions = {},
  ): Promise<ChartRecord> {
    const versions =
      caller.kind === 'tenant' ? () => this.access.tenantChartVersions(caller) : null;
    return this.reachOne(caller, id, version, options, versions);
  }

  /** Chart versions the caller may read, in order; 404 on the first one it may not. */
  async reachAll(
    caller: Caller,
    refs: ReadonlyArray<{ id: string; version?: number | undefined }>,
  ): Promise<ChartRecord[]> {
    let known: Promise<Map<string, Set<number>>> | null = null;
    const versions =
      caller.kind === 'tenant' ? () => (known ??= this.access.tenantChartVersions(caller)) : null;
    const out: ChartRecord[] = [];
    for (const ref of refs)
      out.push(await this.reachOne(caller, ref.id, ref.version, {}, versions));
    return out;
  }

  private async reachOne(
    caller: Caller,
    id: string,
    version: number | undefined,
    options: ReachOptions,
    tenantVersions: (() => Promise<Map<string, Set<number>>>) | null,
  ): Promise<ChartRecord> {
    // Built on demand: an Error captures a stack, too dear for every successful request.
    const text = `Chart ${id}${version ? ` version ${version}` : ''} not found`;
    const missing = () => notFound(text);
    const row = await this.charts.find(caller.organizationId, id, version);
    if (!row) throw missing();
    if (caller.kind === 'admin' || !tenantVersions) return row;
    if (options.publishedToo && row.published) return row;
    if (await this.createdBy(caller, id)) return row;
    const versions = (await tenantVersions()).get(id);
    if (!versions) throw missing();
    if (!options.anyVersion && !versions.has(row.version)) throw missing();
    return row;
  }

  /** True when the tenant created the chart (its version 1 is theirs: created or copied). */
  async createdBy(caller: TenantCaller, id: string): Promise<boolean> {
    const first = await this.charts.find(caller.organizationId, id, 1);
    return first?.author === tenantAuthor(caller.claims);
  }
}
