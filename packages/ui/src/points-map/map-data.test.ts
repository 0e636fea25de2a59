import { describe, expect, it } from 'vitest';
import { makeConfig } from '../test-utils/config';
import {
  MAP_DEFAULT_COLOR,
  MAP_MAX_FIT_ZOOM,
  circleRadius,
  fitCamera,
  fitPadding,
  layerLegend,
  mercatorProjection,
  clampLatitude,
  findLocationColumns,
  mapPoints,
  pointBounds,
  pointsToGeoJson,
} from './map-data';
import { offlineStyle, pointsOverlay } from './map-style';

const columns = [
  { name: 'Lat', type: 'number' as const },
  { name: 'lng', type: 'number' as const },
  { name: 'segment', type: 'string' as const },
];
const rows = [
  { Lat: 48.85, lng: 2.35, segment: 'Retail' },
  { Lat: 95, lng: -74, segment: 'B2B' },
  { Lat: null, lng: 10, segment: 'Retail' },
  { Lat: '40.4', lng: '-3.7', segment: 'Retail' },
];

describe('map data', () => {
  it('finds latitude/longitude columns by the accepted names', () => {
    expect(findLocationColumns(columns)).toEqual({ lat: 'Lat', lng: 'lng' });
    expect(
      findLocationColumns([
        { name: 'latitude', type: 'number' },
        { name: 'long', type: 'number' },
      ]),
    ).toEqual({ lat: 'latitude', lng: 'long' });
    expect(findLocationColumns([{ name: 'x', type: 'number' }])).toBeNull();
  });

  it('clamps latitude and skips rows without coordinates', () => {
    const { points } = mapPoints(makeConfig({ type: 'Map' }), columns, rows, 'light');
    expect(points).toHaveLength(3);
    expect(points[1]?.lat).toBe(90);
    expect(clampLatitude(-120)).toBe(-90);
    expect(points.every((p) => p.color === MAP_DEFAULT_COLOR)).toBe(true);
  });

  it('colours by the first layer column; legend = configured options, then data values', () => {
    const config = makeConfig({
      type: 'Map',
      layers: [
        {
          column: 'segment',
          colors: [
            { option: 'B2B', color: 'rose' },
            { option: 'Public Sector', color: '#3b82f6' },
          ],
          layerInfo: { clustering: false, circleRadius: 4, clusterRadius: 2 },
        },
      ],
    });
    const { points, legend } = mapPoints(config, columns, rows, 'light');
    // 'Public Sector' has no rows but is listed; 'Retail' is only in the data and skips the
    // palette's blue, already taken by 'Public Sector'.
    expect(legend).toEqual([
      { option: 'B2B', color: '#f43f5e' },
      { option: 'Public Sector', color: '#3b82f6' },
      { option: 'Retail', color: '#22c55e' },
    ]);
    expect(points.map((p) => p.color)).toEqual(['#22c55e', '#f43f5e', '#22c55e']);
    expect(circleRadius(config)).toBe(4);
    expect(circleRadius(makeConfig({ type: 'Map' }))).toBe(2);
    const geo = pointsToGeoJson(points, new Set(['Retail']));
    expect(geo.features).toHaveLength(1);
    expect(geo.features[0]?.geometry.coordinates).toEqual([-74, 90]);
  });

  it('builds a legend without configured colours and without duplicates', () => {
    expect(layerLegend([], ['a', 'b', 'a'], 'light').map((l) => l.option)).toEqual(['a', 'b']);
    expect(layerLegend([{ option: 'x', color: '' }], ['x'], 'light')).toEqual([
      { option: 'x', color: MAP_DEFAULT_COLOR },
    ]);
  });

  it('computes bounds and the Web Mercator camera that fits them like MapLibre', () => {
    const { points } = mapPoints(makeConfig({ type: 'Map' }), columns, rows, 'light');
    expect(pointBounds(points)).toEqual([
      [-74, 40.4],
      [2.35, 90],
    ]);
    // The whole longitude range in 512 px at zoom 0: 612 px minus 2 × 50 padding → zoom 0.
    const world = fitCamera(
      [
        [-180, -10],
        [180, 10],
      ],
      612,
      400,
    );
    expect(world.zoom).toBeCloseTo(0);
    expect(world.center[0]).toBeCloseTo(0);
    expect(world.center[1]).toBeCloseTo(0);
    const project = mercatorProjection(world, 612, 400);
    expect(project(-180, 0)[0]).toBeCloseTo(50);
    expect(project(180, 0)[0]).toBeCloseTo(562);
    expect(project(0, 0)[1]).toBeCloseTo(200);
    // The points of a fitted camera fall inside the padded box.
    const camera = fitCamera(pointBounds(points), 553, 384);
    const proj = mercatorProjection(camera, 553, 384);
    for (const p of points) {
      const [x, y] = proj(p.lng, p.lat);
      expect(x).toBeGreaterThanOrEqual(49.9);
      expect(x).toBeLessThanOrEqual(503.1);
      expect(y).toBeGreaterThanOrEqual(49.9);
      expect(y).toBeLessThanOrEqual(334.1);
    }
    // One point: the maximum fit zoom; no points: a world view.
    const single = fitCamera(
      pointBounds([{ lng: 5, lat: 5, option: null, color: '#fff' }]),
      400,
      300,
    );
    expect(single.zoom).toBe(MAP_MAX_FIT_ZOOM);
    expect(single.center[0]).toBeCloseTo(5);
    expect(single.center[1]).toBeCloseTo(5);
    expect(fitCamera(null, 400, 300).zoom).toBeLessThan(1);
    expect(fitPadding(553, 384)).toBe(50);
    expect(fitPadding(120, 100)).toBe(25);
  });

  it('builds an offline style with the points overlay above the countries', () => {
    const overlay = pointsOverlay({
      data: { type: 'FeatureCollection', features: [] },
      radius: 4,
      scheme: 'light',
      clustering: false,
      clusterRadius: 20,
    });
    const style = offlineStyle('light', { type: 'FeatureCollection', features: [] }, overlay);
    expect(Object.keys(style.sources)).toEqual(['countries', 'points']);
    expect(style.layers.map((l) => l.id)).toEqual([
      'background',
      'countries-fill',
      'countries-line',
      'points',
    ]);
    const clustered = pointsOverlay({
      data: { type: 'FeatureCollection', features: [] },
      radius: 2,
      scheme: 'dark',
      clustering: true,
      clusterRadius: 20,
    });
    expect(clustered.layers.map((l) => l.id)).toEqual(['points', 'clusters']);
    expect(clustered.source).toMatchObject({ cluster: true, clusterRadius: 20 });
  });

  it('builds an offline style without external URLs', () => {
    const style = offlineStyle('dark', { type: 'FeatureCollection', features: [] });
    expect(JSON.stringify(style)).not.toMatch(/https?:/);
    expect(style.layers.map((l) => l.type)).toEqual(['background', 'fill', 'line']);
  });
});

describe('unwrapRing', () => {
  it('moves the western part of an antimeridian-crossing ring east of 180', async () => {
    const { unwrapRing } = await import('./antimeridian');
    expect(
      unwrapRing([
        [178, -17],
        [-179.5, -16.5],
        [178, -16],
        [178, -17],
      ]),
    ).toEqual([
      [178, -17],
      [180.5, -16.5],
      [178, -16],
      [178, -17],
    ]);
    const antarctica = [
      [-180, -84],
      [180, -84],
      [180, -90],
      [-180, -90],
      [-180, -84],
    ];
    expect(unwrapRing(antarctica)).toBe(antarctica);
  });
});
