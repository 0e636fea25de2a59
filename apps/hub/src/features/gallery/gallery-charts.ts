/**
 * The developer gallery (issue 4 "Tests and figures"): one unsaved chart per classic and per v2
 * chart type over the demo warehouse (orders, customers, products, web_events). Each is sent to
 * `POST /query/chart-data` as `{ chart: { config, connection } }`, the way the builder previews.
 */
export interface GalleryChart {
  /** The chart type: classic (`chartConfig.type`) or v2 (`chartConfigV2.type`). */
  type: string;
  /** Card id suffix when the type's own slug is taken (a second chart of one type). */
  slug?: string;
  /** Data-prep SQL the classic compiler aggregates on top of (v2: the semantic source). */
  query: string;
  /** The classic config, or the v2 config of a v2 chart. */
  chartConfig: Record<string, unknown>;
  /** 'v2' for a semantic (chartConfigV2) chart. */
  configVersion?: 'v1' | 'v2';
  /** Columns of the 12-column gallery grid the card spans. */
  span: 4 | 6 | 8 | 12;
}

/** `Stat Card` → `stat-card`, v2 `kpiCard` → `v2-kpicard`: the card's test id suffix. */
export function gallerySlug(chart: Pick<GalleryChart, 'type' | 'slug' | 'configVersion'>): string {
  if (chart.slug) return chart.slug;
  const base = chart.type
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return chart.configVersion === 'v2' ? `v2-${base}` : base;
}

/** The chart document `POST /query/chart-data` takes for an unsaved chart. */
export function galleryDocument(chart: GalleryChart): Record<string, unknown> {
  const v2 = chart.configVersion === 'v2';
  return {
    type: chart.type,
    dataPrep: {
      query: chart.query,
      rawTableNames: [],
      rawTables: [],
      outputColumns: [],
      steps: [],
    },
    ...(v2 ? { chartConfigV2: chart.chartConfig } : { chartConfig: chart.chartConfig }),
    filters: [],
  };
}

/** Text charts draw their rich text and fetch nothing (as on a dashboard). */
export function galleryNeedsData(chart: GalleryChart): boolean {
  return chart.type !== 'Text';
}

/** KPI cards get a shorter card. */
export function isKpiChart(chart: GalleryChart): boolean {
  return ['Stat Card', 'KPI card', 'kpiCard'].includes(chart.type);
}

const series = (column: string, aggregation: string, label: string, color?: string) => ({
  column,
  baseAggregationStrategy: aggregation,
  format: { label },
  ...(color ? { color } : {}),
});

const month = (column: string) => ({ column, format: { label: 'Month', bucketing: 'month' } });
const week = (column: string) => ({ column, format: { label: 'Week', bucketing: 'week' } });

/** Orders of the last twelve months (time series stay readable). */
const recentOrders = `SELECT order_id, created_at, amount, quantity, customer_id, channel, status
FROM orders WHERE created_at >= date_trunc('month', current_date - INTERVAL 11 MONTH)`;
const recentEvents = `SELECT occurred_at, session_id, device, event_type
FROM web_events WHERE occurred_at >= current_date - INTERVAL 16 WEEK`;
const ordersByProduct = `SELECT p.name AS product, p.category, o.amount, o.quantity, o.created_at
FROM orders o JOIN products p ON p.product_id = o.product_id WHERE o.status = 'completed'`;

const measure = (name: string, field: string, aggregation: string) => ({
  name,
  field,
  aggregation,
});
const dimension = (name: string, field: string, type: string, bucketing?: string) => ({
  name,
  field,
  type,
  ...(bucketing ? { bucketing } : {}),
});

/** One v2 (semantic) chart per v2 type: dimensions and measures over a source query. */
function v2GalleryCharts(): GalleryChart[] {
  const v2 = (
    type: string,
    span: GalleryChart['span'],
    query: string,
    config: Record<string, unknown>,
  ): GalleryChart => ({ type, span, query, configVersion: 'v2', chartConfig: { type, ...config } });
  return [
    v2('table', 12, ordersByProduct, {
      title: 'v2 table — revenue by category',
      dimensions: [dimension('Category', 'category', 'string')],
      measures: [measure('Revenue', 'amount', 'sum'), measure('Units', 'quantity', 'sum')],
    }),
    v2('kpiCard', 4, `SELECT amount, created_at FROM orders WHERE status = 'completed'`, {
      title: 'v2 kpiCard — average order',
      measures: [measure('Average order', 'amount', 'avg')],
    }),
    v2('pie', 4, 'SELECT device, session_id FROM web_events', {
      title: 'v2 pie — events by device',
      dimensions: [dimension('Device', 'device', 'string')],
      measures: [measure('Events', 'session_id', 'count')],
    }),
    v2('donut', 4, recentOrders, {
      title: 'v2 donut — orders by status',
      dimensions: [dimension('Status', 'status', 'string')],
      measures: [measure('Orders', 'order_id', 'count')],
    }),
    v2('bar', 6, recentOrders, {
      title: 'v2 bar — revenue and units by channel',
      dimensions: [dimension('Channel', 'channel', 'string')],
      measures: [measure('Revenue', 'amount', 'sum'), measure('Units', 'quantity', 'sum')],
      settings: { legendPosition: 'Top', colors: ['violet', 'cyan'] },
    }),
    v2('line', 6, recentOrders, {
      title: 'v2 line — orders by month and channel',
      dimensions: [
        dimension('Month', 'created_at', 'date', 'month'),
        dimension('Channel', 'channel', 'string'),
      ],
      measures: [measure('Orders', 'order_id', 'count')],
      settings: { legendPosition: 'Bottom' },
    }),
    v2('area', 6, recentEvents, {
      title: 'v2 area — sessions by week and device (stacked)',
      dimensions: [
        dimension('Week', 'occurred_at', 'date', 'week'),
        dimension('Device', 'device', 'string'),
      ],
      measures: [measure('Sessions', 'session_id', 'distinct_count')],
      settings: { stacking: true, legendPosition: 'Top' },
    }),
    v2(
      'scatter',
      6,
      `SELECT p.name AS product, p.price, o.quantity
FROM orders o JOIN products p ON p.product_id = o.product_id`,
      {
        title: 'v2 scatter — price against units per product',
        dimensions: [dimension('Product', 'product', 'string')],
        measures: [measure('Price', 'price', 'avg'), measure('Units', 'quantity', 'sum')],
        settings: { colors: ['emerald'] },
      },
    ),
  ];
}

