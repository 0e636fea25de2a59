// The demo dashboard's charts (apps/server/src/seed/demo-charts.ts), each with the SQL a good
// analyst would write by hand for the same answer, on DuckDB and on PostgreSQL.
import { previousPeriod } from '@chartroom/core';

export type EngineKind = 'duckdb' | 'postgres';

/** Wall-clock bounds as the compiler binds them ('YYYY-MM-DD HH:MM:SS.mmm', inclusive). */
export interface Bounds {
  start: string;
  end: string;
}

/** The dashboard's date filter value and the windows it means. */
export interface DateWindow {
  label: string;
  /** The filter value sent to the API: first and last day. */
  days: [string, string];
  current: Bounds;
  previous: Bounds;
}

/** A window of `days` days ending on `lastDay` (YYYY-MM-DD), and its previous period. */
export function lastDays(lastDay: string, days: number): DateWindow {
  const end = new Date(`${lastDay}T23:59:59.999Z`);
  const start = new Date(`${lastDay}T00:00:00.000Z`);
  start.setUTCDate(start.getUTCDate() - (days - 1));
  const prev = previousPeriod(start, end);
  return {
    label: `last ${days} days`,
    days: [start.toISOString().slice(0, 10), lastDay],
    current: { start: wallClock(start), end: wallClock(end) },
    previous: { start: wallClock(prev.start), end: wallClock(prev.end) },
  };
}

function wallClock(d: Date): string {
  return d.toISOString().replace('T', ' ').replace('Z', '');
}

export interface SqlContext {
  engine: EngineKind;
  /** The table's name as this engine's bench data names it. */
  table: (name: string) => string;
  /** The date window, or null for all time. */
  window: DateWindow | null;
}

export interface DemoQuery {
  /** The demo chart's name (its saved name in the demo organisation). */
  chart: string;
  /** Whether the dashboard's date filter applies (and on which output column). */
  dateColumn: string | null;
  /**
   * How answers are compared: 'rows' (same rows, any order), 'count' (same number of rows:
   * ties in ORDER BY … LIMIT, or LIMIT without ORDER BY, pick any of the tied rows).
   */
  compare: 'rows' | 'count';
  /** The hand-written reference SQL. */
  reference: (c: SqlContext) => string;
}

const ts = (value: string) => `TIMESTAMP '${value}'`;
const within = (column: string, b: Bounds) => `${column} BETWEEN ${ts(b.start)} AND ${ts(b.end)}`;
/** ` AND <column in window>` or nothing. */
const andWithin = (column: string, c: SqlContext) =>
  c.window ? ` AND ${within(column, c.window.current)}` : '';
const whereWithin = (column: string, c: SqlContext) =>
  c.window ? ` WHERE ${within(column, c.window.current)}` : '';

/**
 * A Stat Card: one aggregate; with a date window, the current and the previous period in one
 * sargable scan (FILTER clauses over the union of both windows).
 */
function statCard(aggregate: string, where: string | null) {
  return (c: SqlContext): string => {
    const from = `FROM ${c.table('orders')}`;
    if (!c.window) return `SELECT ${aggregate} AS value ${from}${where ? ` WHERE ${where}` : ''}`;
    const { current, previous } = c.window;
    const cut = ts(current.start);
    return (
      `SELECT ${aggregate} FILTER (WHERE created_at >= ${cut}) AS value, ` +
      `${aggregate} FILTER (WHERE created_at < ${cut}) AS previous ${from} ` +
      `WHERE ${where ? `${where} AND ` : ''}created_at BETWEEN ${ts(previous.start)} AND ${ts(current.end)}`
    );
  };
}

const COMPLETED = "status = 'completed'";

