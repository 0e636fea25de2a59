import type { Feature, FeatureCollection } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { unwrapAntimeridian } from './antimeridian';

let cache: Promise<FeatureCollection> | null = null;

/**
 * Country shapes for the offline basemap, from world-atlas (Natural Earth 1:110m) through
 * topojson-client. Loaded lazily and once, so neither is in the initial bundle.
 */
export function loadCountries(): Promise<FeatureCollection> {
  cache ??= Promise.all([
    import('world-atlas/countries-110m.json'),
    import('topojson-client'),
  ]).then(([atlas, topojson]) => {
    type World = Topology<{ countries: GeometryCollection }>;
    const module = atlas as unknown as { default?: World } & World;
    const topology = module.default ?? module;
    const result: Feature | FeatureCollection = topojson.feature(
      topology,
      topology.objects.countries,
    );
    return unwrapAntimeridian(
      result.type === 'FeatureCollection'
        ? result
        : { type: 'FeatureCollection', features: [result] },
    );
  });
  return cache;
}
