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
const withCustomers = 'FROM orders o JOIN customers c ON c.customer_id = o.customer_id';

/** One series: column, aggregation, label (a stat card's is its name) and colour. */
type Measure = [column: string, aggregation: string, label?: string, color?: string];

/**
 * One chart of a role dashboard, as a row of the tables below:
 * - `stat`: a small number card of the top row (3 rows high at `y` 0), with `unit` as its
 *   prefix ('$') or suffix (' s', '%');
 * - `Bar List` / `Donut Chart`: one measure by the `x` column, a bar list optionally its `top` N;
 * - `Stacked Bar`: one measure over time (`x` bucketed by `by`), stacked by `segment`;
 * - `Grouped Bar` / `Area Line`: measures over time (`x` bucketed by `by`).
 */
interface RoleChartRow {
  kind: 'stat' | 'Bar List' | 'Donut Chart' | 'Stacked Bar' | 'Grouped Bar' | 'Area Line';
  key: string;
  name: string;
  /** x, y, w, h on the 8-column grid (a stat card: x, w). */
  at: number[];
  sql: string;
  y: Measure[];
  x?: string;
  /** Date bucketing of `x`: [label, bucketing]. */
  by?: [label: string, bucketing: string];
  segment?: string;
  top?: number;
  unit?: { prefix: string } | { suffix: string };
}

/** The one builder of the role dashboards' charts (see RoleChartRow). */
function roleChart(row: RoleChartRow): DemoChart {
  const [x = 0, y = 0, w = 4, h = 8] = row.kind === 'stat' ? [row.at[0], 0, row.at[1], 3] : row.at;
  const yAxis = row.y.map(([column, aggregation, label = row.name, color]) =>
    series(column, aggregation, label, color),
  );
  const xAxis = row.by
    ? { column: row.x, format: { label: row.by[0], bucketing: row.by[1] } }
    : { column: row.x };
  const common = { title: row.name };
  let chartConfig: Record<string, unknown>;
  if (row.kind === 'stat') {
    chartConfig = {
      type: 'Stat Card',
      ...common,
      titleSize: 'small',
      yAxis,
      ...(row.unit ? { formatConfig: formatOf(row.unit) } : {}),
    };
  } else if (row.kind === 'Bar List' || row.kind === 'Donut Chart') {
    chartConfig = {
      type: row.kind,
      ...common,
      xAxis,
      yAxis,
      ...(row.top ? { advanced: { generic: { limit: row.top } } } : {}),
    };
  } else if (row.kind === 'Stacked Bar') {
    const segmentConfig = { segmentSeries: true, segmentBy: row.segment };
    chartConfig = {
      type: row.kind,
      ...common,
      xAxis,
      yAxis: yAxis.map((s) => ({ ...s, segmentConfig })),
      layout: 'vertical',
    };
  } else {
    chartConfig = {
      type: row.kind,
      ...common,
      xAxis,
      yAxis,
      ...(row.kind === 'Grouped Bar' ? { layout: 'vertical' } : {}),
    };
  }
  return { key: row.key, name: row.name, layout: { x, y, w, h }, query: row.sql, chartConfig };
}

function formatOf(unit: NonNullable<RoleChartRow['unit']>) {
  return 'prefix' in unit ? { formatPrefix: unit.prefix } : { formatSuffix: unit.suffix };
}

const usd = { prefix: '$' };
const month: [string, string] = ['Month', 'month'];
const quarter: [string, string] = ['Quarter', 'quarter'];

