import { lazy, Suspense, type ComponentProps } from 'react';
import { DashboardSkeleton } from '../dashboards/DashboardSkeleton';

const Editing = lazy(async () => ({
  default: (await import('./EmbeddedEditing')).EmbeddedEditing,
}));

/**
 * Embedded editing (the chart builders, the library, personal copies) in its own chunk: only a
 * link that may edit loads it, so the read-only share page stays light (initial JS budget).
 */
export function EmbeddedEditing(props: ComponentProps<typeof Editing>) {
  return (
    <Suspense fallback={<DashboardSkeleton />}>
      <Editing {...props} />
    </Suspense>
  );
}
