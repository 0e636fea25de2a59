import type { FeatureCollection, Geometry, Position } from 'geojson';

/**
 * Makes rings that cross the antimeridian (Russia, Fiji, …) continuous by moving their western
 * part east of 180°, so neither MapLibre nor the canvas draws a line across the whole map.
 * Antarctica's ring legitimately runs along ±180 at the pole and is left alone.
 */
export function unwrapRing(ring: Position[]): Position[] {
  let crosses = false;
  for (let i = 1; i < ring.length; i += 1) {
    const a = ring[i - 1]?.[0] ?? 0;
    const b = ring[i]?.[0] ?? 0;
    if (Math.abs(b - a) > 180) crosses = true;
  }
  if (!crosses || ring.some((p) => (p[1] ?? 0) <= -85)) return ring;
  return ring.map((p) => ((p[0] ?? 0) < 0 ? [(p[0] ?? 0) + 360, p[1] ?? 0] : p));
}

function unwrapGeometry(g: Geometry | null): Geometry | null {
  if (!g) return g;
  if (g.type === 'Polygon') return { ...g, coordinates: g.coordinates.map(unwrapRing) };
  if (g.type === 'MultiPolygon') {
    return { ...g, coordinates: g.coordinates.map((poly) => poly.map(unwrapRing)) };
  }
  return g;
}

export function unwrapAntimeridian(fc: FeatureCollection): FeatureCollection {
  return {
    ...fc,
    features: fc.features.map((f) => ({ ...f, geometry: unwrapGeometry(f.geometry) as Geometry })),
  };
}
