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

const finance: DemoChart[] = [
  {
    key: 'cfo-net-revenue',
    name: 'Net revenue',
    layout: { x: 0, y: 0, w: 2, h: 3 },
    query: `SELECT o.amount FROM orders o ${completed}`,
    chartConfig: {
      type: 'Stat Card',
      title: 'Net revenue',
      titleSize: 'small',
      yAxis: [series('amount', 'Sum', 'Net revenue')],
      formatConfig: { formatPrefix: '$' },
    },
  },
  {
    key: 'cfo-discounts',
    name: 'Discounts given',
    layout: { x: 2, y: 0, w: 2, h: 3 },
    query: `SELECT p.price * o.quantity - o.amount AS discount_value ${withProducts} ${completed}`,
    chartConfig: {
      type: 'Stat Card',
      title: 'Discounts given',
      titleSize: 'small',
      yAxis: [series('discount_value', 'Sum', 'Discounts given')],
      formatConfig: { formatPrefix: '$' },
    },
  },
  {
    key: 'cfo-refunds',
    name: 'Refunded revenue',
    layout: { x: 4, y: 0, w: 2, h: 3 },
    query: "SELECT o.amount FROM orders o WHERE o.status = 'refunded'",
    chartConfig: {
      type: 'Stat Card',
      title: 'Refunded revenue',
      titleSize: 'small',
      yAxis: [series('amount', 'Sum', 'Refunded revenue')],
      formatConfig: { formatPrefix: '$' },
    },
  },
  {
    key: 'cfo-average-discount',
    name: 'Average discount rate',
    layout: { x: 6, y: 0, w: 2, h: 3 },
    query: `SELECT o.discount * 100 AS discount_pct FROM orders o ${completed}`,
    chartConfig: {
      type: 'Stat Card',
      title: 'Average discount rate',
      titleSize: 'small',
      yAxis: [series('discount_pct', 'Average', 'Average discount rate')],
      formatConfig: { formatSuffix: '%' },
    },
  },
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
  {
    key: 'cfo-status',
    name: 'Revenue by order outcome',
    layout: { x: 5, y: 3, w: 3, h: 8 },
    query: 'SELECT o.status, o.amount FROM orders o',
    chartConfig: {
      type: 'Donut Chart',
      title: 'Revenue by order outcome',
      xAxis: { column: 'status' },
      yAxis: [series('amount', 'Sum', 'Revenue')],
    },
  },
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
  {
    key: 'marketing-sessions',
    name: 'Web sessions',
    layout: { x: 0, y: 0, w: 2, h: 3 },
    query: 'SELECT session_id FROM web_events',
    chartConfig: {
      type: 'Stat Card',
      title: 'Web sessions',
      titleSize: 'small',
      yAxis: [series('session_id', 'Distinct count', 'Web sessions')],
    },
  },
  {
    key: 'marketing-signups',
    name: 'Sign-ups',
    layout: { x: 2, y: 0, w: 2, h: 3 },
    query: "SELECT event_id FROM web_events WHERE event_type = 'signup'",
    chartConfig: {
      type: 'Stat Card',
      title: 'Sign-ups',
      titleSize: 'small',
      yAxis: [series('event_id', 'Count', 'Sign-ups')],
    },
  },
  {
    key: 'marketing-purchases',
    name: 'Web purchases',
    layout: { x: 4, y: 0, w: 2, h: 3 },
    query: "SELECT event_id FROM web_events WHERE event_type = 'purchase'",
    chartConfig: {
      type: 'Stat Card',
      title: 'Web purchases',
      titleSize: 'small',
      yAxis: [series('event_id', 'Count', 'Web purchases')],
    },
  },
  {
    key: 'marketing-session-length',
    name: 'Average event duration',
    layout: { x: 6, y: 0, w: 2, h: 3 },
    query: 'SELECT duration_s FROM web_events',
    chartConfig: {
      type: 'Stat Card',
      title: 'Average event duration',
      titleSize: 'small',
      yAxis: [series('duration_s', 'Average', 'Average event duration')],
      formatConfig: { formatSuffix: ' s' },
    },
  },
  {
    key: 'marketing-channel-trend',
    name: 'Orders by channel and month',
    layout: { x: 0, y: 3, w: 5, h: 8 },
    query: 'SELECT o.order_id, o.created_at, o.channel FROM orders o',
    chartConfig: {
      type: 'Stacked Bar',
      title: 'Orders by channel and month',
      xAxis: { column: 'created_at', format: { label: 'Month', bucketing: 'month' } },
      yAxis: [
        {
          ...series('order_id', 'Count', 'Orders'),
          segmentConfig: { segmentSeries: true, segmentBy: 'channel' },
        },
      ],
      layout: 'vertical',
    },
  },
  {
    key: 'marketing-channel-share',
    name: 'Revenue share by channel',
    layout: { x: 5, y: 3, w: 3, h: 8 },
    query: `SELECT o.channel, o.amount FROM orders o ${completed}`,
    chartConfig: {
      type: 'Donut Chart',
      title: 'Revenue share by channel',
      xAxis: { column: 'channel' },
      yAxis: [series('amount', 'Sum', 'Revenue')],
    },
  },
  {
    key: 'marketing-funnel',
    name: 'Web events by type',
    layout: { x: 0, y: 11, w: 4, h: 8 },
    query: 'SELECT event_type, event_id FROM web_events',
    chartConfig: {
      type: 'Bar List',
      title: 'Web events by type',
      xAxis: { column: 'event_type' },
      yAxis: [series('event_id', 'Count', 'Events')],
    },
  },
  {
    key: 'marketing-pages',
    name: 'Top landing pages',
    layout: { x: 4, y: 11, w: 4, h: 8 },
    query: "SELECT page, session_id FROM web_events WHERE event_type = 'page_view'",
    chartConfig: {
      type: 'Bar List',
      title: 'Top landing pages',
      xAxis: { column: 'page' },
      yAxis: [series('session_id', 'Distinct count', 'Sessions')],
      advanced: { generic: { limit: 10 } },
    },
  },
];

