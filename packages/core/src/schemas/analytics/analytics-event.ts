import { z } from 'zod';

/** Usage events (dashboards.md §4, filters-and-rendering.md §7). */
export const analyticsEventNameSchema = z.enum(
  [
    'Dashboard Cloned',
    'Dashboard Deleted',
    'Dashboard Saved',
    'Personal Workspace Created',
    'Dashboard Viewed',
    'Chart Added',
    'Chart Removed',
    'Chart Moved',
    'Chart Updated',
    'Filter Added',
    'Filter Removed',
  ],
  { error: 'Unknown analytics event name' },
);
export type AnalyticsEventName = z.infer<typeof analyticsEventNameSchema>;

/** An analytics event as sent by POST /analytics/send-event. */
export const analyticsEventSchema = z.object({
  /** Event category, e.g. 'dashboard', 'chart', 'filter' (not shown in the spec). */
  eventType: z.string().min(1, 'Event type is required'),
  eventName: analyticsEventNameSchema,
  eventDescription: z.string().optional(),
  /** Free details, e.g. `{filterVersion: 'v2'}` for Filter Added/Removed. */
  eventMetadata: z.record(z.string(), z.unknown()).default({}),
  sessionId: z.string().optional(),
  browserId: z.string().optional(),
  embedded: z.boolean().default(false),
  /** Local time of the event as an ISO string. */
  eventTimeLocal: z.string().optional(),
  dashboardId: z.string().nullable().optional(),
  chartId: z.string().nullable().optional(),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