// prettier-ignore
const finance: RoleChartRow[] = [
  { kind: 'stat', key: 'cfo-net-revenue', name: 'Net revenue', at: [0, 2], sql: `SELECT o.amount FROM orders o ${completed}`, y: [['amount', 'Sum']], unit: usd },
  { kind: 'stat', key: 'cfo-discounts', name: 'Discounts given', at: [2, 2], sql: `SELECT p.price * o.quantity - o.amount AS discount_value ${withProducts} ${completed}`, y: [['discount_value', 'Sum']], unit: usd },
  { kind: 'stat', key: 'cfo-refunds', name: 'Refunded revenue', at: [4, 2], sql: "SELECT o.amount FROM orders o WHERE o.status = 'refunded'", y: [['amount', 'Sum']], unit: usd },
  { kind: 'stat', key: 'cfo-average-discount', name: 'Average discount rate', at: [6, 2], sql: `SELECT o.discount * 100 AS discount_pct FROM orders o ${completed}`, y: [['discount_pct', 'Average']], unit: { suffix: '%' } },
  { kind: 'Grouped Bar', key: 'cfo-gross-net', name: 'Gross and net revenue by quarter', at: [0, 3, 5, 8], sql: `SELECT o.created_at, p.price * o.quantity AS gross, o.amount AS net ${withProducts} ${completed}`, x: 'created_at', by: quarter, y: [['gross', 'Sum', 'Gross (list price)', '#94a3b8'], ['net', 'Sum', 'Net (after discounts)', '#7C3AED']] },
  { kind: 'Donut Chart', key: 'cfo-status', name: 'Revenue by order outcome', at: [5, 3, 3, 8], sql: 'SELECT o.status, o.amount FROM orders o', x: 'status', y: [['amount', 'Sum', 'Revenue']] },
  { kind: 'Area Line', key: 'cfo-monthly', name: 'Net revenue by month', at: [0, 11, 8, 8], sql: `SELECT o.created_at, o.amount FROM orders o ${completed}`, x: 'created_at', by: month, y: [['amount', 'Sum', 'Net revenue', '#7C3AED']] },
];

// prettier-ignore
const marketing: RoleChartRow[] = [
  { kind: 'stat', key: 'marketing-sessions', name: 'Web sessions', at: [0, 2], sql: 'SELECT session_id FROM web_events', y: [['session_id', 'Distinct count']] },
  { kind: 'stat', key: 'marketing-signups', name: 'Sign-ups', at: [2, 2], sql: "SELECT event_id FROM web_events WHERE event_type = 'signup'", y: [['event_id', 'Count']] },
  { kind: 'stat', key: 'marketing-purchases', name: 'Web purchases', at: [4, 2], sql: "SELECT event_id FROM web_events WHERE event_type = 'purchase'", y: [['event_id', 'Count']] },
  { kind: 'stat', key: 'marketing-session-length', name: 'Average event duration', at: [6, 2], sql: 'SELECT duration_s FROM web_events', y: [['duration_s', 'Average']], unit: { suffix: ' s' } },
  { kind: 'Stacked Bar', key: 'marketing-channel-trend', name: 'Orders by channel and month', at: [0, 3, 5, 8], sql: 'SELECT o.order_id, o.created_at, o.channel FROM orders o', x: 'created_at', by: month, y: [['order_id', 'Count', 'Orders']], segment: 'channel' },
  { kind: 'Donut Chart', key: 'marketing-channel-share', name: 'Revenue share by channel', at: [5, 3, 3, 8], sql: `SELECT o.channel, o.amount FROM orders o ${completed}`, x: 'channel', y: [['amount', 'Sum', 'Revenue']] },
  { kind: 'Bar List', key: 'marketing-funnel', name: 'Web events by type', at: [0, 11, 4, 8], sql: 'SELECT event_type, event_id FROM web_events', x: 'event_type', y: [['event_id', 'Count', 'Events']] },
  { kind: 'Bar List', key: 'marketing-pages', name: 'Top landing pages', at: [4, 11, 4, 8], sql: "SELECT page, session_id FROM web_events WHERE event_type = 'page_view'", x: 'page', y: [['session_id', 'Distinct count', 'Sessions']], top: 10 },
];

