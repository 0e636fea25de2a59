import type { DemoRole } from '@chartroom/core';
import { series, type DemoChart } from './demo-charts';

/**
 * The demo's role dashboards (decision 025): one per role of 'Choose Your Role', each made of
 * classic charts on the demo warehouse that answer what that role asks first. Names start with
 * "Your", so they list after the demo's 'Sales overview'.
 */
export interface DemoRoleDashboard {
  role: DemoRole;
  name: string;
  charts: DemoChart[];
}

const completed = "WHERE o.status = 'completed'";
const withProducts = 'FROM orders o JOIN products p ON p.product_id = o.product_id';

/** A small number card (top row, 3 rows high): one aggregated column, with a prefix or suffix. */
function statCard(
  key: string,
  name: string,
  at: { x: number; w: number },
  query: string,
  [column, aggregation]: [string, string],
  format?: { prefix?: string; suffix?: string },
): DemoChart {
  return {
    key,
    name,
    layout: { x: at.x, y: 0, w: at.w, h: 3 },
    query,
    chartConfig: {
      type: 'Stat Card',
      title: name,
      titleSize: 'small',
      yAxis: [series(column, aggregation, name)],
      ...(format
        ? {
            formatConfig: {
              ...(format.prefix ? { formatPrefix: format.prefix } : {}),
              ...(format.suffix ? { formatSuffix: format.suffix } : {}),
            },
          }
        : {}),
    },
  };
}

/** One measure by a category: a bar list (optionally its top 10) or a donut. */
function byCategory(
  type: 'Bar List' | 'Donut Chart',
  key: string,
  name: string,
  layout: DemoChart['layout'],
  query: string,
  category: string,
  [column, aggregation, label, color]: [string, string, string, string?],
  limit?: number,
): DemoChart {
  return {
    key,
    name,
    layout,
    query,
    chartConfig: {
      type,
      title: name,
      xAxis: { column: category },
      yAxis: [series(column, aggregation, label, color)],
      ...(limit ? { advanced: { generic: { limit } } } : {}),
    },
  };
}

/** One measure over time (bucketed), stacked by a segment column. */
function segmentedOverTime(
  key: string,
  name: string,
  layout: DemoChart['layout'],
  query: string,
  [dateColumn, dateLabel, bucketing]: [string, string, string],
  [column, aggregation, label]: [string, string, string],
  segmentBy: string,
): DemoChart {
  return {
    key,
    name,
    layout,
    query,
    chartConfig: {
      type: 'Stacked Bar',
      title: name,
      xAxis: { column: dateColumn, format: { label: dateLabel, bucketing } },
      yAxis: [
        {
          ...series(column, aggregation, label),
          segmentConfig: { segmentSeries: true, segmentBy },
        },
      ],
      layout: 'vertical',
    },
  };
}