const sales: DemoChart[] = [
  {
    key: 'sales-bookings',
    name: 'Bookings',
    layout: { x: 0, y: 0, w: 3, h: 3 },
    query: `SELECT o.amount FROM orders o ${completed}`,
    chartConfig: {
      type: 'Stat Card',
      title: 'Bookings',
      titleSize: 'small',
      yAxis: [series('amount', 'Sum', 'Bookings')],
      formatConfig: { formatPrefix: '$' },
    },
  },
  {
    key: 'sales-deals',
    name: 'Completed orders',
    layout: { x: 3, y: 0, w: 2, h: 3 },
    query: `SELECT o.order_id FROM orders o ${completed}`,
    chartConfig: {
      type: 'Stat Card',
      title: 'Completed orders',
      titleSize: 'small',
      yAxis: [series('order_id', 'Count', 'Completed orders')],
    },
  },
  {
    key: 'sales-deal-size',
    name: 'Average deal size',
    layout: { x: 5, y: 0, w: 3, h: 3 },
    query: `SELECT o.amount FROM orders o ${completed}`,
    chartConfig: {
      type: 'Stat Card',
      title: 'Average deal size',
      titleSize: 'small',
      yAxis: [series('amount', 'Average', 'Average deal size')],
      formatConfig: { formatPrefix: '$' },
    },
  },
  {
    key: 'sales-regions',
    name: 'Bookings by country',
    layout: { x: 0, y: 3, w: 4, h: 9 },
    query: `SELECT o.country, o.amount FROM orders o ${completed}`,
    chartConfig: {
      type: 'Bar List',
      title: 'Bookings by country',
      xAxis: { column: 'country' },
      yAxis: [series('amount', 'Sum', 'Bookings')],
      advanced: { generic: { limit: 10 } },
    },
  },
  {
    key: 'sales-top-customers',
    name: 'Top customers',
    layout: { x: 4, y: 3, w: 4, h: 9 },
    query: `SELECT c.name AS customer, o.amount FROM orders o JOIN customers c ON c.customer_id = o.customer_id ${completed}`,
    chartConfig: {
      type: 'Bar List',
      title: 'Top customers',
      xAxis: { column: 'customer' },
      yAxis: [series('amount', 'Sum', 'Bookings')],
      advanced: { generic: { limit: 10 } },
    },
  },
  {
    key: 'sales-segments',
    name: 'Bookings by customer segment and quarter',
    layout: { x: 0, y: 12, w: 8, h: 8 },
    query: `SELECT o.created_at, c.segment, o.amount FROM orders o JOIN customers c ON c.customer_id = o.customer_id ${completed}`,
    chartConfig: {
      type: 'Stacked Bar',
      title: 'Bookings by customer segment and quarter',
      xAxis: { column: 'created_at', format: { label: 'Quarter', bucketing: 'quarter' } },
      yAxis: [
        {
          ...series('amount', 'Sum', 'Bookings'),
          segmentConfig: { segmentSeries: true, segmentBy: 'segment' },
        },
      ],
      layout: 'vertical',
    },
  },
];

