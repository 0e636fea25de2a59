import { DEMO_FLAG_DELAY_MS, type DemoRole } from '@chartroom/core';
import type { UsageEvent } from '../../lib/analytics/usage-events';

/** Local storage: the demo was started (its role and time), so /demo skips its start screen. */
export const DEMO_STARTED_KEY = 'chartroom-demo-started';

/** The stored flag, or null (never started, or storage refused). */
export function demoStarted(storage: () => Storage = () => localStorage): { role: string } | null {
  try {
    const raw = storage().getItem(DEMO_STARTED_KEY);
    if (!raw) return null;
    const flag = JSON.parse(raw) as unknown;
    return flag && typeof flag === 'object' && 'role' in flag && typeof flag.role === 'string'
      ? { role: flag.role }
      : null;
  } catch {
    return null;
  }
}

let pending: ReturnType<typeof setTimeout> | null = null;

/**
 * The demo flag (dashboards.md §4, decision 025): `delay` (4.5 s) after Generate, the demo is
 * marked as started: stored in local storage and sent as the 'Demo Started' usage event with the
 * role and its dashboard. The timer outlives the demo page (Generate opens the dashboard's own
 * page); a second Generate meanwhile replaces the first's. Answers a cancel.
 */
export function scheduleDemoFlag(
  role: DemoRole,
  dashboardId: string,
  track: (event: UsageEvent) => void,
  delay: number = DEMO_FLAG_DELAY_MS,
  storage: () => Storage = () => localStorage,
): () => void {
  if (pending) clearTimeout(pending);
  const timer = setTimeout(() => {
    pending = null;
    try {
      storage().setItem(
        DEMO_STARTED_KEY,
        JSON.stringify({ role, dashboardId, at: new Date().toISOString() }),
      );
    } catch {
      // Storage refused: the start screen shows again next time; the event still goes.
    }
    track({ eventName: 'Demo Started', dashboardId, eventMetadata: { role } });
  }, delay);
  pending = timer;
  return () => {
    clearTimeout(timer);
    if (pending === timer) pending = null;
  };
}
