import { createContext, useContext } from 'react';
import type { ControlledFilterValues } from './embed-protocol';

/** What an embedding host set for the dashboard's controlled filters (share page only). */
export interface ControlledFilters {
  /** Values by control key, from the link's parameter and the host's messages. */
  values: ControlledFilterValues;
  /** The loaded dashboard's control keys: the page then tells the host it listens. */
  register: (controlKeys: readonly string[]) => void;
}

/** Null outside an embedding page (the hub's own dashboard view). */
export const ControlledFiltersContext = createContext<ControlledFilters | null>(null);

export function useControlledFilters(): ControlledFilters | null {
  return useContext(ControlledFiltersContext);
}
