import { lazyPart } from '../chart-renderer/lazy-part';
import type { PointsMapProps } from './PointsMap';

/**
 * The points map in its own chunk (MapLibre itself is a further chunk the map fetches), loaded
 * when a map is first drawn; the map reports itself drawn once MapLibre has loaded.
 */
export const PointsMap = lazyPart<PointsMapProps>(
  async () => (await import('./PointsMap')).PointsMap,
  { drawnOnMount: false },
);
