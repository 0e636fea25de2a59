import { z } from 'zod';
import { lineText, multilineText } from '../common/text';

/**
 * Usage events of both spec documents (dashboards.md §4, filters-and-rendering.md §7), and the
 * demo flag's 'Demo Started' (decision 025).
 */
export const ANALYTICS_EVENT_NAMES = [
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
  /** The demo flag: raised 4.5 s after Generate on the demo's role screen (decision 025). */
  'Demo Started',
] as const;

export const analyticsEventNameSchema = z.enum(ANALYTICS_EVENT_NAMES, {
  error: 'Unknown analytics event name',
});
export type AnalyticsEventName = z.infer<typeof analyticsEventNameSchema>;

/** Largest `eventMetadata`, in characters of JSON (events carry small details, not documents). */
export const MAX_EVENT_METADATA_CHARS = 4096;

/** Ids, session and browser ids: single-line, at most 200 characters. */
const ref = (label: string) => lineText(200, label);

/** An analytics event as sent by POST /analytics/send-event. */
export const analyticsEventSchema = z.object({
  /** Event category, e.g. 'dashboard', 'chart', 'filter' (not shown in the spec). */
  eventType: lineText(100, 'Event type').min(1, 'Event type is required'),
  eventName: analyticsEventNameSchema,
  eventDescription: multilineText(1000, 'Event description').optional(),
  /** Free details, e.g. `{filterVersion: 'v2'}` for Filter Added/Removed. */
  eventMetadata: z
    .record(z.string(), z.unknown())
    .refine(
      (m) => JSON.stringify(m).length <= MAX_EVENT_METADATA_CHARS,
      `Event metadata must be at most ${MAX_EVENT_METADATA_CHARS} characters as JSON`,
    )
    .default({}),
  sessionId: ref('Session id').optional(),
  browserId: ref('Browser id').optional(),
  embedded: z.boolean().default(false),
  /** Local time of the event as an ISO string (with the viewer's offset). */
  eventTimeLocal: lineText(64, 'Event time').optional(),
  dashboardId: ref('Dashboard id').nullable().optional(),
  chartId: ref('Chart id').nullable().optional(),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
