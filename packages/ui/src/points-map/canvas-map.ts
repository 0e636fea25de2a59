import type { FeatureCollection, Position } from 'geojson';
import type { ColorScheme } from '../theme/palette';
import type { MapPoint } from './map-data';
import { fitCamera, mercatorProjection, pointBounds } from './map-data';
import { basemapColors } from './map-style';

type Projection = ReturnType<typeof mercatorProjection>;

export interface CanvasMapInput {
  width: number;
  height: number;
  countries: FeatureCollection | null;
  points: MapPoint[];
  hidden: ReadonlySet<string>;
  scheme: ColorScheme;
  radius: number;
}

function ringPath(ctx: CanvasRenderingContext2D, ring: Position[], project: Projection) {
  ring.forEach((pos, i) => {
    const [x, y] = project(pos[0] ?? 0, pos[1] ?? 0);
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  });
  ctx.closePath();
}

/**
 * Draws the same map on a 2D canvas (fallback when WebGL is unavailable, and placeholder while
 * the WebGL map loads): water, countries, then the visible points, in the Web Mercator view that
 * MapLibre's fitBounds gives (padding 50).
 */
export function drawCanvasMap(ctx: CanvasRenderingContext2D, input: CanvasMapInput): void {
  const { width, height, countries, points, hidden, scheme, radius } = input;
  const colors = basemapColors(scheme);
  const visible = points.filter((p) => p.option === null || !hidden.has(p.option));
  const project = mercatorProjection(fitCamera(pointBounds(points), width, height), width, height);
  ctx.clearRect(0, 0, width, height);
  ctx.fillStyle = colors.water;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = colors.land;
  ctx.strokeStyle = colors.border;
  ctx.lineWidth = 0.6;
  for (const feature of countries?.features ?? []) {
    const g = feature.geometry;
    const polygons =
      g?.type === 'Polygon' ? [g.coordinates] : g?.type === 'MultiPolygon' ? g.coordinates : [];
    for (const polygon of polygons) {
      ctx.beginPath();
      for (const ring of polygon) ringPath(ctx, ring, project);
      ctx.fill('evenodd');
      ctx.stroke();
    }
  }
  const r = Math.max(radius, 1.5);
  const stroke = scheme === 'dark' ? '#0f172a' : '#ffffff';
  for (const p of visible) {
    const [x, y] = project(p.lng, p.lat);
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fillStyle = p.color;
    ctx.globalAlpha = 0.85;
    ctx.fill();
    ctx.globalAlpha = 1;
    if (r > 3) {
      // Same outline as the WebGL circles.
      ctx.lineWidth = 1;
      ctx.strokeStyle = stroke;
      ctx.stroke();
    }
  }
}

let webgl: boolean | null = null;

/**
 * True when the browser can create a WebGL context (checked once; the probe context is released
 * so it does not count against the browser's limit of live contexts).
 */
export function hasWebGL(): boolean {
  if (webgl !== null) return webgl;
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    webgl = gl !== null;
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
  } catch {
    webgl = false;
  }
  return webgl;
}
