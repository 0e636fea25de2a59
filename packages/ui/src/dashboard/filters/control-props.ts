import type { DashboardFilterValue, FilterBarFilter } from '../types';

/** Props every filter control takes. */
export interface FilterControlProps {
  filter: FilterBarFilter;
  label: string;
  /** The applied value. */
  value: DashboardFilterValue;
  /** Called with the value to apply (already debounced where the spec says so). */
  onApply: (value: DashboardFilterValue) => void;
  debounceMs: number;
  /** The dashboard's zone (IANA): date presets and day bounds are read there (default UTC). */
  timeZone?: string | undefined;
  /** Not settable here (a bound filter: set at the dashboard level). */
  disabled?: boolean | undefined;
}
