import type { SendEventBody } from '@chartroom/client';
import type { AnalyticsEventName } from '@chartroom/core';

// The usage-event sender (dashboards.md §4 and §7, filters-and-rendering.md §7): tiny and
// zod-free, since the share page loads it up front. Events are fire-and-forget: a failure is
// only logged, never shown, and never holds up what the user did.

/** Session storage: one id per tab session. Local storage: one id per browser. */
export const SESSION_ID_KEY = 'chartroom-analytics-session-id';
export const BROWSER_ID_KEY = 'chartroom-analytics-browser-id';

/** What the place where an event happens knows about it. */
export interface UsageEvent {
  eventName: AnalyticsEventName;
  dashboardId?: string | null;
  chartId?: string | null;
  eventDescription?: string;
  eventMetadata?: Record<string, unknown>;
}

export type SendEvent = (body: SendEventBody) => Promise<unknown>;

/** The stored id under `key`, made on first use; undefined where storage is refused. */
export function storedId(storage: () => Storage, key: string): string | undefined {
  try {
    const store = storage();
    let id = store.getItem(key);
    if (!id) {
      id = crypto.randomUUID();
      store.setItem(key, id);
    }
    return id;
  } catch {
    return undefined; // a sandboxed iframe without storage still sends its events
  }
}

/** The category of an event: its first word ('Personal Workspace Created' is a workspace one). */
export function eventTypeOf(name: AnalyticsEventName): string {
  return name.startsWith('Personal') ? 'workspace' : name.split(' ')[0]!.toLowerCase();
}

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');

/** The viewer's local time as ISO 8601 with its offset, e.g. 2026-11-25T09:30:00.000+02:00. */
export function localTime(date = new Date()): string {
  const offset = -date.getTimezoneOffset();
  const local = new Date(date.getTime() + offset * 60_000).toISOString().slice(0, -1);
  const sign = offset < 0 ? '-' : '+';
  return `${local}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** The full event as the API takes it: ids from the browser's storage, the local time, `embedded`. */
export function eventBody(event: UsageEvent, embedded: boolean, now = new Date()): SendEventBody {
  return {
    eventType: eventTypeOf(event.eventName),
    eventMetadata: {},
    ...event,
    sessionId: storedId(() => sessionStorage, SESSION_ID_KEY),
    browserId: storedId(() => localStorage, BROWSER_ID_KEY),
    embedded,
    eventTimeLocal: localTime(now),
  };
}

/** Sends events through `send`, logging (only) what fails. */
export function createUsageSender(
  send: SendEvent,
  embedded: boolean,
  log: (message: string, error: unknown) => void = console.warn,
): (event: UsageEvent) => void {
  return (event) => {
    try {
      send(eventBody(event, embedded)).catch((error: unknown) =>
        log('Usage event not sent', error),
      );
    } catch (error) {
      log('Usage event not sent', error);
    }
  };
}
