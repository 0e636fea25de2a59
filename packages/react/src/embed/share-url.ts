import { decodeJwt } from 'jose';
import {
  CONTROLLED_FILTER_VALUES_PARAM,
  controlledFilterValuesParam,
  type ControlledFilterValues,
} from './filter-control';

/** Options of the share/embed link `/share/dashboard/{id}` (dashboards.md §2). */
export interface ShareUrlOptions {
  host: string;
  dashboardId: string;
  token: string;
  theme?: 'light' | 'dark';
  personalWorkspace?: boolean;
  addFilter?: boolean;
  createChart?: boolean;
  removeChart?: boolean;
  addChart?: boolean;
  editCharts?: boolean;
  /** Values of controlled filters by control key, for the first paint (docs/embedding). */
  controlledFilterValues?: ControlledFilterValues;
}

const FLAGS = [
  'personalWorkspace',
  'addFilter',
  'createChart',
  'removeChart',
  'addChart',
  'editCharts',
] as const;

/** Builds the iframe URL of a dashboard for a tenant token. */
export function shareUrl(options: ShareUrlOptions): string {
  const url = new URL(`/share/dashboard/${encodeURIComponent(options.dashboardId)}`, options.host);
  url.searchParams.set('theme', options.theme ?? 'light');
  url.searchParams.set('jwt', options.token);
  for (const flag of FLAGS) {
    if (options[flag] !== undefined) url.searchParams.set(flag, String(options[flag]));
  }
  const controlled = controlledFilterValuesParam(options.controlledFilterValues);
  if (controlled !== null) url.searchParams.set(CONTROLLED_FILTER_VALUES_PARAM, controlled);
  return url.toString();
}

/** The expiry (ms since epoch) a JWT claims, read without verifying it; null when absent. */
export function tokenExpiry(token: string): number | null {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}
