/** A chart-level filter as the dashboard card shows it (from its saved config). */
export interface CardChartFilter {
  filterId: string;
  displayName: string;
  filterType: string;
  filterSubType?: string | null;
  /** Bound to a dashboard filter: set at the dashboard level (disabled here). */
  isBound?: boolean | null;
}
