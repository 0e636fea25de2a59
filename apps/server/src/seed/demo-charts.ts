/**
 * The demo dashboard's charts: classic charts whose data-prep SQL reads the demo warehouse
 * (see demo-dataset.ts) and whose chart config aggregates on top.
 */
export interface DemoChart {
  key: string;
  name: string;
  layout: { x: number; y: number; w: number; h: number };
  /** Output column the dashboard's date filter applies to (none: not date-filtered). */
  dateColumn?: string;
  /** Whether the channel filter applies (the prep outputs `channel`). */
  channel?: boolean;
  query: string;
  chartConfig: Record<string, unknown>;
}

export const series = (column: string, aggregation: string, label: string, color?: string) => ({
  column,
  baseAggregationStrategy: aggregation,
  format: { label },
  ...(color ? { color } : {}),
});

const ordersBase =
  'SELECT order_id, created_at, amount, quantity, customer_id, channel, status FROM orders';

export const demoCharts: DemoChart[] = [
  {
    key: 'revenue',
    name: 'Revenue',
    layout: { x: 0, y: 0, w: 2, h: 3 },
    dateColumn: 'created_at',
    channel: true,
    query: `${ordersBase} WHERE status = 'completed'`,
    chartConfig: {
      type: 'Stat Card',
      title: 'Revenue',
      titleSize: 'small',
      yAxis: [series('amount', 'Sum', 'Revenue')],
      formatConfig: { formatPrefix: '$' },
    },
  },
  {
    key: 'orders',
    name: 'Orders',
    layout: { x: 2, y: 0, w: 2, h: 3 },
    dateColumn: 'created_at',
    channel: true,
    query: ordersBase,
    chartConfig: {
      type: 'Stat Card',
      title: 'Orders',
      titleSize: 'small',
      yAxis: [series('order_id', 'Count', 'Orders')],
    },
  },
  {
    key: 'aov',
    name: 'Average order value',
    layout: { x: 4, y: 0, w: 2, h: 3 },
    dateColumn: 'created_at',
    channel: true,
    query: `${ordersBase} WHERE status = 'completed'`,
    chartConfig: {
      type: 'Stat Card',
      title: 'Average order value',
      titleSize: 'small',
      yAxis: [series('amount', 'Average', 'Average order value')],
      formatConfig: { formatPrefix: '$' },
    },
  },
  {
    key: 'customers',
    name: 'Active customers',
    layout: { x: 6, y: 0, w: 2, h: 3 },
    dateColumn: 'created_at',
    channel: true,
    query: ordersBase,
    chartConfig: {
      type: 'Stat Card',
      title: 'Active customers',
      titleSize: 'small',
      yAxis: [series('customer_id', 'Distinct count', 'Active customers')],
    },
  },
  {
    key: 'revenue-trend',
    name: 'Revenue by month',
    layout: { x: 0, y: 3, w: 5, h: 8 },
    dateColumn: 'created_at',
    channel: true,
    query: `${ordersBase} WHERE status = 'completed'`,
    chartConfig: {
      type: 'Line',
      title: 'Revenue by month',
      xAxis: { column: 'created_at', format: { label: 'Month', bucketing: 'month' } },
      yAxis: [series('amount', 'Sum', 'Revenue', '#7C3AED')],
      layout: 'vertical',
    },
  },
  {
    key: 'category',
    name: 'Revenue by category',
    layout: { x: 5, y: 3, w: 3, h: 8 },
    dateColumn: 'created_at',
    channel: true,
    query:
      "SELECT p.category, o.amount, o.created_at, o.channel FROM orders o JOIN products p ON p.product_id = o.product_id WHERE o.status = 'completed'",
    chartConfig: {
      type: 'Donut Chart',
      title: 'Revenue by category',
      xAxis: { column: 'category' },
      yAxis: [series('amount', 'Sum', 'Revenue')],
    },
  },
  {
    key: 'status',
    name: 'Orders by status',
    layout: { x: 0, y: 11, w: 4, h: 8 },
    dateColumn: 'created_at',
    channel: true,
    query: ordersBase,
    chartConfig: {
      type: 'Stacked Bar',
      title: 'Orders by status',
      xAxis: { column: 'created_at', format: { label: 'Month', bucketing: 'month' } },
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
    key: 'sessions',
    name: 'Web sessions by week',
    layout: { x: 4, y: 11, w: 4, h: 8 },
    dateColumn: 'occurred_at',
    query: 'SELECT occurred_at, session_id, device, page FROM web_events',
    chartConfig: {
      type: 'Area Line',
      title: 'Web sessions by week',
      xAxis: { column: 'occurred_at', format: { label: 'Week', bucketing: 'week' } },
      yAxis: [series('session_id', 'Distinct count', 'Sessions', '#06b6d4')],
    },
  },
  {
    key: 'map',
    name: 'Customers around the world',
    layout: { x: 0, y: 19, w: 4, h: 9 },
    query: 'SELECT name, city, country, segment, latitude, longitude FROM customers',
    chartConfig: {
      type: 'Map',
      title: 'Customers around the world',
      layers: [
        {
          column: 'segment',
          colors: [
            { option: 'Consumer', color: '#22d3ee' },
            { option: 'SMB', color: '#a78bfa' },
            { option: 'Enterprise', color: '#f59e0b' },
          ],
          layerInfo: { clustering: false, circleRadius: 4, clusterRadius: 2 },
        },
      ],
    },
  },
  {
    key: 'heatmap',
    name: 'Orders by weekday and hour',
    layout: { x: 4, y: 19, w: 4, h: 9 },
    dateColumn: 'created_at',
    channel: true,
    query:
      "SELECT strftime(created_at, '%u %a') AS weekday, hour(created_at) AS hour, order_id, created_at, channel FROM orders",
    chartConfig: {
      type: 'Heat Map',
      title: 'Orders by weekday and hour',
      xAxis: { column: 'weekday', format: { label: 'Weekday' } },
      yAxis: [
        {
          ...series('order_id', 'Count', 'Orders'),
          segmentConfig: { segmentSeries: true, segmentBy: 'hour' },
        },
      ],
    },
  },
  {
    key: 'products',
    name: 'Top products',
    layout: { x: 0, y: 28, w: 3, h: 9 },
    dateColumn: 'created_at',
    channel: true,
    query:
      "SELECT p.name AS product, o.amount, o.created_at, o.channel FROM orders o JOIN products p ON p.product_id = o.product_id WHERE o.status = 'completed'",
    chartConfig: {
      type: 'Bar List',
      title: 'Top products',
      xAxis: { column: 'product' },
      yAxis: [series('amount', 'Sum', 'Revenue')],
      advanced: { generic: { limit: 10 } },
    },
  },
  {
    key: 'recent',
    name: 'Recent orders',
    layout: { x: 3, y: 28, w: 5, h: 9 },
    dateColumn: 'created_at',
    channel: true,
    query:
      'SELECT o.order_id, o.created_at, c.name AS customer, p.name AS product, o.channel, o.status, o.quantity, o.amount FROM orders o JOIN customers c ON c.customer_id = o.customer_id JOIN products p ON p.product_id = o.product_id',
    chartConfig: {
      type: 'Table',
      title: 'Recent orders',
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
    key: 'devices',
    name: 'Sessions by device',
    layout: { x: 0, y: 37, w: 3, h: 8 },
    dateColumn: 'occurred_at',
    query: 'SELECT device, session_id, occurred_at FROM web_events',
    chartConfig: {
      type: 'Pie Chart',
      title: 'Sessions by device',
      xAxis: { column: 'device' },
      yAxis: [series('session_id', 'Distinct count', 'Sessions')],
    },
  },
  {
    key: 'channels',
    name: 'Revenue by channel',
    layout: { x: 3, y: 37, w: 5, h: 8 },
    dateColumn: 'created_at',
    channel: true,
    query: `${ordersBase} WHERE status = 'completed'`,
    chartConfig: {
      type: 'Grouped Bar',
      title: 'Revenue by channel',
      xAxis: { column: 'channel' },
      yAxis: [
        series('amount', 'Sum', 'Revenue', '#7C3AED'),
        series('order_id', 'Count', 'Orders', '#22d3ee'),
      ],
      layout: 'vertical',
    },
  },
];
