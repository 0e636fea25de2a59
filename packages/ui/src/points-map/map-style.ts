import type { FeatureCollection } from 'geojson';
import type {
  CircleLayerSpecification,
  GeoJSONSourceSpecification,
  StyleSpecification,
} from 'maplibre-gl';
import { CHARTROOM_ACCENT } from '../theme/chartroom-theme';
import type { ColorScheme } from '../theme/palette';

/** Source and layer ids of the points overlay. */
export const POINTS_SOURCE = 'points';
export const POINTS_LAYER = 'points';
export const CLUSTERS_LAYER = 'clusters';

export interface PointsOverlayOptions {
  data: FeatureCollection;
  radius: number;
  scheme: ColorScheme;
  clustering: boolean;
  clusterRadius: number;
}

export interface PointsOverlay {
  source: GeoJSONSourceSpecification;
  layers: CircleLayerSpecification[];
}

/** The points as a GeoJSON source and circle layers (plus cluster circles when clustering). */
export function pointsOverlay(options: PointsOverlayOptions): PointsOverlay {
  const { data, radius, scheme, clustering, clusterRadius } = options;
  const points: CircleLayerSpecification = {
    id: POINTS_LAYER,
    type: 'circle',
    source: POINTS_SOURCE,
    ...(clustering ? { filter: ['!', ['has', 'point_count']] } : {}),
    paint: {
      'circle-color': ['get', 'color'],
      'circle-radius': radius,
      'circle-opacity': 0.85,
      'circle-stroke-width': radius > 3 ? 1 : 0,
      'circle-stroke-color': scheme === 'dark' ? '#0f172a' : '#ffffff',
    },
  };
  const clusters: CircleLayerSpecification = {
    id: CLUSTERS_LAYER,
    type: 'circle',
    source: POINTS_SOURCE,
    filter: ['has', 'point_count'],
    paint: {
      'circle-color': CHARTROOM_ACCENT,
      'circle-opacity': 0.7,
      'circle-radius': ['step', ['get', 'point_count'], 10, 10, 14, 100, 20, 1000, 26],
      'circle-stroke-width': 1,
      'circle-stroke-color': '#ffffff',
    },
  };
  return {
    source: { type: 'geojson', data, cluster: clustering, clusterRadius },
    layers: clustering ? [points, clusters] : [points],
  };
}

export interface BasemapColors {
  water: string;
  land: string;
  border: string;
}

export function basemapColors(scheme: ColorScheme): BasemapColors {
  return scheme === 'dark'
    ? { water: '#0f172a', land: '#1e293b', border: '#475569' }
    : { water: '#e0ecf7', land: '#f8fafc', border: '#cbd5e1' };
}

/**
 * A MapLibre style with no external URLs: a background (water) and the countries as fill and
 * line layers from an inline GeoJSON source, so the map works offline. With an overlay, the
 * points are part of the style from the start, so they are drawn in the same first frame as the
 * countries (not only after the map's load event).
 */
export function offlineStyle(
  scheme: ColorScheme,
  countries: FeatureCollection,
  overlay?: PointsOverlay,
): StyleSpecification {
  const colors = basemapColors(scheme);
  return {
    version: 8,
    // No paint transitions: the first frame is the final picture.
    transition: { duration: 0, delay: 0 },
    sources: {
      countries: { type: 'geojson', data: countries },
      ...(overlay ? { [POINTS_SOURCE]: overlay.source } : {}),
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': colors.water } },
      {
        id: 'countries-fill',
        type: 'fill',
        source: 'countries',
        paint: { 'fill-color': colors.land },
      },
      {
        id: 'countries-line',
        type: 'line',
        source: 'countries',
        paint: { 'line-color': colors.border, 'line-width': 0.6 },
      },
      ...(overlay?.layers ?? []),
    ],
  };
}
