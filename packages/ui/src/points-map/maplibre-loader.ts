// MapLibre GL (and its stylesheet) is a chunk of its own, fetched by the first map: as soon as a
// dashboard knows it has a map (preloadPointsMap), or when the map mounts.
import type * as MaplibreModule from 'maplibre-gl';

type Maplibre = typeof MaplibreModule;

let loading: Promise<Maplibre> | null = null;

/** Loads MapLibre GL and its CSS once; every caller shares the same promise. */
export function loadMaplibre(): Promise<Maplibre> {
  loading ??= Promise.all([
    import('maplibre-gl'),
    // The stylesheet only places the controls; the map draws without it.
    import('maplibre-gl/dist/maplibre-gl.css').catch(() => undefined),
  ]).then(
    ([maplibre]) => {
      // MapLibre's worker (which parses the basemap and the points) boots now, while the page
      // draws its other charts, not when the first map is created.
      maplibre.prewarm();
      return maplibre;
    },
    (error: unknown) => {
      loading = null; // a later map may try again (e.g. after a network error)
      throw error;
    },
  );
  return loading;
}
