import { ApiError } from '@chartroom/client';
import type { DashboardLoad } from './use-dashboard-data';

/** Which spec view state a failed or malformed load shows. */
export type DashboardProblem = 'error' | 'malformed' | 'notPublic' | 'unauthorized';

export function dashboardProblem(load: DashboardLoad): DashboardProblem | null {
  if (load.status === 'malformed') return 'malformed';
  if (load.status !== 'error') return null;
  const status = load.error instanceof ApiError ? load.error.status : 0;
  if (status === 401) return 'unauthorized';
  // Spec: a 500 on chart or connection load marks the dashboard as not public; an unknown or
  // forbidden dashboard reads the same to its viewer.
  if (status === 403 || status === 404 || status === 500) return 'notPublic';
  return 'error';
}
