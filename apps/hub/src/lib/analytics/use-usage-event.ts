import { useEffect, useMemo, useRef } from 'react';
import { useApi } from '../../api/api-context';
import { createUsageSender, type UsageEvent } from './usage-events';

/**
 * The sender of the page's client (the admin session, or the share page's token); events from
 * the share page (the iframe and SDK view) are `embedded`.
 */
export function useUsageEvent(): (event: UsageEvent) => void {
  const { client, scope } = useApi();
  return useMemo(
    () => createUsageSender((body) => client.sendEvent(body), scope.startsWith('share')),
    [client, scope],
  );
}

/** 'Dashboard Viewed' once per view of a dashboard: when it is first shown, not on refetches. */
export function useDashboardViewed(dashboardId: string, shown: boolean): void {
  const track = useUsageEvent();
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!shown || sent.current === dashboardId) return;
    sent.current = dashboardId;
    track({ eventName: 'Dashboard Viewed', dashboardId });
  }, [dashboardId, shown, track]);
}
