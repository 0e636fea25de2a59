import { createContext, useContext, type ReactNode } from 'react';
import type { ChartAppearance } from './chart-appearance';

const ChartAppearanceContext = createContext<ChartAppearance>({});

export interface ChartAppearanceProviderProps {
  appearance: ChartAppearance;
  children: ReactNode;
}

/** Gives the charts below the dashboard theme's appearance (fonts, colours) of the current mode. */
export function ChartAppearanceProvider({ appearance, children }: ChartAppearanceProviderProps) {
  return (
    <ChartAppearanceContext.Provider value={appearance}>{children}</ChartAppearanceContext.Provider>
  );
}

/** The dashboard theme's chart appearance (empty outside a provider: the renderer's defaults). */
export function useChartAppearance(): ChartAppearance {
  return useContext(ChartAppearanceContext);
}