const product: DemoChart[] = [
  {
    key: 'product-units',
    name: 'Units sold',
    layout: { x: 0, y: 0, w: 3, h: 3 },
    query: `SELECT o.quantity FROM orders o ${completed}`,
    chartConfig: {
      type: 'Stat Card',
      title: 'Units sold',
      titleSize: 'small',
      yAxis: [series('quantity', 'Sum', 'Units sold')],
    },
  },
  {
    key: 'product-catalogue',
    name: 'Products sold',
    layout: { x: 3, y: 0, w: 2, h: 3 },
    query: `SELECT o.product_id FROM orders o ${completed}`,
    chartConfig: {
      type: 'Stat Card',
      title: 'Products sold',
      titleSize: 'small',
      yAxis: [series('product_id', 'Distinct count', 'Products sold')],
    },
  },
  {
    key: 'product-basket',
    name: 'Average units per order',
    layout: { x: 5, y: 0, w: 3, h: 3 },
    query: `SELECT o.quantity FROM orders o ${completed}`,
    chartConfig: {
      type: 'Stat Card',
      title: 'Average units per order',
      titleSize: 'small',
      yAxis: [series('quantity', 'Average', 'Average units per order')],
    },
  },
  {
    key: 'product-categories',
    name: 'Units by category and month',
    layout: { x: 0, y: 3, w: 5, h: 8 },
    query: `SELECT p.category, o.quantity, o.created_at ${withProducts} ${completed}`,
    chartConfig: {
      type: 'Stacked Bar',
      title: 'Units by category and month',
      xAxis: { column: 'created_at', format: { label: 'Month', bucketing: 'month' } },
      yAxis: [
        {
          ...series('quantity', 'Sum', 'Units'),
          segmentConfig: { segmentSeries: true, segmentBy: 'category' },
        },
      ],
      layout: 'vertical',
    },
  },
  {
    key: 'product-category-revenue',
    name: 'Net revenue by category',
    layout: { x: 5, y: 3, w: 3, h: 8 },
    query: `SELECT p.category, o.amount ${withProducts} ${completed}`,
    chartConfig: {
      type: 'Donut Chart',
      title: 'Net revenue by category',
      xAxis: { column: 'category' },
      yAxis: [series('amount', 'Sum', 'Net revenue')],
    },
  },
  {
    key: 'product-best-sellers',
    name: 'Best-selling products',
    layout: { x: 0, y: 11, w: 4, h: 9 },
    query: `SELECT p.name AS product, o.quantity ${withProducts} ${completed}`,
    chartConfig: {
      type: 'Bar List',
      title: 'Best-selling products',
      xAxis: { column: 'product' },
      yAxis: [series('quantity', 'Sum', 'Units')],
      advanced: { generic: { limit: 10 } },
    },
  },
  {
    key: 'product-returns',
    name: 'Refund rate by category',
    layout: { x: 4, y: 11, w: 4, h: 9 },
    query: `SELECT p.category, CASE WHEN o.status = 'refunded' THEN 100.0 ELSE 0 END AS refunded_pct ${withProducts} WHERE o.status IN ('completed', 'refunded')`,
    chartConfig: {
      type: 'Bar List',
      title: 'Refund rate by category',
      xAxis: { column: 'category' },
      yAxis: [series('refunded_pct', 'Average', 'Refund rate (%)', '#f59e0b')],
    },
  },
];

export const DEMO_ROLE_DASHBOARDS: readonly DemoRoleDashboard[] = [
  { role: 'cfo', name: 'Your finance dashboard', charts: finance },
  { role: 'marketing', name: 'Your marketing operations dashboard', charts: marketing },
  { role: 'sales', name: 'Your sales dashboard', charts: sales },
  { role: 'product', name: 'Your product dashboard', charts: product },
];
