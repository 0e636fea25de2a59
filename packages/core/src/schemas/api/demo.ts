import { z } from 'zod';
import { dataEnvelope } from './common';
import { DEMO_ROLES } from './demo-constants';

export const demoRoleSchema = z.enum(DEMO_ROLES, { error: 'Unknown demo role' });

/** One role's seeded dashboard. */
export const demoDashboardSchema = z.object({
  role: demoRoleSchema,
  dashboardId: z.string(),
  name: z.string(),
});
export type DemoDashboard = z.infer<typeof demoDashboardSchema>;

/**
 * GET /demo/dashboards (admins): the organisation's demo dashboards in role order, those that
 * still exist; empty for an organisation without the demo data.
 */
export const demoDashboardsAnswerSchema = dataEnvelope(
  z.object({ dashboards: z.array(demoDashboardSchema) }),
);
