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
 * Calls the plan decides (dashboards.md §5; decision 012). The other startup restrictions
 * (React deploy tab, PDF download, advanced share options) have no call of their own yet: the
 * hub hides them by `/tenant/get-tenant-settings`.
 */
const GATED: readonly GatedCall[] = [
  {
    // A tenant's personal copy is its personal workspace dashboard.
    method: 'POST',
    url: '/dashboard/v2/copy',
    feature: 'personalWorkspaces',
    applies: (request, caller) =>
      caller.kind === 'tenant' &&
      (request.body as { personalWorkspace?: unknown } | undefined)?.personalWorkspace === true,
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
