import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';

/**
 * The "drawn" marker contract: the root element of every chart drawn through ChartRenderer
 * carries `data-chart-drawn="false"` until the chart has finished drawing, then `"true"`. ECharts
 * charts report on ECharts' `finished` event, the map once MapLibre has loaded and gone idle (or
 * its 2D canvas stand-in has drawn the basemap), tables, stat cards and text once mounted with
 * their content (after their lazy part has loaded). The render bench and browser tests wait on it.
 */
export const CHART_DRAWN_ATTRIBUTE = 'data-chart-drawn';

type ReportDrawn = (drawn: boolean) => void;

const ChartDrawnContext = createContext<ReportDrawn>(() => undefined);

/** The function a chart calls with `true` once it has drawn (and `false` when it redraws). */
export function useReportDrawn(): ReportDrawn {
  return useContext(ChartDrawnContext);
}

/** Reports `drawn` whenever it changes (no-op outside a ChartDrawnRoot). */
export function useDrawnState(drawn: boolean): void {
  const report = useReportDrawn();
  useEffect(() => report(drawn), [report, drawn]);
}

/** Marks the chart drawn once it has mounted: place it beside content that is drawn on mount. */
export function DrawnOnMount() {
  useDrawnState(true);
  return null;
}

const ROOT_STYLE: CSSProperties = { width: '100%', height: '100%', minHeight: 0 };

/** The chart's root element, carrying `data-chart-drawn` for the chart inside it. */
export function ChartDrawnRoot({ children }: { children: ReactNode }) {
  const [drawn, setDrawn] = useState(false);
  const report = useCallback<ReportDrawn>((next) => setDrawn(next), []);
  return (
    <ChartDrawnContext.Provider value={report}>
      <div data-chart-drawn={drawn ? 'true' : 'false'} style={ROOT_STYLE}>
        {children}
      </div>
    </ChartDrawnContext.Provider>
  );
}
