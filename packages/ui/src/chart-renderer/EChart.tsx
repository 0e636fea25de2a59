import { useEffect, useMemo, useRef, useState } from 'react';
import { useChartAppearance } from '../theme/ChartAppearanceContext';
import type { ColorScheme } from '../theme/palette';
import { useReportDrawn } from './chart-drawn';
import { loadEcharts, loadedEcharts, type Echarts } from './echarts-loader';
import { ChartPartSkeleton } from './lazy-part';
import { withAppearance } from './options/appearance';
import type { ChartOption } from './options/chart-option';
import { drawOption } from './draw-option';
import { useDatumClick } from './datum-click';
import { clickDatum, type EChartsClickParams } from './options/click-datum';

export interface EChartProps {
  option: ChartOption;
  /** Accessible name of the chart (its title). */
  title: string;
  colorScheme: ColorScheme;
  height?: number | string;
}

type EchartsInstance = ReturnType<Echarts['init']>;

let canvasAvailable: boolean | undefined;

/** Whether this document can draw on a 2D canvas (not in some test environments), asked once. */
function hasCanvas(): boolean {
  if (canvasAvailable === undefined) {
    try {
      canvasAvailable = document.createElement('canvas').getContext('2d') !== null;
    } catch {
      canvasAvailable = false;
    }
  }
  return canvasAvailable;
}

/**
 * A small ECharts wrapper: ECharts loads on the first chart drawn (its own chunk, the loading
 * skeleton meanwhile), then init on a div with the canvas renderer, `setOption` on change,
 * resize with the container, dispose on unmount. Reports the chart drawn on ECharts' `finished`
 * event, and not drawn again while a new option renders (chart-drawn.tsx).
 */
export function EChart({ option, title, colorScheme, height = '100%' }: EChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<EchartsInstance | null>(null);
  const [echarts, setEcharts] = useState<Echarts | null>(loadedEcharts);
  const reportDrawn = useReportDrawn();
  const appearance = useChartAppearance();
  const themed = useMemo(() => withAppearance(option, appearance), [option, appearance]);
  // Click-to-filter: a click on a series item names its datum (read when clicked, no re-init).
  const datumClick = useRef(useDatumClick());
  datumClick.current = useDatumClick();

  useEffect(() => {
    if (echarts) return undefined;
    let cancelled = false;
    loadEcharts().then(
      (loaded) => {
        if (!cancelled) setEcharts(() => loaded);
      },
      (error: unknown) => console.error('Could not load the chart library', error),
    );
    return () => {
      cancelled = true;
    };
  }, [echarts]);

  useEffect(() => {
    const el = ref.current;
    // No canvas (e.g. some test environments): leave the accessible container in place.
    if (!el || !echarts || !hasCanvas()) return undefined;
    let instance: EchartsInstance;
    try {
      instance = echarts.init(el, colorScheme === 'dark' ? 'dark' : undefined, {
        renderer: 'canvas',
      });
    } catch (error) {
      // No canvas (e.g. some test environments): leave the accessible container in place.
      console.error('Could not initialise the chart', error);
      return undefined;
    }
    instance.on('finished', () => reportDrawn(true));
    instance.on('click', (params) => {
      const target = datumClick.current;
      const datum = target && clickDatum(target.config, target.data, params as EChartsClickParams);
      if (target && datum) target.onDatumClick(datum);
    });
    setChart(instance);
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            // The observer also reports the size the chart was created at (right after its first
            // picture): a resize then would draw the whole chart again for nothing.
            if (instance.isDisposed()) return;
            if (el.clientWidth === instance.getWidth() && el.clientHeight === instance.getHeight())
              return;
            instance.resize();
          });
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      instance.dispose();
      setChart(null);
      reportDrawn(false);
    };
  }, [echarts, colorScheme, reportDrawn]);

  // The first picture of an instance appears at once (no entry animation: a dashboard of 14
  // charts is drawn when its last chart is, and ECharts' ~1 s grow-in held every one of them);
  // later options (filters, pages, edits) animate from the previous picture as usual.
  const drawnOnce = useRef<EchartsInstance | null>(null);

  useEffect(() => {
    if (!chart || chart.isDisposed()) return;
    reportDrawn(false);
    const first = drawnOnce.current !== chart;
    drawnOnce.current = chart;
    // Drawn on the next animation frame, not inside this effect: the effects of a dashboard's
    // other cards run first (a map starts MapLibre's worker and WebGL setup, which then run
    // alongside the charts' drawing instead of after it; decision 026).
    chart.setOption(drawOption(themed, first), { notMerge: true, lazyUpdate: true });
  }, [chart, themed, reportDrawn]);

  return (
    <div
      ref={ref}
      role="img"
      aria-label={title}
      data-testid="echart"
      style={{ width: '100%', height, minHeight: 120 }}
    >
      {!echarts && <ChartPartSkeleton />}
    </div>
  );
}
