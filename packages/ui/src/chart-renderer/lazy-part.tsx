import { Skeleton } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';
import { useUiTranslation } from '../i18n/i18n';
import { DrawnOnMount } from './chart-drawn';

/** What shows while a chart's lazy part loads: the viewer's loading skeleton. */
export function ChartPartSkeleton() {
  const { t } = useUiTranslation();
  return (
    <Skeleton h="100%" mih={80} radius="sm" animate={false} aria-label={t('viewer.loading')} />
  );
}

export interface LazyPartOptions {
  /** The part is drawn once mounted (tables, text): mark the chart drawn then. */
  drawnOnMount: boolean;
}

/**
 * A component whose code loads on first render (its own chunk), showing the loading skeleton
 * meanwhile. `load` resolves to the component; the chunk is fetched once and shared.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { drawnOnMount }: LazyPartOptions,
): ComponentType<P> {
  const Part = lazy(async () => ({ default: await load() }));
  function LazyPart(props: P) {
    return (
      <Suspense fallback={<ChartPartSkeleton />}>
        <Part {...props} />
        {drawnOnMount && <DrawnOnMount />}
      </Suspense>
    );
  }
  return LazyPart;
}
