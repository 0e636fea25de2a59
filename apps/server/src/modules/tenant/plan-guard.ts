import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PlanFeatures } from '@chartroom/core';
import type { Services } from '../../services';
import type { Caller } from '../../plugins/auth';
import { Plans } from './plans';

/** A call that needs a plan feature, when `applies` says this request uses it. */
interface GatedCall {
  method: string;
  url: string;
  feature: keyof PlanFeatures;
  applies: (request: FastifyRequest, caller: Caller) => boolean;
}

/**
 * Calls the plan decides (dashboards.md §5; decisions 012 and 023). The React deploy tab and PDF
 * download have no call of their own (a snippet and a PDF are made in the browser): the hub hides
 * them by `/organization/get-settings` and `/tenant/get-tenant-settings`.
 */
/**
 * A tenant's write into its personal workspace (the spec's personal-workspace options: its copy of
 * a dashboard, saving, deleting it, charts made or copied for it). Decision 023.
 */
const tenantWorkspaceWrite = (method: string, url: string): GatedCall => ({
  method,
  url,
  feature: 'personalWorkspaces',
  applies: (_request, caller) => caller.kind === 'tenant',
});

const GATED: readonly GatedCall[] = [
  // A tenant's copy (personal or not) is a dashboard of its personal workspace.
  tenantWorkspaceWrite('POST', '/dashboard/v2/copy'),
  tenantWorkspaceWrite('POST', '/dashboard/v3/save'),
  tenantWorkspaceWrite('DELETE', '/dashboard'),
  tenantWorkspaceWrite('POST', '/chart/v3/create-chart'),
  tenantWorkspaceWrite('POST', '/chart/v2/copy'),
  {
    // The Share dialog's advanced options (decision 023): link lifetime, personal message.
    method: 'POST',
    url: '/organization/share-invitation',
    feature: 'advancedShareOptions',
    applies: (request) => {
      const options = (request.body as { options?: Record<string, unknown> } | undefined)?.options;
      return !!options && Object.values(options).some((v) => v !== undefined && v !== '');
    },
  },
];

/**
 * Refuses (403) a gated call the organisation's plan lacks, after the body was validated and
 * before the route runs. Registered before the routes it guards.
 */
export function registerPlanGuard(app: FastifyInstance, s: Services): void {
  const plans = new Plans(s.db);
  app.addHook('preHandler', async (request) => {
    const url = request.routeOptions.url;
    const gated = GATED.filter((g) => g.method === request.method && g.url === url);
    if (gated.length === 0) return;
    const caller = await s.auth.caller(request);
    for (const call of gated) {
      if (call.applies(request, caller)) await plans.require(caller.organizationId, call.feature);
    }
  });
}
