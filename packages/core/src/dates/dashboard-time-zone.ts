import { dashboardTimezoneOf } from '../schemas/dashboard/timezones';
import { DEFAULT_TIME_ZONE } from './time-zone';

/**
 * The zone a dashboard's charts are compiled in (decision 021): its stored IANA zone (`tz_name`,
 * decision 012), else the listed zone of its numeric `tz`; UTC when it stores neither. 'Etc/GMT'
 * (the spec's default, 'Greenwich Mean Time (GMT)') is UTC under another name: it compiles as UTC,
 * so a dashboard left at the default runs (and caches) the very queries a chart alone runs.
 */
export function dashboardQueryTimeZone(row: {
  tz?: number | null | undefined;
  tz_name?: string | null | undefined;
}): string {
  if (!row.tz_name && (row.tz === null || row.tz === undefined)) return DEFAULT_TIME_ZONE;
  const zone = dashboardTimezoneOf(row).name;
  return zone === 'Etc/GMT' ? DEFAULT_TIME_ZONE : zone;
}
