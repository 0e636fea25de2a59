import type {
  sendEventAnswerSchema,
  sendEventBodySchema,
  usageAnswerSchema,
  usageQuerySchema,
} from '@chartroom/core';
import type { z } from 'zod';
import type { Http } from './http';

type Data<Schema extends z.ZodType> = z.output<Schema> extends { data: infer D } ? D : never;

/** An event as sent (fields with defaults may be left out). */
export type SendEventBody = z.input<typeof sendEventBodySchema>;
export type SendEventAnswer = Data<typeof sendEventAnswerSchema>;
export type UsageQuery = z.input<typeof usageQuerySchema>;
export type Usage = Data<typeof usageAnswerSchema>;

/** Usage analytics (dashboards.md §7 send-event; the Usage page's aggregates, admins only). */
export function analyticsMethods(http: Http) {
  const { request, authHeaders, send } = http;
  return {
    /**
     * POST /analytics/send-event, `keepalive` so an event sent as the page goes away still
     * arrives (what `navigator.sendBeacon` does, with the bearer and CSRF headers it cannot send).
     */
    sendEvent: (body: SendEventBody) =>
      send<SendEventAnswer>('POST', '/analytics/send-event', {
        headers: { ...authHeaders(), 'content-type': 'application/json' },
        body: JSON.stringify(body),
        keepalive: true,
      }),
    /** GET /analytics/usage?days=: views per day, top dashboards, active tenants, events by name. */
    getUsage: (query: UsageQuery = {}) =>
      request<Usage>('GET', `/analytics/usage?days=${query.days ?? 30}`),
  };
}
