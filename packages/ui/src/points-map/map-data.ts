import type { ResultColumn, ResultRow, ChartConfigClassic } from '@chartroom/core';
import type { Feature, FeatureCollection, Point } from 'geojson';
import { toNumber } from '../format/number-format';
import { chartPalette, resolveColor, type ColorScheme } from '../theme/palette';

/** Renderer defaults (spec): circle radius 2, colour #22d3ee, fit padding 50 over 1000 ms. */
export const MAP_DEFAULT_RADIUS = 2;
export const MAP_DEFAULT_COLOR = '#22d3ee';
export const MAP_FIT_PADDING = 50;
export const MAP_FIT_DURATION = 1000;
/** Cluster radius floor in pixels (a 2 px cluster radius would never cluster). */
export const MAP_MIN_CLUSTER_RADIUS = 20;

const LAT_NAMES = ['latitude', 'lat'];
const LNG_NAMES = ['longitude', 'lng', 'lon', 'long'];

export interface LocationColumns {
  lat: string;
  lng: string;
}

/** The latitude and longitude columns (latitude/lat, longitude/lng/lon/long; any case). */
export function findLocationColumns(columns: ResultColumn[]): LocationColumns | null {
  const find = (names: string[]) =>
    names
      .map((n) => columns.find((c) => c.name.toLowerCase() === n)?.name)
      .find((n) => n !== undefined);
  const lat = find(LAT_NAMES);
  const lng = find(LNG_NAMES);
  return lat && lng ? { lat, lng } : null;
}

export function clampLatitude(lat: number): number {
  return Math.max(-90, Math.min(90, lat));
}

export interface MapPoint {
  lng: number;
  lat: number;
  /** Value of the colour column, or null without a layer. */
  option: string | null;
  color: string;
}

export interface LegendItem {
  option: string;
  color: string;
}

export interface MapPoints {
  points: MapPoint[];
  legend: LegendItem[];
}

/**
 * The legend of a layer: the options listed in the config (in their order, with their colours),
 * then the values present in the data but not listed (in order of appearance), coloured from the
 * palette while skipping colours already given to listed options.
 */
export function layerLegend(
  configured: readonly { option: string; color?: string | null }[],
  present: Iterable<string>,
  scheme: ColorScheme,
): LegendItem[] {
  const legend: LegendItem[] = [];
  const seen = new Set<string>();
  for (const c of configured) {
    if (seen.has(c.option)) continue;
    seen.add(c.option);
    legend.push({ option: c.option, color: resolveColor(c.color) ?? MAP_DEFAULT_COLOR });
  }
  const used = new Set(legend.map((l) => l.color.toLowerCase()));
  const free = chartPalette(scheme).colors.filter((c) => !used.has(c.toLowerCase()));
  const palette = free.length > 0 ? free : chartPalette(scheme).colors;
  let next = 0;
  for (const option of present) {
    if (seen.has(option)) continue;
    seen.add(option);
    legend.push({ option, color: palette[next % palette.length] ?? MAP_DEFAULT_COLOR });
    next += 1;
  }
  return legend;
}

/**
 * Points of the rows, coloured by layers[0].column with its per-option colours. The legend lists
 * the configured options and the values present in the data (see {@link layerLegend}).
 */
export function mapPoints(
  config: ChartConfigClassic,
  columns: ResultColumn[],
  rows: ResultRow[],
  scheme: ColorScheme,
): MapPoints {
  const location = findLocationColumns(columns);
  if (!location) return { points: [], legend: [] };
  const layer = config.layers?.[0];
  const colorColumn =
    layer?.column && columns.some((c) => c.name === layer.column) ? layer.column : null;
  const located: { lat: number; lng: number; option: string | null }[] = [];
  const present = new Set<string>();
  for (const row of rows) {
    const lat = toNumber(row[location.lat]);
    const lng = toNumber(row[location.lng]);
    if (lat === null || lng === null) continue;
    const option = colorColumn ? String(row[colorColumn] ?? '') : null;
    if (option !== null) present.add(option);
    located.push({ lat: clampLatitude(lat), lng, option });
  }
  if (!colorColumn) {
    return { points: located.map((p) => ({ ...p, color: MAP_DEFAULT_COLOR })), legend: [] };
  }
  const legend = layerLegend(layer?.colors ?? [], present, scheme);
  const colors = new Map(legend.map((l) => [l.option, l.color]));
  return {
    points: located.map((p) => ({
      ...p,
      color: (p.option !== null ? colors.get(p.option) : undefined) ?? MAP_DEFAULT_COLOR,
    })),
    legend,
  };
}