// prettier-ignore
const sales: RoleChartRow[] = [
  { kind: 'stat', key: 'sales-bookings', name: 'Bookings', at: [0, 3], sql: `SELECT o.amount FROM orders o ${completed}`, y: [['amount', 'Sum']], unit: usd },
  { kind: 'stat', key: 'sales-deals', name: 'Completed orders', at: [3, 2], sql: `SELECT o.order_id FROM orders o ${completed}`, y: [['order_id', 'Count']] },
  { kind: 'stat', key: 'sales-deal-size', name: 'Average deal size', at: [5, 3], sql: `SELECT o.amount FROM orders o ${completed}`, y: [['amount', 'Average']], unit: usd },
  { kind: 'Bar List', key: 'sales-regions', name: 'Bookings by country', at: [0, 3, 4, 9], sql: `SELECT o.country, o.amount FROM orders o ${completed}`, x: 'country', y: [['amount', 'Sum', 'Bookings']], top: 10 },
  { kind: 'Bar List', key: 'sales-top-customers', name: 'Top customers', at: [4, 3, 4, 9], sql: `SELECT c.name AS customer, o.amount ${withCustomers} ${completed}`, x: 'customer', y: [['amount', 'Sum', 'Bookings']], top: 10 },
  { kind: 'Stacked Bar', key: 'sales-segments', name: 'Bookings by customer segment and quarter', at: [0, 12, 8, 8], sql: `SELECT o.created_at, c.segment, o.amount ${withCustomers} ${completed}`, x: 'created_at', by: quarter, y: [['amount', 'Sum', 'Bookings']], segment: 'segment' },
];

// prettier-ignore
const product: RoleChartRow[] = [
  { kind: 'stat', key: 'product-units', name: 'Units sold', at: [0, 3], sql: `SELECT o.quantity FROM orders o ${completed}`, y: [['quantity', 'Sum']] },
  { kind: 'stat', key: 'product-catalogue', name: 'Products sold', at: [3, 2], sql: `SELECT o.product_id FROM orders o ${completed}`, y: [['product_id', 'Distinct count']] },
  { kind: 'stat', key: 'product-basket', name: 'Average units per order', at: [5, 3], sql: `SELECT o.quantity FROM orders o ${completed}`, y: [['quantity', 'Average']] },
  { kind: 'Stacked Bar', key: 'product-categories', name: 'Units by category and month', at: [0, 3, 5, 8], sql: `SELECT p.category, o.quantity, o.created_at ${withProducts} ${completed}`, x: 'created_at', by: month, y: [['quantity', 'Sum', 'Units']], segment: 'category' },
  { kind: 'Donut Chart', key: 'product-category-revenue', name: 'Net revenue by category', at: [5, 3, 3, 8], sql: `SELECT p.category, o.amount ${withProducts} ${completed}`, x: 'category', y: [['amount', 'Sum', 'Net revenue']] },
  { kind: 'Bar List', key: 'product-best-sellers', name: 'Best-selling products', at: [0, 11, 4, 9], sql: `SELECT p.name AS product, o.quantity ${withProducts} ${completed}`, x: 'product', y: [['quantity', 'Sum', 'Units']], top: 10 },
  { kind: 'Bar List', key: 'product-returns', name: 'Refund rate by category', at: [4, 11, 4, 9], sql: `SELECT p.category, CASE WHEN o.status = 'refunded' THEN 100.0 ELSE 0 END AS refunded_pct ${withProducts} WHERE o.status IN ('completed', 'refunded')`, x: 'category', y: [['refunded_pct', 'Average', 'Refund rate (%)', '#f59e0b']] },
];

export const DEMO_ROLE_DASHBOARDS: readonly DemoRoleDashboard[] = [
  { role: 'cfo', name: 'Your finance dashboard', charts: finance.map(roleChart) },
  {
    role: 'marketing',
    name: 'Your marketing operations dashboard',
    charts: marketing.map(roleChart),
  },
  { role: 'sales', name: 'Your sales dashboard', charts: sales.map(roleChart) },
  { role: 'product', name: 'Your product dashboard', charts: product.map(roleChart) },
];
