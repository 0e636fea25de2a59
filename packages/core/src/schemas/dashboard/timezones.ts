/**
 * The zones a dashboard's timezone is chosen from (dashboards.md §9: "timezones come from
 * configured lists"; decision 012). `tz` is the spec's number: the zone's standard offset from UTC
 * in hours (what the dashboard row stores); `name` is the IANA zone stored beside it, so date
 * bucketing follows daylight saving; `label` is what the settings menu shows.
 */
export interface DashboardTimezone {
  name: string;
  label: string;
  tz: number;
}

export const DASHBOARD_TIMEZONES: readonly DashboardTimezone[] = [
  { name: 'Pacific/Pago_Pago', label: 'Samoa Standard Time (SST)', tz: -11 },
  { name: 'Pacific/Honolulu', label: 'Hawaii-Aleutian Standard Time (HST)', tz: -10 },
  { name: 'America/Anchorage', label: 'Alaska Time (AKT)', tz: -9 },
  { name: 'America/Los_Angeles', label: 'Pacific Time (PT)', tz: -8 },
  { name: 'America/Denver', label: 'Mountain Time (MT)', tz: -7 },
  { name: 'America/Phoenix', label: 'Mountain Standard Time, Arizona (MST)', tz: -7 },
  { name: 'America/Chicago', label: 'Central Time (CT)', tz: -6 },
  { name: 'America/Mexico_City', label: 'Central Standard Time, Mexico (CST)', tz: -6 },
  { name: 'America/New_York', label: 'Eastern Time (ET)', tz: -5 },
  { name: 'America/Bogota', label: 'Colombia Time (COT)', tz: -5 },
  { name: 'America/Halifax', label: 'Atlantic Time (AT)', tz: -4 },
  { name: 'America/St_Johns', label: 'Newfoundland Time (NT)', tz: -3.5 },
  { name: 'America/Sao_Paulo', label: 'Brasília Time (BRT)', tz: -3 },
  { name: 'America/Argentina/Buenos_Aires', label: 'Argentina Time (ART)', tz: -3 },
  { name: 'Atlantic/Azores', label: 'Azores Time (AZOT)', tz: -1 },
  { name: 'Etc/GMT', label: 'Greenwich Mean Time (GMT)', tz: 0 },
  { name: 'UTC', label: 'Coordinated Universal Time (UTC)', tz: 0 },
  { name: 'Europe/London', label: 'United Kingdom Time (GMT/BST)', tz: 0 },
  { name: 'Europe/Lisbon', label: 'Western European Time (WET)', tz: 0 },
  { name: 'Europe/Paris', label: 'Central European Time (CET)', tz: 1 },
  { name: 'Europe/Berlin', label: 'Central European Time, Germany (CET)', tz: 1 },
  { name: 'Africa/Lagos', label: 'West Africa Time (WAT)', tz: 1 },
  { name: 'Europe/Athens', label: 'Eastern European Time (EET)', tz: 2 },
  { name: 'Africa/Cairo', label: 'Egypt Time (EET)', tz: 2 },
  { name: 'Africa/Johannesburg', label: 'South Africa Standard Time (SAST)', tz: 2 },
  { name: 'Europe/Istanbul', label: 'Turkey Time (TRT)', tz: 3 },
  { name: 'Europe/Moscow', label: 'Moscow Standard Time (MSK)', tz: 3 },
  { name: 'Asia/Riyadh', label: 'Arabia Standard Time (AST)', tz: 3 },
  { name: 'Asia/Tehran', label: 'Iran Standard Time (IRST)', tz: 3.5 },
  { name: 'Asia/Dubai', label: 'Gulf Standard Time (GST)', tz: 4 },
  { name: 'Asia/Karachi', label: 'Pakistan Standard Time (PKT)', tz: 5 },
  { name: 'Asia/Kolkata', label: 'India Standard Time (IST)', tz: 5.5 },
  { name: 'Asia/Kathmandu', label: 'Nepal Time (NPT)', tz: 5.75 },
  { name: 'Asia/Dhaka', label: 'Bangladesh Standard Time (BST)', tz: 6 },
  { name: 'Asia/Bangkok', label: 'Indochina Time (ICT)', tz: 7 },
  { name: 'Asia/Jakarta', label: 'Western Indonesia Time (WIB)', tz: 7 },
  { name: 'Asia/Shanghai', label: 'China Standard Time (CST)', tz: 8 },
  { name: 'Asia/Singapore', label: 'Singapore Standard Time (SGT)', tz: 8 },
  { name: 'Australia/Perth', label: 'Australian Western Standard Time (AWST)', tz: 8 },
  { name: 'Asia/Tokyo', label: 'Japan Standard Time (JST)', tz: 9 },
  { name: 'Asia/Seoul', label: 'Korea Standard Time (KST)', tz: 9 },
  { name: 'Australia/Adelaide', label: 'Australian Central Time (ACT)', tz: 9.5 },
  { name: 'Australia/Sydney', label: 'Australian Eastern Time (AET)', tz: 10 },
  { name: 'Pacific/Noumea', label: 'New Caledonia Time (NCT)', tz: 11 },
  { name: 'Pacific/Auckland', label: 'New Zealand Time (NZT)', tz: 12 },
  { name: 'Pacific/Tongatapu', label: 'Tonga Time (TOT)', tz: 13 },
  { name: 'Pacific/Kiritimati', label: 'Line Islands Time (LINT)', tz: 14 },
];

/** The default zone (dashboards.md §9: 'Greenwich Mean Time (GMT)'). */
export const DEFAULT_DASHBOARD_TIMEZONE: DashboardTimezone = DASHBOARD_TIMEZONES.find(
  (zone) => zone.label === 'Greenwich Mean Time (GMT)',
)!;

/** A configured zone by its IANA name or its label (undefined when not in the list). */
export function findDashboardTimezone(nameOrLabel: string): DashboardTimezone | undefined {
  return DASHBOARD_TIMEZONES.find(
    (zone) => zone.name === nameOrLabel || zone.label === nameOrLabel,
  );
}

/**
 * The zone of a stored dashboard row: its IANA name when one was stored, else the first listed
 * zone with its numeric `tz` (rows written before names were stored), else the default.
 */
export function dashboardTimezoneOf(row: {
  tz?: number | null | undefined;
  tz_name?: string | null | undefined;
}): DashboardTimezone {
  const named = row.tz_name ? findDashboardTimezone(row.tz_name) : undefined;
  if (named) return named;
  if (typeof row.tz === 'number') {
    const byOffset = DASHBOARD_TIMEZONES.find((zone) => zone.tz === row.tz);
    if (byOffset) return byOffset;
  }
  return DEFAULT_DASHBOARD_TIMEZONE;
}
