import type { ChartConfigClassic, OutputColumn } from '@chartroom/core';
import { describe, expect, it } from 'vitest';
import { chartConfigReducer, initialConfigState } from './chart-config-reducer';
import {
  colorAllOptions,
  LAYER_MESSAGES,
  layerLimitMessage,
  layerOptions,
  newLayer,
  optionColor,
  setOptionColor,
} from './map-layers';

const COLUMNS: OutputColumn[] = [
  { columnName: 'latitude', type: 'number' },
  { columnName: 'segment', type: 'string' },
];

const withLayers = (type: ChartConfigClassic['type'], count: number) =>
  initialConfigState({
    type,
    yAxis: [],
    layers: Array.from({ length: count }, () => newLayer(COLUMNS)),
  });

describe('map layers', () => {
  it('a new layer takes the first string column and the spec defaults', () => {
    expect(newLayer(COLUMNS)).toEqual({
      column: 'segment',
      colors: [],
      layerInfo: { clustering: false, circleRadius: 10, clusterRadius: 2 },
    });
  });

  it("refuses a 21st layer with 'No more than 20 layer supported'", () => {
    const state = chartConfigReducer(withLayers('Map', 20), { type: 'addLayer', columns: COLUMNS });
    expect(state.config.layers).toHaveLength(20);
    expect(state.notice).toBe(LAYER_MESSAGES.maxLayers);
    expect(state.notice).toBe('No more than 20 layer supported');
    const ok = chartConfigReducer(withLayers('Map', 19), { type: 'addLayer', columns: COLUMNS });
    expect(ok.config.layers).toHaveLength(20);
    expect(ok.notice).toBeNull();
  });

  it('allows a Scatter Plot only 1 layer, and trims to 1 when switching to it', () => {
    expect(layerLimitMessage(withLayers('Scatter Plot', 1).config)).toBe(
      LAYER_MESSAGES.maxScatterLayers,
    );
    expect(layerLimitMessage(withLayers('Scatter Plot', 0).config)).toBeNull();
    const switched = chartConfigReducer(withLayers('Map', 3), {
      type: 'setChartType',
      chartType: 'Scatter Plot',
      columns: COLUMNS,
    });
    expect(switched.config.layers).toHaveLength(1);
  });

  it('updates and removes layers', () => {
    const start = withLayers('Map', 2);
    const layer = { ...newLayer(COLUMNS), column: 'latitude' };
    const updated = chartConfigReducer(start, { type: 'updateLayer', index: 1, layer });
    expect(updated.config.layers?.[1]?.column).toBe('latitude');
    const removed = chartConfigReducer(updated, { type: 'removeLayer', index: 0 });
    expect(removed.config.layers).toEqual([layer]);
  });

  it('lists distinct option values of the preview rows, in order', () => {
    const rows = [{ s: 'SMB' }, { s: 'Consumer' }, { s: 'SMB' }, { s: null }, { s: '' }, { s: 3 }];
    expect(layerOptions(rows, 's')).toEqual(['SMB', 'Consumer', '3']);
    expect(layerOptions(null, 's')).toEqual([]);
  });

  it('sets, clears and fills option colours', () => {
    const layer = setOptionColor(newLayer(COLUMNS), 'SMB', 'red');
    expect(optionColor(layer, 'SMB')).toBe('red');
    expect(optionColor(setOptionColor(layer, 'SMB', null), 'SMB')).toBeNull();
    const filled = colorAllOptions(layer, ['SMB', 'Consumer']);
    expect(filled.colors).toEqual([
      { option: 'SMB', color: 'red' },
      { option: 'Consumer', color: 'green' },
    ]);
  });
});
