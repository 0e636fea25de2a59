import { DEMO_CHART_PLACEHOLDER_MS } from '@chartroom/core';
import { useEffect, useState } from 'react';
import { useDemoDashboards } from './use-demo-dashboards';

/** A random placeholder time in [min, max] ms (filters-and-rendering.md §9: 750–1500 ms). */
export function demoPlaceholderDelay(random: () => number = Math.random): number {
  const { min, max } = DEMO_CHART_PLACEHOLDER_MS;
  return Math.round(min + random() * (max - min));
}

/**
 * Whether a chart card of `dashboardId` still shows its placeholder: on a demo role dashboard
 * each card waits its own random 750–1500 ms from mounting before it draws (decision 025).
 * Other dashboards wait at most until GET /demo/dashboards has answered (in parallel with their
 * data, once per hub session); the share page never waits.
 */
export function useDemoChartPlaceholder(dashboardId: string): boolean {
  const demo = useDemoDashboards();
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), demoPlaceholderDelay());
    return () => clearTimeout(timer);
  }, []);
  if (elapsed || (demo.fetchStatus === 'idle' && demo.isPending)) return false;
  if (demo.isPending) return true;
  return demo.data?.dashboards.some((d) => d.dashboardId === dashboardId) ?? false;
}