export const DEMO_QUERIES: DemoQuery[] = [
  {
    chart: 'Revenue',
    dateColumn: 'created_at',
    compare: 'rows',
    reference: statCard('sum(amount)', COMPLETED),
  },
  {
    chart: 'Orders',
    dateColumn: 'created_at',
    compare: 'rows',
    reference: statCard('count(*)', null),
  },
  {
    chart: 'Average order value',
    dateColumn: 'created_at',
    compare: 'rows',
    reference: statCard('avg(amount)', COMPLETED),
  },
  {
    chart: 'Active customers',
    dateColumn: 'created_at',
    compare: 'rows',
    reference: statCard('count(DISTINCT customer_id)', null),
  },
  {
    chart: 'Revenue by month',
    dateColumn: 'created_at',
    compare: 'rows',
    reference: (c) =>
      `SELECT date_trunc('month', created_at) AS month, sum(amount) AS revenue FROM ${c.table('orders')} ` +
      `WHERE ${COMPLETED}${andWithin('created_at', c)} GROUP BY 1 ORDER BY 1`,
  },
  {
    chart: 'Revenue by category',
    dateColumn: 'created_at',
    compare: 'rows',
    reference: (c) =>
      `SELECT p.category, sum(o.amount) AS revenue FROM ${c.table('orders')} o ` +
      `JOIN ${c.table('products')} p USING (product_id) WHERE o.${COMPLETED}${andWithin('o.created_at', c)} ` +
      'GROUP BY 1 ORDER BY 2 DESC',
  },
  {
    chart: 'Orders by status',
    dateColumn: 'created_at',
    compare: 'rows',
    reference: (c) =>
      `SELECT date_trunc('month', created_at) AS month, status, count(*) AS orders FROM ${c.table('orders')}` +
      `${whereWithin('created_at', c)} GROUP BY 1, 2 ORDER BY 1, 2`,
  },
  {
    chart: 'Web sessions by week',
    dateColumn: 'occurred_at',
    compare: 'rows',
    reference: (c) =>
      `SELECT date_trunc('week', occurred_at) AS week, count(DISTINCT session_id) AS sessions ` +
      `FROM ${c.table('web_events')}${whereWithin('occurred_at', c)} GROUP BY 1 ORDER BY 1`,
  },
  {
    chart: 'Customers around the world',
    dateColumn: null,
    compare: 'count',
    reference: (c) =>
      `SELECT name, city, country, segment, latitude, longitude FROM ${c.table('customers')} LIMIT 2000`,
  },
  {
    chart: 'Orders by weekday and hour',
    dateColumn: 'created_at',
    compare: 'rows',
    reference: (c) => {
      const [weekday, hour] =
        c.engine === 'duckdb'
          ? ["strftime(created_at, '%u %a')", 'hour(created_at)']
          : ["to_char(created_at, 'ID Dy')", 'extract(hour FROM created_at)::int'];
      // The chart shows its first page of 20 segments (hours by number of orders): one scan,
      // then the top 20 hours of the grouped rows.
      return (
        `WITH g AS MATERIALIZED (SELECT ${weekday} AS weekday, ${hour} AS hour, count(*) AS orders ` +
        `FROM ${c.table('orders')}${whereWithin('created_at', c)} GROUP BY 1, 2), ` +
        'top AS (SELECT hour FROM g GROUP BY hour ORDER BY sum(orders) DESC, hour LIMIT 20) ' +
        'SELECT weekday, hour, orders FROM g WHERE hour IN (SELECT hour FROM top) ORDER BY 1, 2'
      );
    },
  },
  {
    chart: 'Top products',
    dateColumn: 'created_at',
    compare: 'rows',
    reference: (c) =>
      `SELECT p.name AS product, sum(o.amount) AS revenue FROM ${c.table('orders')} o ` +
      `JOIN ${c.table('products')} p USING (product_id) WHERE o.${COMPLETED}${andWithin('o.created_at', c)} ` +
      'GROUP BY 1 ORDER BY 2 DESC LIMIT 10',
  },
  {
    chart: 'Recent orders',
    dateColumn: 'created_at',
    compare: 'count',
    reference: (c) =>
      'SELECT o.order_id, o.created_at, c.name AS customer, p.name AS product, o.channel, o.status, ' +
      `o.quantity, o.amount FROM ${c.table('orders')} o JOIN ${c.table('customers')} c USING (customer_id) ` +
      `JOIN ${c.table('products')} p USING (product_id)${whereWithin('o.created_at', c)} ` +
      'ORDER BY o.created_at DESC LIMIT 2000',
  },
  {
    chart: 'Sessions by device',
    dateColumn: 'occurred_at',
    compare: 'rows',
    reference: (c) =>
      `SELECT device, count(DISTINCT session_id) AS sessions FROM ${c.table('web_events')}` +
      `${whereWithin('occurred_at', c)} GROUP BY 1 ORDER BY 2 DESC`,
  },
  {
    chart: 'Revenue by channel',
    dateColumn: 'created_at',
    compare: 'rows',
    reference: (c) =>
      `SELECT channel, sum(amount) AS revenue, count(*) AS orders FROM ${c.table('orders')} ` +
      `WHERE ${COMPLETED}${andWithin('created_at', c)} GROUP BY 1 ORDER BY 1`,
  },
];

/**
 * A demo chart's data-prep SQL for the PostgreSQL copy: tables in the bench schema, DuckDB's
 * `strftime` / `hour` as PostgreSQL's `to_char` / `extract`.
 */
export function postgresPrep(duckDbPrep: string, schema: string): string {
  return duckDbPrep
    .replace(/\b(FROM|JOIN)\s+(orders|products|customers|web_events)\b/g, `$1 ${schema}.$2`)
    .replace("strftime(created_at, '%u %a')", "to_char(created_at, 'ID Dy')")
    .replace('hour(created_at)', 'extract(hour FROM created_at)::int');
}
