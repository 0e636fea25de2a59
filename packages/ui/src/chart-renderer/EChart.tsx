import { useEffect, useMemo, useRef } from 'react';
import { useChartAppearance } from '../theme/ChartAppearanceContext';
import type { ColorScheme } from '../theme/palette';
import { echarts } from './echarts-core';
import { withAppearance } from './options/appearance';
import type { ChartOption } from './options/chart-option';

export interface EChartProps {
  option: ChartOption;
  /** Accessible name of the chart (its title). */
  title: string;
  colorScheme: ColorScheme;
  height?: number | string;
}

/**
 * A small ECharts wrapper: init on a div with the canvas renderer, `setOption` on change,
 * resize with the container, dispose on unmount.
 */
export function EChart({ option, title, colorScheme, height = '100%' }: EChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const chartRef = useRef<ReturnType<typeof echarts.init> | null>(null);
  const appearance = useChartAppearance();
  const themed = useMemo(() => withAppearance(option, appearance), [option, appearance]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    let chart: ReturnType<typeof echarts.init>;
    try {
      chart = echarts.init(el, colorScheme === 'dark' ? 'dark' : undefined, {
        renderer: 'canvas',
      });
    } catch (error) {
      // No canvas (e.g. some test environments): leave the accessible container in place.
      console.error('Could not initialise the chart', error);
      return undefined;
    }
    chartRef.current = chart;
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (!chart.isDisposed()) chart.resize();
          });
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      chart.dispose();
      chartRef.current = null;
    };
  }, [colorScheme]);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart || chart.isDisposed()) return;
    chart.setOption(
      { backgroundColor: 'transparent', ...themed },
      { notMerge: true, lazyUpdate: true },
    );
  }, [themed, colorScheme]);

  return (
    <div
      ref={ref}
      role="img"
      aria-label={title}
      data-testid="echart"
      style={{ width: '100%', height, minHeight: 120 }}
    />
  );
}
