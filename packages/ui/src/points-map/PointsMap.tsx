import { Center, Loader, Text } from '@mantine/core';
import type { FeatureCollection } from 'geojson';
import type { GeoJSONSource, Map as MaplibreMap } from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ChartData } from '../chart-renderer/chart-data';
import { useDrawnState } from '../chart-renderer/chart-drawn';
import { useDatumClick } from '../chart-renderer/datum-click';
import type { ChartConfigClassic } from '@chartroom/core';
import { useUiTranslation } from '../i18n/i18n';
import type { ColorScheme } from '../theme/palette';
import { drawCanvasMap, hasWebGL } from './canvas-map';
import { loadCountries } from './countries';
import { loadMaplibre } from './maplibre-loader';
import {
  MAP_FIT_DURATION,
  MAP_MAX_FIT_ZOOM,
  MAP_MIN_CLUSTER_RADIUS,
  circleRadius,
  findLocationColumns,
  fitCamera,
  fitPadding,
  mapPoints,
  pointBounds,
  pointsToGeoJson,
  type MapPoint,
} from './map-data';
import { MapLegend } from './MapLegend';
import {
  CLUSTERS_LAYER,
  POINTS_LAYER,
  POINTS_SOURCE,
  offlineStyle,
  pointsOverlay,
} from './map-style';

/** Which drawing path is in use, exposed as `data-map-renderer`. */
export type MapRenderer = 'loading' | 'webgl' | 'canvas';

export interface PointsMapProps {
  config: ChartConfigClassic;
  data: ChartData;
  colorScheme: ColorScheme;
  title: string;
  /** A MapLibre style URL; without it the offline world-atlas basemap is used. */
  styleUrl?: string;
}

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };

/**
 * A performance mark of the map's opening steps (`chartroom-map:<step>`): the render bench
 * prints them in its phase timeline. Costs nothing that matters (one entry per step).
 */
function markStep(step: 'create' | 'load' | 'idle' | 'canvas'): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') {
    performance.mark(`chartroom-map:${step}`);
  }
}

/** `pending`: the WebGL map is being created and the 2D canvas stands in until it has drawn. */
type Mode = 'pending' | 'webgl' | 'canvas';

interface Overlay {
  points: MapPoint[];
  hidden: ReadonlySet<string>;
  radius: number;
  scheme: ColorScheme;
  clustering: boolean;
  clusterRadius: number;
}

function overlayOf(o: Overlay) {
  return pointsOverlay({
    data: pointsToGeoJson(o.points, o.hidden),
    radius: o.radius,
    scheme: o.scheme,
    clustering: o.clustering,
    clusterRadius: o.clusterRadius,
  });
}

/** Sets the points on a loaded map: new data in place, or the layers rebuilt when they change. */
function syncOverlay(map: MaplibreMap, o: Overlay, built: { key: string }): void {
  const overlay = overlayOf(o);
  const key = JSON.stringify([o.radius, o.scheme, o.clustering, o.clusterRadius]);
  const source = map.getSource<GeoJSONSource>(POINTS_SOURCE);
  if (source && built.key === key) {
    source.setData(overlay.source.data as FeatureCollection);
    return;
  }
  for (const id of [CLUSTERS_LAYER, POINTS_LAYER]) if (map.getLayer(id)) map.removeLayer(id);
  if (source) map.removeSource(POINTS_SOURCE);
  map.addSource(POINTS_SOURCE, overlay.source);
  for (const layer of overlay.layers) map.addLayer(layer);
  built.key = key;
}

/**
 * Points map. MapLibre GL (loaded lazily) over an offline basemap; the points are part of the
 * initial style and the first camera already fits them. Until the WebGL map has drawn, and
 * whenever WebGL is unavailable or lost, the same countries and points are drawn on a 2D canvas
 * in the same Web Mercator view.
 */
