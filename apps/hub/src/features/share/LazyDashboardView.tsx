import { lazy, Suspense, type ComponentProps } from 'react';
import { DashboardSkeleton } from '../dashboards/DashboardSkeleton';

const View = lazy(async () => ({
  default: (await import('../dashboards/DashboardView')).DashboardView,
}));

/**
 * The share page's dashboard (its data hooks, filter bar, grid, cards and the schemas that read
 * them) in a chunk of its own, requested as the page first renders: the page shows its loading
 * skeleton with the initial JS alone (budget 200 kB gzipped, bench/render/initial-js.ts) while
 * the view's code arrives, then the view asks for the dashboard.
 */
export function DashboardView(props: ComponentProps<typeof View>) {
  return (
    <Suspense fallback={<DashboardSkeleton withTitle={!props.renderHeader} />}>
      <View {...props} />
    </Suspense>
  );
}