const finance: DemoChart[] = [
  statCard(
    'cfo-net-revenue',
    'Net revenue',
    { x: 0, w: 2 },
    `SELECT o.amount FROM orders o ${completed}`,
    ['amount', 'Sum'],
    { prefix: '$' },
  ),
  statCard(
    'cfo-discounts',
    'Discounts given',
    { x: 2, w: 2 },
    `SELECT p.price * o.quantity - o.amount AS discount_value ${withProducts} ${completed}`,
    ['discount_value', 'Sum'],
    { prefix: '$' },
  ),
  statCard(
    'cfo-refunds',
    'Refunded revenue',
    { x: 4, w: 2 },
    "SELECT o.amount FROM orders o WHERE o.status = 'refunded'",
    ['amount', 'Sum'],
    { prefix: '$' },
  ),
  statCard(
    'cfo-average-discount',
    'Average discount rate',
    { x: 6, w: 2 },
    `SELECT o.discount * 100 AS discount_pct FROM orders o ${completed}`,
    ['discount_pct', 'Average'],
    { suffix: '%' },
  ),
  {
    key: 'cfo-gross-net',
    name: 'Gross and net revenue by quarter',
    layout: { x: 0, y: 3, w: 5, h: 8 },
    query: `SELECT o.created_at, p.price * o.quantity AS gross, o.amount AS net ${withProducts} ${completed}`,
    chartConfig: {
      type: 'Grouped Bar',
      title: 'Gross and net revenue by quarter',
      xAxis: { column: 'created_at', format: { label: 'Quarter', bucketing: 'quarter' } },
      yAxis: [
        series('gross', 'Sum', 'Gross (list price)', '#94a3b8'),
        series('net', 'Sum', 'Net (after discounts)', '#7C3AED'),
      ],
      layout: 'vertical',
    },
  },
  byCategory(
    'Donut Chart',
    'cfo-status',
    'Revenue by order outcome',
    { x: 5, y: 3, w: 3, h: 8 },
    'SELECT o.status, o.amount FROM orders o',
    'status',
    ['amount', 'Sum', 'Revenue'],
  ),
  {
    key: 'cfo-monthly',
    name: 'Net revenue by month',
    layout: { x: 0, y: 11, w: 8, h: 8 },
    query: `SELECT o.created_at, o.amount FROM orders o ${completed}`,
    chartConfig: {
      type: 'Area Line',
      title: 'Net revenue by month',
      xAxis: { column: 'created_at', format: { label: 'Month', bucketing: 'month' } },
      yAxis: [series('amount', 'Sum', 'Net revenue', '#7C3AED')],
    },
  },
];

const marketing: DemoChart[] = [
  statCard(
    'marketing-sessions',
    'Web sessions',
    { x: 0, w: 2 },
    'SELECT session_id FROM web_events',
    ['session_id', 'Distinct count'],
  ),
  statCard(
    'marketing-signups',
    'Sign-ups',
    { x: 2, w: 2 },
    "SELECT event_id FROM web_events WHERE event_type = 'signup'",
    ['event_id', 'Count'],
  ),
  statCard(
    'marketing-purchases',
    'Web purchases',
    { x: 4, w: 2 },
    "SELECT event_id FROM web_events WHERE event_type = 'purchase'",
    ['event_id', 'Count'],
  ),
  statCard(
    'marketing-session-length',
    'Average event duration',
    { x: 6, w: 2 },
    'SELECT duration_s FROM web_events',
    ['duration_s', 'Average'],
    { suffix: ' s' },
  ),
  segmentedOverTime(
    'marketing-channel-trend',
    'Orders by channel and month',
    { x: 0, y: 3, w: 5, h: 8 },
    'SELECT o.order_id, o.created_at, o.channel FROM orders o',
    ['created_at', 'Month', 'month'],
    ['order_id', 'Count', 'Orders'],
    'channel',
  ),
  byCategory(
    'Donut Chart',
    'marketing-channel-share',
    'Revenue share by channel',
    { x: 5, y: 3, w: 3, h: 8 },
    `SELECT o.channel, o.amount FROM orders o ${completed}`,
    'channel',
    ['amount', 'Sum', 'Revenue'],
  ),
  byCategory(
    'Bar List',
    'marketing-funnel',
    'Web events by type',
    { x: 0, y: 11, w: 4, h: 8 },
    'SELECT event_type, event_id FROM web_events',
    'event_type',
    ['event_id', 'Count', 'Events'],
  ),
  byCategory(
    'Bar List',
    'marketing-pages',
    'Top landing pages',
    { x: 4, y: 11, w: 4, h: 8 },
    "SELECT page, session_id FROM web_events WHERE event_type = 'page_view'",
    'page',
    ['session_id', 'Distinct count', 'Sessions'],
    10,
  ),
];

