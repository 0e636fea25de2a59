import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getTenantSettingsAnswerSchema,
  getTenantSettingsBodySchema,
  permissionsSchema,
  planFlagsSchema,
  tenantEditingPermissionsSchema,
  type OrganizationPlan,
  type PlanFlags,
} from '@chartroom/core';
import type { Services } from '../../services';
import { Plans } from './plans';

const PLAN_FLAGS: Record<OrganizationPlan, keyof PlanFlags> = {
  startup: 'isStartUpPlan',
  growth: 'isGrowthPlan',
  pro: 'isProPlan',
  enterprise: 'isEnterprise',
};

/**
 * POST /tenant/get-tenant-settings (dashboards.md §7): what the token in the body may do and the
 * organisation's plan with its flags and features. The token is the credential (no header).
 */
export function tenantSettingsRoutes(app: FastifyInstance, s: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const plans = new Plans(s.db);

  r.post(
    '/tenant/get-tenant-settings',
    {
      schema: {
        tags: ['tenant'],
        body: getTenantSettingsBodySchema,
        response: { 200: getTenantSettingsAnswerSchema },
      },
    },
    async (request) => {
      const claims = await s.tokens.verifyTenantToken(request.body.token);
      const granted = claims.permissions;
      // readOnly next to other permissions cancels them (docs/dev/permissions.md).
      const { plan, features } = await plans.of(claims.organizationId);
      // Without personal workspaces (startup plan) the personal-workspace options are ignored:
      // the plan guard refuses the writes they lead to (decision 023).
      const editing =
        granted.readOnly || !features.personalWorkspaces
          ? { readOnly: granted.readOnly, disableTabs: granted.disableTabs }
          : { ...granted, readOnly: false };
      const tenantEditingPermissions = tenantEditingPermissionsSchema.parse(editing);
      return {
        data: {
          settings: {
            permissions: permissionsSchema.parse({ ...tenantEditingPermissions, isAdmin: false }),
            tenantEditingPermissions,
            planFlags: planFlagsSchema.parse({ [PLAN_FLAGS[plan]]: true }),
            plan,
            planFeatures: features,
            connectionOverride: null,
          },
        },
      };
    },
  );
}
