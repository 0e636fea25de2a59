import { lazy, Suspense } from 'react';
import { useApi } from '../../api/api-context';
import { thumbnailCandidates } from './library-model';
import type { ThumbnailMakerProps } from './ThumbnailMaker';

const ThumbnailMaker = lazy(() => import('./ThumbnailMaker'));

/**
 * Draws missing thumbnails of the library (see ThumbnailMaker) for admins, loading the chart
 * renderer only when some chart lacks one.
 */
export function LazyThumbnailMaker({ items, refreshKeys }: ThumbnailMakerProps) {
  const { scope } = useApi();
  if (scope !== 'admin' || thumbnailCandidates(items, new Set()).length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ThumbnailMaker items={items} refreshKeys={refreshKeys} />
    </Suspense>
  );
}
