import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import { useBuilderMode } from './builder-mode';
import { APPLY_RESULT_MS } from './chart-thumbnail';

export type ActionStatus = 'idle' | 'busy' | 'done' | 'error';

/** The parts of a saved chart that duplicating and publishing read. */
export interface LifecycleChart {
  id: string;
  version: number;
  published: boolean;
}

export interface ChartLifecycleInput<Saved extends LifecycleChart> {
  /** The saved chart now (null for a chart never saved: nothing to copy or publish). */
  saved: () => Saved | null;
  setSaved: (saved: Saved) => void;
  /** The builder route of a chart (the copy opens in the same builder). */
  editorPath: (chartId: string) => string;
}

/**
 * What both builders share around saving (charts.md §4): 'Duplicate chart' (opens the copy),
 * 'Publish' / 'Convert to draft' ('Failed' on error, only logged, charts.md §8), the chart list
 * refresh, and result timers cleared on unmount. In embedded mode the copy opens where the
 * builder is (the dashboard's sidebar) instead of the hub's builder route.
 */
export function useChartLifecycle<Saved extends LifecycleChart>(input: ChartLifecycleInput<Saved>) {
  const { client, scope } = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { onOpenChart } = useBuilderMode();
  const [duplicate, setDuplicate] = useState<ActionStatus>('idle');
  const [publish, setPublish] = useState<ActionStatus>('idle');
  const latest = useRef(input);
  useEffect(() => {
    latest.current = input;
  });
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const later = (fn: () => void, ms: number) => timers.current.push(setTimeout(fn, ms));
  const refreshList = () => void queryClient.invalidateQueries({ queryKey: [scope, 'chart-list'] });

  const duplicateChart = async () => {
    const saved = latest.current.saved();
    if (!saved) return;
    setDuplicate('busy');
    try {
      const copy = await client.copyChart({ chart: { id: saved.id, version: saved.version } });
      refreshList();
      setDuplicate('idle');
      if (onOpenChart) onOpenChart(copy.chartId);
      else void navigate(latest.current.editorPath(copy.chartId));
    } catch (error) {
      console.error('duplicate failed', error);
      setDuplicate('error');
      later(() => setDuplicate('idle'), APPLY_RESULT_MS);
    }
  };

  const togglePublish = async () => {
    const saved = latest.current.saved();
    if (!saved) return;
    setPublish('busy');
    try {
      if (saved.published) await client.unpublishChart({ chartId: saved.id });
      else await client.publishChart({ chartId: saved.id });
      latest.current.setSaved({ ...saved, published: !saved.published });
      refreshList();
      setPublish('idle');
    } catch (error) {
      console.error('publish failed', error);
      setPublish('error');
      later(() => setPublish('idle'), APPLY_RESULT_MS);
    }
  };

  return { duplicate, duplicateChart, publish, togglePublish, later, refreshList };
}
