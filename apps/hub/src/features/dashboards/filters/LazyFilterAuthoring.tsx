import { lazy, Suspense } from 'react';
import type { FilterAuthoringProps } from './authoring-host';

const Authoring = lazy(async () => ({
  default: (await import('./FilterAuthoring')).FilterAuthoring,
}));

/**
 * Filter authoring in edit mode (the grid, the drawer and its dialogs), a chunk of its own loaded
 * when a dashboard is edited: viewers never fetch the editors, react-grid-layout or the pickers.
 */
export function LazyFilterAuthoring(props: FilterAuthoringProps) {
  return (
    <Suspense fallback={null}>
      <Authoring {...props} />
    </Suspense>
  );
}
