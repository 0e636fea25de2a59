import { z } from 'zod';
import { analyticsEventNameSchema, analyticsEventSchema } from '../analytics/analytics-event';
import { guardedRequest } from '../common/text';
import { dataEnvelope } from './common';

/** POST /analytics/send-event */
export const sendEventBodySchema = guardedRequest(analyticsEventSchema);
export type SendEventBody = z.infer<typeof sendEventBodySchema>;
/** The client only logs errors; ours acknowledges. */
export const sendEventAnswerSchema = dataEnvelope(z.object({ received: z.literal(true) }));

/** The periods the Usage page offers (days back from today, UTC). */
export const USAGE_PERIODS = [7, 30, 90] as const;
export const MAX_USAGE_DAYS = 365;

/** GET /analytics/usage?days=30 (admins): the organisation's usage over the last `days` days. */
export const usageQuerySchema = guardedRequest(
  z.object({
    days: z.coerce
      .number({ error: 'days must be a number' })
      .int('days must be a whole number')
      .min(1, 'days must be at least 1')
      .max(MAX_USAGE_DAYS, `days must be at most ${MAX_USAGE_DAYS}`)
      .default(30),
  }),
);
export type UsageQuery = z.infer<typeof usageQuerySchema>;

const count = z.number().int().nonnegative();

/** 'Dashboard Viewed' events of one UTC day: on the share page / SDK (embedded) and in the hub. */
export const usageDaySchema = z.object({
  day: z.string().describe('YYYY-MM-DD (UTC)'),
  embedded: count,
  hub: count,
});
export const usageDashboardSchema = z.object({
  dashboardId: z.string(),
  /** The dashboard's latest name; null when it no longer exists. */
  name: z.string().nullable(),
  views: count,
});
export const usageTenantSchema = z.object({
  tenantId: z.string(),
  /** The tenant's name when the organisation has it on record. */
  name: z.string().nullable(),
  events: count,
  views: count,
  lastSeen: z.string().describe('ISO time of its latest event'),
});
export const usageEventCountSchema = z.object({
  eventName: analyticsEventNameSchema,
  events: count,
});

export const usageSchema = z.object({
  days: z.number().int(),
  /** First day counted (YYYY-MM-DD, UTC); the period ends today. */
  since: z.string(),
  totalEvents: count,
  totalViews: count,
  /** One entry per day of the period, oldest first (days without views count 0). */
  viewsPerDay: z.array(usageDaySchema),
  /** The ten most viewed dashboards, most first. */
  topDashboards: z.array(usageDashboardSchema),
  /** Tenants with at least one event in the period, most events first (at most 50). */
  activeTenants: z.array(usageTenantSchema),
  /** Every event name sent in the period, most first. */
  eventsByName: z.array(usageEventCountSchema),
});
export type Usage = z.infer<typeof usageSchema>;
export const usageAnswerSchema = dataEnvelope(usageSchema);
