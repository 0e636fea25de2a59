import type { ChartData } from '@chartroom/ui';

/** A case of the render bench: a classic chart config and its data, built before timing. */
export interface RenderCase {
  config: Record<string, unknown>;
  data: ChartData;
  /** What "drawn" means: ECharts' `finished` event, or the table's first row / empty text. */
  kind: 'echarts' | 'table';
}

export const LINE_POINTS = 100_000;
export const TABLE_ROWS = 2_000;

const lineConfig = {
  type: 'Line',
  title: 'Line',
  xAxis: { column: 'minute' },
  yAxis: [{ column: 'value', baseAggregationStrategy: 'Sum', format: { label: 'Value' } }],
};

const tableConfig = {
  type: 'Table',
  title: 'Table',
  advanced: {
    table: { enableSorting: true, enableFiltering: false, enableResizing: true, pagination: false },
  },
};

const tableColumns: ChartData['columns'] = [
  { name: 'order_id', type: 'number' },
  { name: 'created_at', type: 'date' },
  { name: 'customer', type: 'string' },
  { name: 'product', type: 'string' },
  { name: 'channel', type: 'string' },
  { name: 'status', type: 'string' },
  { name: 'quantity', type: 'number' },
  { name: 'amount', type: 'number' },
];

function lineRows(n: number): ChartData['rows'] {
  const start = Date.UTC(2026, 0, 1);
  const rows: ChartData['rows'] = [];
  let v = 1000;
  for (let i = 0; i < n; i++) {
    v += Math.sin(i / 500) * 3 + ((i * 7919) % 13) - 6;
    rows.push({ minute: new Date(start + i * 60_000).toISOString(), value: Math.round(v) });
  }
  return rows;
}

function tableRows(n: number): ChartData['rows'] {
  const channels = ['Web', 'Mobile', 'Partner', 'Retail'];
  const statuses = ['completed', 'pending', 'cancelled', 'refunded'];
  const rows: ChartData['rows'] = [];
  for (let i = 0; i < n; i++) {
    rows.push({
      order_id: 100_000 + i,
      created_at: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
      customer: `Customer ${i % 397}`,
      product: `Product ${i % 53}`,
      channel: channels[i % 4] ?? 'Web',
      status: statuses[(i * 7) % 4] ?? 'completed',
      quantity: 1 + (i % 5),
      amount: Math.round(((i * 7919) % 50_000) + 999) / 100,
    });
  }
  return rows;
}

/** The four cases; `-empty` ones are the same page with no rows (the baseline). */
export function buildCase(name: string): RenderCase | null {
  switch (name) {
    case 'line':
      return {
        kind: 'echarts',
        config: lineConfig,
        data: {
          columns: [
            { name: 'minute', type: 'date' },
            { name: 'value', type: 'number' },
          ],
          rows: lineRows(LINE_POINTS),
        },
      };
    case 'line-empty':
      return {
        kind: 'echarts',
        config: lineConfig,
        data: {
          columns: [
            { name: 'minute', type: 'date' },
            { name: 'value', type: 'number' },
          ],
          rows: [],
        },
      };
    case 'table':
      return {
        kind: 'table',
        config: tableConfig,
        data: { columns: tableColumns, rows: tableRows(TABLE_ROWS) },
      };
    case 'table-empty':
      return { kind: 'table', config: tableConfig, data: { columns: tableColumns, rows: [] } };
    default:
      return null;
  }
}