/** GeoJSON of the points whose option is not hidden. */
export function pointsToGeoJson(
  points: MapPoint[],
  hidden: ReadonlySet<string> = new Set(),
): FeatureCollection<Point> {
  const features: Feature<Point>[] = points
    .filter((p) => p.option === null || !hidden.has(p.option))
    .map((p) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
      properties: { color: p.color, option: p.option },
    }));
  return { type: 'FeatureCollection', features };
}

export type Bounds = [[number, number], [number, number]];

/** [[west, south], [east, north]] of the points, or null without points. */
export function pointBounds(points: MapPoint[]): Bounds | null {
  if (points.length === 0) return null;
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const p of points) {
    west = Math.min(west, p.lng);
    east = Math.max(east, p.lng);
    south = Math.min(south, p.lat);
    north = Math.max(north, p.lat);
  }
  return [
    [west, south],
    [east, north],
  ];
}

/** Circle radius of the layer (renderer default 2). */
export function circleRadius(config: ChartConfigClassic): number {
  return config.layers?.[0]?.layerInfo?.circleRadius ?? MAP_DEFAULT_RADIUS;
}

/** Zoom bounds of the fitted view (MapLibre's default minimum zoom is -2). */
export const MAP_MAX_FIT_ZOOM = 10;
export const MAP_MIN_ZOOM = -2;
/** Size in px of the Web Mercator world at zoom 0 (MapLibre's 512 px tiles). */
export const WORLD_SIZE = 512;
/** The view without points: the inhabited world. */
export const WORLD_BOUNDS: Bounds = [
  [-170, -56],
  [180, 75],
];
const MAX_MERCATOR_LAT = 85.051129;

/** Web Mercator x of a longitude, in world units (0..1 for -180..180). */
export function mercatorX(lng: number): number {
  return (lng + 180) / 360;
}

/** Web Mercator y of a latitude, in world units (0 at 85.05°N, 1 at 85.05°S). */
export function mercatorY(lat: number): number {
  const phi = (Math.max(-MAX_MERCATOR_LAT, Math.min(MAX_MERCATOR_LAT, lat)) * Math.PI) / 180;
  return (1 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / Math.PI) / 2;
}

function mercatorLat(y: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
}

/** Fit padding for a box: 50 px (spec), less in boxes too small for it. */
export function fitPadding(width: number, height: number): number {
  return Math.max(0, Math.min(MAP_FIT_PADDING, Math.floor(Math.min(width, height) / 4)));
}

export interface MapCamera {
  center: [number, number];
  zoom: number;
}

/**
 * The camera that fits the bounds into a width × height box with the padding, as MapLibre's
 * fitBounds computes it (Web Mercator, 512 px world at zoom 0, at most zoom 10), so the 2D canvas
 * and the WebGL map show the same view.
 */
export function fitCamera(
  bounds: Bounds | null,
  width: number,
  height: number,
  padding = fitPadding(width, height),
): MapCamera {
  const [[w, s], [e, n]] = bounds ?? WORLD_BOUNDS;
  const x0 = mercatorX(w);
  const x1 = mercatorX(e);
  const y0 = mercatorY(n);
  const y1 = mercatorY(s);
  const innerW = Math.max(1, width - 2 * padding);
  const innerH = Math.max(1, height - 2 * padding);
  const spanX = Math.max(x1 - x0, 1e-12);
  const spanY = Math.max(y1 - y0, 1e-12);
  const scale = Math.min(innerW / (spanX * WORLD_SIZE), innerH / (spanY * WORLD_SIZE));
  const zoom = Math.max(MAP_MIN_ZOOM, Math.min(MAP_MAX_FIT_ZOOM, Math.log2(scale)));
  return {
    center: [((x0 + x1) / 2) * 360 - 180, mercatorLat((y0 + y1) / 2)],
    zoom,
  };
}

/** Web Mercator projection of a camera into a width × height box: [lng, lat] → [x, y] px. */
export function mercatorProjection(camera: MapCamera, width: number, height: number) {
  const worldSize = WORLD_SIZE * 2 ** camera.zoom;
  const cx = mercatorX(camera.center[0]);
  const cy = mercatorY(camera.center[1]);
  return (lng: number, lat: number): [number, number] => [
    width / 2 + (mercatorX(lng) - cx) * worldSize,
    height / 2 + (mercatorY(lat) - cy) * worldSize,
  ];
}
