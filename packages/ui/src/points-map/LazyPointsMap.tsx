import { lazyPart } from '../chart-renderer/lazy-part';
import { loadCountries } from './countries';
import { loadMaplibre } from './maplibre-loader';
import type { PointsMapProps } from './PointsMap';

/**
 * Fetches everything a map needs to draw, at once and in parallel (once; later calls share the
 * fetches): the map's chunk, MapLibre GL and the offline basemap's country shapes. A dashboard
 * calls it as soon as it knows it has a map, so none of these waits for the map's data or for
 * each other.
 */
export async function preloadPointsMap(): Promise<void> {
  await Promise.all([
    import('./PointsMap'),
    // Failures here are the map's to show: it draws on its 2D canvas without MapLibre, and
    // says so without its basemap.
    loadMaplibre().catch(() => null),
    loadCountries().catch(() => null),
  ]);
}

/**
 * The points map in its own chunk, loaded when a map is first drawn, with MapLibre and the
 * basemap fetched alongside it (not after it); the map reports itself drawn once MapLibre has
 * loaded. Its 2D canvas stands in meanwhile.
 */
export const PointsMap = lazyPart<PointsMapProps>(
  async () => {
    void preloadPointsMap();
    return (await import('./PointsMap')).PointsMap;
  },
  { drawnOnMount: false },
);