export function PointsMap({ config, data, colorScheme, title, styleUrl }: PointsMapProps) {
  const { t } = useUiTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const mapRef = useRef<MaplibreMap | null>(null);
  const [mode, setMode] = useState<Mode>('pending');
  const [countries, setCountries] = useState<FeatureCollection | null>(null);
  const [basemapLoaded, setBasemapLoaded] = useState(false);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const hasLocation = findLocationColumns(data.columns) !== null;
  const { points, legend } = useMemo(
    () => mapPoints(config, data.columns, data.rows, colorScheme),
    [config, data.columns, data.rows, colorScheme],
  );
  const radius = circleRadius(config);
  const layerInfo = config.layers?.[0]?.layerInfo;
  const clustering = layerInfo?.clustering ?? false;
  const clusterRadius = Math.max(layerInfo?.clusterRadius ?? 0, MAP_MIN_CLUSTER_RADIUS);
  const overlay = useMemo<Overlay>(
    () => ({ points, hidden, radius, scheme: colorScheme, clustering, clusterRadius }),
    [points, hidden, radius, colorScheme, clustering, clusterRadius],
  );
  // Click-to-filter: a marker names the layer column's value (read when clicked).
  const datumClick = useRef(useDatumClick());
  datumClick.current = useDatumClick();
  // Latest overlay for the map's event handlers (the map is not re-created when data changes).
  const overlayRef = useRef(overlay);
  const builtRef = useRef({ key: '' });
  /** The overlay the WebGL map shows, once its style has loaded (null before). */
  const shownRef = useRef<Overlay | null>(null);
  /** True once the user panned or zoomed: resizes then keep their view. */
  const userMovedRef = useRef(false);
  const fittedPointsRef = useRef<MapPoint[] | null>(null);
  useEffect(() => {
    overlayRef.current = overlay;
  }, [overlay]);
  // Drawn (chart-drawn.tsx): MapLibre loaded and idle, or the 2D canvas with its basemap.
  useDrawnState(!hasLocation || mode === 'webgl' || (mode === 'canvas' && basemapLoaded));

  // Load the basemap, then create the WebGL map (or stay on the canvas) per colour scheme/style.
  useEffect(() => {
    if (!hasLocation) return undefined;
    let cancelled = false;
    let map: MaplibreMap | null = null;
    const webgl = hasWebGL();
    setMode(webgl ? 'pending' : 'canvas');
    void (async () => {
      // MapLibre comes alongside the basemap, not after it (both are usually preloaded).
      const library = webgl ? loadMaplibre() : null;
      library?.catch(() => undefined); // handled below, once the basemap is there
      const shapes = await loadCountries().catch((error: unknown) => {
        console.error('Could not load the basemap', error);
        return null;
      });
      if (cancelled) return;
      setCountries(shapes);
      setBasemapLoaded(true);
      if (!library) return;
      try {
        const maplibre = await library;
        const container = containerRef.current;
        if (cancelled || !container) return;
        const current = overlayRef.current;
        const { width, height } = container.getBoundingClientRect();
        const camera = fitCamera(pointBounds(current.points), width, height);
        builtRef.current.key = styleUrl
          ? ''
          : JSON.stringify([
              current.radius,
              current.scheme,
              current.clustering,
              current.clusterRadius,
            ]);
        userMovedRef.current = false;
        fittedPointsRef.current = current.points;
        markStep('create');
        const created = new maplibre.Map({
          container,
          style: styleUrl ?? offlineStyle(colorScheme, shapes ?? EMPTY, overlayOf(current)),
          center: camera.center,
          zoom: camera.zoom,
          attributionControl: false,
          // No symbol fades (the style has no labels): 'idle' comes with the first full frame.
          fadeDuration: 0,
          renderWorldCopies: false,
          // Kept after each frame, so a picture of the card (the dashboard's PDF) holds the map.
          canvasContextAttributes: { preserveDrawingBuffer: true },
        });
        map = created;
        mapRef.current = created;
        created.addControl(new maplibre.NavigationControl({ showCompass: false }), 'top-right');
        created.on('load', () => {
          if (cancelled) return;
          markStep('load');
          // Data that changed while the style loaded (or a remote style): set the points now.
          const latest = overlayRef.current;
          if (styleUrl || latest !== current) syncOverlay(created, latest, builtRef.current);
          shownRef.current = latest;
          created.once('idle', () => {
            markStep('idle');
            if (!cancelled) setMode('webgl');
          });
        });
        created.on('click', POINTS_LAYER, (event) => {
          const target = datumClick.current;
          const column = target?.config.layers?.[0]?.column;
          const option: unknown = event.features?.[0]?.properties?.option;
          if (!target || !column || option === undefined) return;
          target.onDatumClick({
            column,
            value: typeof option === 'number' ? option : String(option),
          });
        });
        created.on('movestart', (event: { originalEvent?: unknown }) => {
          if (event.originalEvent) userMovedRef.current = true;
        });
        // The container got its size after creation (grid layout, hidden tab): fit again.
        created.on('resize', () => {
          const bounds = pointBounds(overlayRef.current.points);
          if (userMovedRef.current || !bounds) return;
          const box = created.getContainer().getBoundingClientRect();
          created.fitBounds(bounds, {
            padding: fitPadding(box.width, box.height),
            maxZoom: MAP_MAX_FIT_ZOOM,
            duration: 0,
          });
        });
        created.on('webglcontextlost', () => {
          console.warn('WebGL context lost; drawing the map on a 2D canvas');
          if (!cancelled) setMode('canvas');
        });
        created.on('error', (event: { error?: unknown }) => {
          console.warn('Map error', event.error);
        });
      } catch (error) {
        console.warn('WebGL map unavailable; drawing the map on a 2D canvas', error);
        map?.remove();
        map = null;
        mapRef.current = null;
        if (!cancelled) setMode('canvas');
      }
    })();
    return () => {
      cancelled = true;
      map?.remove();
      mapRef.current = null;
      shownRef.current = null;
    };
  }, [colorScheme, styleUrl, hasLocation]);

  // WebGL path: new points, hidden options or layer settings.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || shownRef.current === null || shownRef.current === overlay) return;
    syncOverlay(map, overlay, builtRef.current);
    shownRef.current = overlay;
  }, [overlay]);

  // WebGL path: fit new points (padding 50, 1000 ms); the first camera already fits them.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || fittedPointsRef.current === points) return;
    fittedPointsRef.current = points;
    const bounds = pointBounds(points);
    if (!bounds) return;
    const box = map.getContainer().getBoundingClientRect();
    userMovedRef.current = false;
    map.fitBounds(bounds, {
      padding: fitPadding(box.width, box.height),
      duration: MAP_FIT_DURATION,
      maxZoom: MAP_MAX_FIT_ZOOM,
    });
  }, [points]);

  // Canvas path (fallback, and stand-in until the WebGL map has drawn): draw, redraw on resize.
  const drawCanvas = mode !== 'webgl';
  useEffect(() => {
    const canvas = canvasRef.current;
    const container = containerRef.current;
    if (!drawCanvas || !canvas || !container) return undefined;
    let drawn = { width: -1, height: -1 };
    const draw = () => {
      const { width, height } = container.getBoundingClientRect();
      // The observer also reports the size just drawn at: nothing to draw again then.
      if (width === drawn.width && height === drawn.height) return;
      drawn = { width, height };
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.max(1, Math.round(width * ratio));
      canvas.height = Math.max(1, Math.round(height * ratio));
      const ctx = canvas.getContext('2d');
      if (!ctx) return;
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      drawCanvasMap(ctx, { width, height, countries, points, hidden, scheme: colorScheme, radius });
      if (countries) markStep('canvas');
    };
    draw();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(draw);
    observer?.observe(container);
    return () => observer?.disconnect();
  }, [drawCanvas, countries, points, hidden, colorScheme, radius]);

  if (!hasLocation) {
    return (
      <Center h="100%">
        <Text c="dimmed" size="sm">
          {t('map.missingColumns')}
        </Text>
      </Center>
    );
  }

  const renderer: MapRenderer = mode === 'webgl' ? 'webgl' : basemapLoaded ? 'canvas' : 'loading';
  const visibleCount = points.filter((p) => p.option === null || !hidden.has(p.option)).length;
  const toggle = (option: string) =>
    setHidden((prev) => {
      const next = new Set(prev);
      if (next.has(option)) next.delete(option);
      else next.add(option);
      return next;
    });

  return (
    <div
      data-testid="points-map"
      data-map-renderer={renderer}
      data-map-points={visibleCount}
      style={{
        position: 'relative',
        height: '100%',
        minHeight: 200,
        borderRadius: 6,
        overflow: 'hidden',
      }}
    >
      <div
        ref={containerRef}
        role="img"
        aria-label={title}
        style={{ position: 'absolute', inset: 0 }}
      />
      {drawCanvas && (
        <canvas
          ref={canvasRef}
          title={t('map.canvasFallback')}
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
        />
      )}
      {!basemapLoaded && (
        <Center style={{ position: 'absolute', inset: 0 }}>
          <Loader size="sm" aria-label={t('map.loading')} />
        </Center>
      )}
      {legend.length > 0 && <MapLegend items={legend} hidden={hidden} onToggle={toggle} />}
    </div>
  );
}
