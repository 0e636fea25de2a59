import { z } from 'zod';
import { dataEnvelope } from './common';

/**
 * The demo's roles ('Choose Your Role', dashboards.md §2 Demo screens, filters-and-rendering.md
 * §9): each has a dashboard seeded on the demo data (decision 025). The hub shows the spec's
 * role names through its translations.
 */
export const DEMO_ROLES = ['cfo', 'marketing', 'sales', 'product'] as const;
export const demoRoleSchema = z.enum(DEMO_ROLES, { error: 'Unknown demo role' });
export type DemoRole = z.infer<typeof demoRoleSchema>;

/** After Generate, the demo flag is raised this long later (dashboards.md §9). */
export const DEMO_FLAG_DELAY_MS = 4500;
/** A chart of a demo dashboard shows its placeholder this long first (filters-and-rendering.md §9). */
export const DEMO_CHART_PLACEHOLDER_MS = { min: 750, max: 1500 } as const;

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