const sales: DemoChart[] = [
  statCard(
    'sales-bookings',
    'Bookings',
    { x: 0, w: 3 },
    `SELECT o.amount FROM orders o ${completed}`,
    ['amount', 'Sum'],
    { prefix: '$' },
  ),
  statCard(
    'sales-deals',
    'Completed orders',
    { x: 3, w: 2 },
    `SELECT o.order_id FROM orders o ${completed}`,
    ['order_id', 'Count'],
  ),
  statCard(
    'sales-deal-size',
    'Average deal size',
    { x: 5, w: 3 },
    `SELECT o.amount FROM orders o ${completed}`,
    ['amount', 'Average'],
    { prefix: '$' },
  ),
  byCategory(
    'Bar List',
    'sales-regions',
    'Bookings by country',
    { x: 0, y: 3, w: 4, h: 9 },
    `SELECT o.country, o.amount FROM orders o ${completed}`,
    'country',
    ['amount', 'Sum', 'Bookings'],
    10,
  ),
  byCategory(
    'Bar List',
    'sales-top-customers',
    'Top customers',
    { x: 4, y: 3, w: 4, h: 9 },
    `SELECT c.name AS customer, o.amount FROM orders o JOIN customers c ON c.customer_id = o.customer_id ${completed}`,
    'customer',
    ['amount', 'Sum', 'Bookings'],
    10,
  ),
  segmentedOverTime(
    'sales-segments',
    'Bookings by customer segment and quarter',
    { x: 0, y: 12, w: 8, h: 8 },
    `SELECT o.created_at, c.segment, o.amount FROM orders o JOIN customers c ON c.customer_id = o.customer_id ${completed}`,
    ['created_at', 'Quarter', 'quarter'],
    ['amount', 'Sum', 'Bookings'],
    'segment',
  ),
];

const product: DemoChart[] = [
  statCard(
    'product-units',
    'Units sold',
    { x: 0, w: 3 },
    `SELECT o.quantity FROM orders o ${completed}`,
    ['quantity', 'Sum'],
  ),
  statCard(
    'product-catalogue',
    'Products sold',
    { x: 3, w: 2 },
    `SELECT o.product_id FROM orders o ${completed}`,
    ['product_id', 'Distinct count'],
  ),
  statCard(
    'product-basket',
    'Average units per order',
    { x: 5, w: 3 },
    `SELECT o.quantity FROM orders o ${completed}`,
    ['quantity', 'Average'],
  ),
  segmentedOverTime(
    'product-categories',
    'Units by category and month',
    { x: 0, y: 3, w: 5, h: 8 },
    `SELECT p.category, o.quantity, o.created_at ${withProducts} ${completed}`,
    ['created_at', 'Month', 'month'],
    ['quantity', 'Sum', 'Units'],
    'category',
  ),
  byCategory(
    'Donut Chart',
    'product-category-revenue',
    'Net revenue by category',
    { x: 5, y: 3, w: 3, h: 8 },
    `SELECT p.category, o.amount ${withProducts} ${completed}`,
    'category',
    ['amount', 'Sum', 'Net revenue'],
  ),
  byCategory(
    'Bar List',
    'product-best-sellers',
    'Best-selling products',
    { x: 0, y: 11, w: 4, h: 9 },
    `SELECT p.name AS product, o.quantity ${withProducts} ${completed}`,
    'product',
    ['quantity', 'Sum', 'Units'],
    10,
  ),
  byCategory(
    'Bar List',
    'product-returns',
    'Refund rate by category',
    { x: 4, y: 11, w: 4, h: 9 },
    `SELECT p.category, CASE WHEN o.status = 'refunded' THEN 100.0 ELSE 0 END AS refunded_pct ${withProducts} WHERE o.status IN ('completed', 'refunded')`,
    'category',
    ['refunded_pct', 'Average', 'Refund rate (%)', '#f59e0b'],
  ),
];

export const DEMO_ROLE_DASHBOARDS: readonly DemoRoleDashboard[] = [
  { role: 'cfo', name: 'Your finance dashboard', charts: finance },
  { role: 'marketing', name: 'Your marketing operations dashboard', charts: marketing },
  { role: 'sales', name: 'Your sales dashboard', charts: sales },
  { role: 'product', name: 'Your product dashboard', charts: product },
];
