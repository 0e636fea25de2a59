import type { ChartOption } from './options/chart-option';

/**
 * The option an ECharts instance is given: a transparent background (the card paints its own)
 * and, on the instance's first picture, no entry animation: a dashboard is drawn when its last
 * chart is, and ECharts' grow-in (about 1 s) held every chart's `finished` event. Later options
 * (filters, pages, edits) animate from the previous picture as the chart asks.
 */
export function drawOption(option: ChartOption, first: boolean): ChartOption {
  return { backgroundColor: 'transparent', ...option, ...(first ? { animation: false } : {}) };
}
