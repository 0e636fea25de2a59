import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ChartConfigClassic } from '@chartroom/core';
import type { ChartData } from './chart-data';

/** What a click on a bar, slice, point, marker or table cell names (click-to-filter). */
export interface ChartDatum {
  column: string;
  value: string | number | null;
}

export type DatumClickHandler = (datum: ChartDatum) => void;

/** The drawn chart's config and data, and who to tell about a click on one of its data. */
export interface DatumClickTarget {
  config: ChartConfigClassic;
  data: ChartData;
  onDatumClick: DatumClickHandler;
}

const DatumClickContext = createContext<DatumClickTarget | null>(null);

/** The chart parts (ECharts, table, map) read the click target here; null: clicks do nothing. */
export function useDatumClick(): DatumClickTarget | null {
  return useContext(DatumClickContext);
}

/** Provides the click target to the parts of one chart (ChartRenderer, when given a handler). */
export function DatumClickProvider({
  config,
  data,
  onDatumClick,
  children,
}: Partial<DatumClickTarget> & { children: ReactNode }) {
  const value = useMemo(
    () => (config && data && onDatumClick ? { config, data, onDatumClick } : null),
    [config, data, onDatumClick],
  );
  if (!value) return <>{children}</>;
  return <DatumClickContext.Provider value={value}>{children}</DatumClickContext.Provider>;
}