export const galleryCharts: GalleryChart[] = [
  {
    type: 'Table',
    span: 12,
    query: `SELECT o.order_id, o.created_at, c.name AS customer, p.name AS product, o.channel,
  o.status, o.quantity, o.amount
FROM orders o JOIN customers c ON c.customer_id = o.customer_id
JOIN products p ON p.product_id = o.product_id`,
    chartConfig: {
      type: 'Table',
      title: 'Table — recent orders',
      orderBy: { column: 'created_at', direction: 'descending' },
      advanced: {
        table: {
          enableSorting: true,
          enableFiltering: false,
          enableResizing: true,
          pagination: true,
        },
      },
    },
  },
  {
    type: 'Text',
    span: 4,
    query: 'SELECT 1 AS one',
    chartConfig: {
      type: 'Text',
      title: 'Text — release notes',
      richText:
        '<h3>Chartroom gallery</h3><p>Every <strong>chart type</strong> on the demo warehouse, drawn by <em>ChartViewer</em>.</p><ul><li>orders</li><li>customers</li><li>products</li><li>web_events</li></ul>',
    },
  },
  {
    type: 'Stat Card',
    span: 4,
    query: `SELECT amount, created_at FROM orders WHERE status = 'completed'`,
    chartConfig: {
      type: 'Stat Card',
      title: 'Revenue',
      yAxis: [series('amount', 'Sum', 'Revenue')],
      formatConfig: { formatPrefix: '$' },
    },
  },
  {
    type: 'KPI card',
    span: 4,
    query: 'SELECT order_id, created_at FROM orders',
    chartConfig: {
      type: 'KPI card',
      title: 'Orders',
      yAxis: [series('order_id', 'Count', 'Orders')],
    },
  },
  {
    type: 'Donut Chart',
    span: 4,
    query: ordersByProduct,
    chartConfig: {
      type: 'Donut Chart',
      title: 'Donut Chart — revenue by category',
      xAxis: { column: 'category' },
      yAxis: [series('amount', 'Sum', 'Revenue')],
    },
  },
  {
    type: 'Pie Chart',
    span: 4,
    query: 'SELECT device, session_id FROM web_events',
    chartConfig: {
      type: 'Pie Chart',
      title: 'Pie Chart — sessions by device',
      xAxis: { column: 'device' },
      yAxis: [series('session_id', 'Distinct count', 'Sessions')],
    },
  },
  {
    type: 'Bar List',
    span: 4,
    query: ordersByProduct,
    chartConfig: {
      type: 'Bar List',
      title: 'Bar List — top products',
      xAxis: { column: 'product' },
      yAxis: [series('amount', 'Sum', 'Revenue')],
      advanced: { generic: { limit: 10 } },
    },
  },
  {
    type: 'Map',
    span: 6,
    query: 'SELECT name, city, country, segment, latitude, longitude FROM customers',
    chartConfig: {
      type: 'Map',
      title: 'Map — customers by segment',
      layers: [
        {
          column: 'segment',
          colors: [
            { option: 'Consumer', color: '#22d3ee' },
            { option: 'SMB', color: '#a78bfa' },
            { option: 'Enterprise', color: '#f59e0b' },
            { option: 'Public Sector', color: '#10b981' },
          ],
          layerInfo: { clustering: false, circleRadius: 4, clusterRadius: 2 },
        },
      ],
    },
  },
  {
    type: 'Scatter Plot',
    span: 6,
    query: `SELECT p.name AS product, p.price, o.quantity
FROM orders o JOIN products p ON p.product_id = o.product_id`,
    chartConfig: {
      type: 'Scatter Plot',
      title: 'Scatter Plot — units per order by unit price',
      xAxis: { column: 'price', format: { label: 'Unit price' } },
      yAxis: [series('quantity', 'Average', 'Units per order', '#f59e0b')],
    },
  },
  {
    type: 'Grouped Bar',
    span: 6,
    query: recentOrders,
    chartConfig: {
      type: 'Grouped Bar',
      title: 'Grouped Bar — orders and units by channel',
      xAxis: { column: 'channel' },
      yAxis: [
        series('order_id', 'Count', 'Orders', '#7C3AED'),
        series('quantity', 'Sum', 'Units', '#22d3ee'),
      ],
      layout: 'vertical',
    },
  },
  {
    type: 'Stacked Bar',
    span: 6,
    query: recentOrders,
    chartConfig: {
      type: 'Stacked Bar',
      title: 'Stacked Bar — orders by status',
      xAxis: month('created_at'),
      yAxis: [
        {
          ...series('order_id', 'Count', 'Orders'),
          segmentConfig: { segmentSeries: true, segmentBy: 'status' },
        },
      ],
      layout: 'vertical',
    },
  },
  {
    type: 'Combo Chart',
    span: 6,
    query: recentOrders,
    chartConfig: {
      type: 'Combo Chart',
      title: 'Combo Chart — revenue (bars) and orders (line)',
      xAxis: month('created_at'),
      yAxis: [
        { ...series('amount', 'Sum', 'Revenue', '#7C3AED'), typeOverride: 'Bar' },
        { ...series('order_id', 'Count', 'Orders', '#f59e0b'), typeOverride: 'Line' },
      ],
    },
  },
  {
    type: 'Line',
    span: 6,
    query: `${recentOrders} AND status = 'completed'`,
    chartConfig: {
      type: 'Line',
      title: 'Line — revenue by month',
      xAxis: month('created_at'),
      yAxis: [series('amount', 'Sum', 'Revenue', '#7C3AED')],
      formatConfig: { formatPrefix: '$' },
      layout: 'vertical',
    },
  },
  {
    type: 'Area Line',
    span: 6,
    query: recentEvents,
    chartConfig: {
      type: 'Area Line',
      title: 'Area Line — web sessions by week',
      xAxis: week('occurred_at'),
      yAxis: [series('session_id', 'Distinct count', 'Sessions', '#06b6d4')],
    },
  },
  {
    type: 'Advanced Line',
    span: 6,
    query: recentOrders,
    chartConfig: {
      type: 'Advanced Line',
      title: 'Advanced Line — orders by channel',
      xAxis: month('created_at'),
      yAxis: [
        {
          ...series('order_id', 'Count', 'Orders'),
          segmentConfig: { segmentSeries: true, segmentBy: 'channel' },
        },
      ],
    },
  },
  {
    type: 'Bar',
    span: 6,
    query: ordersByProduct,
    chartConfig: {
      type: 'Bar',
      title: 'Bar — revenue by category',
      xAxis: { column: 'category' },
      yAxis: [series('amount', 'Sum', 'Revenue', '#7C3AED')],
      formatConfig: { formatPrefix: '$' },
      layout: 'vertical',
    },
  },
  {
    type: 'Area',
    span: 6,
    query: `${recentOrders} AND status = 'completed'`,
    chartConfig: {
      type: 'Area',
      title: 'Area — average order value by month',
      xAxis: month('created_at'),
      yAxis: [series('amount', 'Average', 'Average order value', '#10b981')],
      formatConfig: { formatPrefix: '$' },
    },
  },
  {
    type: 'Stacked Area',
    span: 12,
    query: recentEvents,
    chartConfig: {
      type: 'Stacked Area',
      title: 'Stacked Area — sessions by device',
      xAxis: week('occurred_at'),
      yAxis: [
        {
          ...series('session_id', 'Distinct count', 'Sessions'),
          segmentConfig: { segmentSeries: true, segmentBy: 'device' },
        },
      ],
    },
  },
  {
    type: 'Heat Map',
    span: 12,
    query: `SELECT strftime(created_at, '%u %a') AS weekday, hour(created_at) AS hour, order_id
FROM orders`,
    chartConfig: {
      type: 'Heat Map',
      title: 'Heat Map — orders by weekday and hour',
      xAxis: { column: 'hour', format: { label: 'Hour' } },
      yAxis: [
        {
          ...series('order_id', 'Count', 'Orders'),
          segmentConfig: { segmentSeries: true, segmentBy: 'weekday' },
        },
      ],
      advanced: { heatmap: { pageOn: 24 } },
    },
  },
  {
    type: 'Stacked Bar',
    slug: 'segment-pager',
    span: 12,
    query: ordersByProduct,
    chartConfig: {
      type: 'Stacked Bar',
      title: 'Stacked Bar — revenue by product (segments in pages of 20)',
      xAxis: { column: 'category' },
      yAxis: [
        {
          ...series('amount', 'Sum', 'Revenue'),
          segmentConfig: { segmentSeries: true, segmentBy: 'product' },
        },
      ],
      formatConfig: { formatPrefix: '$' },
      layout: 'horizontal',
    },
  },
  ...v2GalleryCharts(),
];
