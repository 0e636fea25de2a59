// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeConfig } from '../test-utils/config';
import { installDomPolyfills, renderWithMantine } from '../test-utils/render';
import { PointsMap } from './PointsMap';

let arcs = 0;
let polygons = 0;

beforeAll(() => {
  installDomPolyfills();
  // jsdom has no WebGL (like headless Chromium without a GPU): a recording 2D context only.
  const ctx = {
    setTransform: () => undefined,
    // Counts are per drawing: the canvas is drawn first with the points only, again once the
    // countries are loaded.
    clearRect: () => {
      arcs = 0;
      polygons = 0;
    },
    fillRect: () => undefined,
    beginPath: () => undefined,
    moveTo: () => undefined,
    lineTo: () => undefined,
    closePath: () => undefined,
    stroke: () => undefined,
    fill: () => {
      polygons += 1;
    },
    arc: () => {
      arcs += 1;
    },
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(((kind: string) =>
    kind === '2d' ? ctx : null) as unknown as HTMLCanvasElement['getContext']);
});
afterEach(cleanup);

const data = {
  columns: [
    { name: 'latitude', type: 'number' as const },
    { name: 'longitude', type: 'number' as const },
    { name: 'segment', type: 'string' as const },
  ],
  rows: [
    { latitude: 48.85, longitude: 2.35, segment: 'Retail' },
    { latitude: 40.71, longitude: -74, segment: 'B2B' },
    { latitude: 35.68, longitude: 139.69, segment: 'Retail' },
  ],
};
const config = makeConfig({
  type: 'Map',
  layers: [
    {
      column: 'segment',
      colors: [],
      layerInfo: { clustering: false, circleRadius: 3, clusterRadius: 2 },
    },
  ],
});

describe('PointsMap', () => {
  it('falls back to a 2D canvas without WebGL and draws countries and points', async () => {
    renderWithMantine(<PointsMap config={config} data={data} colorScheme="light" title="Stores" />);
    const map = screen.getByTestId('points-map');
    await waitFor(() => expect(map.getAttribute('data-map-renderer')).toBe('canvas'), {
      timeout: 10_000,
    });
    await waitFor(() => expect(polygons).toBeGreaterThan(150)); // world-atlas countries + points
    expect(arcs).toBe(3);
    expect(map.getAttribute('data-map-points')).toBe('3');
    expect(screen.getByRole('img', { name: 'Stores' })).toBeTruthy();
  });

  it('toggles an option from the legend', async () => {
    renderWithMantine(<PointsMap config={config} data={data} colorScheme="dark" title="Stores" />);
    await waitFor(() =>
      expect(screen.getByTestId('points-map').getAttribute('data-map-renderer')).toBe('canvas'),
    );
    arcs = 0;
    const retail = screen.getByRole('button', { name: /Retail/ });
    expect(retail.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(retail);
    expect(retail.getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(arcs).toBe(1));
    expect(screen.getByTestId('points-map').getAttribute('data-map-points')).toBe('1');
  });

  it('lists configured options without rows next to the values of the data', async () => {
    const withColors = makeConfig({
      type: 'Map',
      layers: [
        {
          column: 'segment',
          colors: [
            { option: 'Enterprise', color: '#f59e0b' },
            { option: 'Retail', color: '#22d3ee' },
          ],
          layerInfo: { clustering: false, circleRadius: 4, clusterRadius: 2 },
        },
      ],
    });
    renderWithMantine(
      <PointsMap config={withColors} data={data} colorScheme="light" title="Stores" />,
    );
    const legend = await screen.findByRole('group', { name: 'Legend' });
    const options = [...legend.querySelectorAll('button')].map((b) => b.textContent);
    expect(options).toEqual(['Enterprise', 'Retail', 'B2B']);
  });

  it('says what is missing without location columns', () => {
    renderWithMantine(
      <PointsMap
        config={config}
        data={{ columns: [{ name: 'x', type: 'number' }], rows: [{ x: 1 }] }}
        colorScheme="light"
        title="Stores"
      />,
    );
    expect(screen.getByText('This map needs latitude and longitude columns')).toBeTruthy();
  });
});
