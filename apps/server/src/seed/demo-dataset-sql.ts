import {
  DEMO_CITIES,
  DEMO_FIRST_NAMES,
  DEMO_LAST_NAMES,
  DEMO_PRODUCTS,
  DEMO_TENANT_ROWS,
} from './demo-reference-data';

/**
 * The SQL that generates the demo warehouse inside DuckDB: `range()` rows and hash-based
 * pseudo-random values (`rnd(i, key)`), never row-by-row JavaScript. Only our own constants
 * are written into the text (numbers validated by the caller, fixed lists quoted here).
 */
export interface DemoSqlOptions {
  rows: number;
  seed: number;
  /** The last day of data, YYYY-MM-DD. */
  today: string;
}

export const DEMO_DAYS = 730;

export function demoDatasetStatements(options: DemoSqlOptions): string[] {
  const { rows, seed, today } = options;
  const events = Math.max(1, Math.floor(rows / 2));
  const sizes = customerCounts(rows);
  return [
    `CREATE TEMP MACRO rnd(i, k) AS (hash(i, k, ${seed}::BIGINT) >> 11) / 9007199254740992.0`,
    `CREATE TEMP MACRO day_x(day_no) AS day_no / ${DEMO_DAYS - 1}.0`,
    `CREATE TEMP TABLE demo_cities AS SELECT * FROM (VALUES ${DEMO_CITIES.map(
      ([city, country, lat, lon], i) => `(${i}, ${text(city)}, ${text(country)}, ${lat}, ${lon})`,
    ).join(', ')}) t(city_no, city, country, latitude, longitude)`,
    tenantParamsSql(sizes),
    `CREATE TABLE tenants AS SELECT tenant_id, name, plan, country FROM demo_tenant_params ORDER BY tenant_no`,
    productsSql(),
    customersSql(today),
    daysSql(today, seed),
    ordersSql(rows, today),
    webEventsSql(events),
  ];
}

/** Customers per tenant: about rows / 80 in all (a few thousand per tenant at 1M orders). */
function customerCounts(rows: number): { count: number; start: number }[] {
  const total = Math.max(250, Math.floor(rows / 80));
  const shares = DEMO_TENANT_ROWS.map((t) => t.weight * (1 + t.growth / 2));
  const sum = shares.reduce((a, b) => a + b, 0);
  let start = 0;
  return shares.map((share) => {
    const count = Math.max(20, Math.round((total * share) / sum));
    const entry = { count, start };
    start += count;
    return entry;
  });
}

function tenantParamsSql(sizes: { count: number; start: number }[]): string {
  const values = DEMO_TENANT_ROWS.map((t, i) => {
    const size = sizes[i] ?? { count: 20, start: 0 };
    return `(${i}, ${text(t.id)}, ${text(t.name)}, ${text(t.plan)}, ${text(t.country)}, ${t.weight}, ${t.growth}, ${size.start}, ${size.count}, ${(i * 9) % DEMO_CITIES.length}, ${i * 11}, ${(i * 0.07).toFixed(2)})`;
  });
  return `CREATE TEMP TABLE demo_tenant_params AS SELECT * FROM (VALUES ${values.join(', ')})
    t(tenant_no, tenant_id, name, plan, country, weight, growth, customer_start, customer_count,
      city_offset, product_offset, web_bias)`;
}

function productsSql(): string {
  const values: string[] = [];
  for (const [category, items] of Object.entries(DEMO_PRODUCTS)) {
    for (const [name, price] of items) {
      values.push(`(${values.length + 1}, ${text(name)}, ${text(category)}, ${price})`);
    }
  }
  return `CREATE TABLE products AS SELECT product_id::INTEGER AS product_id, name, category,
    price::DECIMAL(10, 2) AS price FROM (VALUES ${values.join(', ')}) t(product_id, name, category, price)`;
}

function customersSql(today: string): string {
  const cities = DEMO_CITIES.length;
  return `CREATE TABLE customers AS
    WITH base AS (
      SELECT c.i AS customer_id, t.tenant_id, t.city_offset
      FROM range(1, (SELECT max(customer_start + customer_count) + 1 FROM demo_tenant_params)) c(i)
      JOIN demo_tenant_params t ON c.i > t.customer_start AND c.i <= t.customer_start + t.customer_count
    ), picked AS (
      SELECT *,
        ((city_offset + floor(pow(rnd(customer_id, 'city'), 2.2) * ${cities}))::INTEGER % ${cities}) AS city_no,
        ${listPick(DEMO_FIRST_NAMES, "rnd(customer_id, 'first')")} AS first_name,
        ${listPick(DEMO_LAST_NAMES, "rnd(customer_id, 'last')")} AS last_name,
        rnd(customer_id, 'segment') AS r_segment
      FROM base
    )
    SELECT customer_id::INTEGER AS customer_id, tenant_id, first_name || ' ' || last_name AS name,
      lower(regexp_replace(strip_accents(first_name || '.' || last_name), '[^A-Za-z.]', '', 'g'))
        || customer_id || '@example.com' AS email,
      ci.country, ci.city,
      round(ci.latitude + (rnd(customer_id, 'lat') - 0.5) * 0.3, 5) AS latitude,
      round(ci.longitude + (rnd(customer_id, 'lon') - 0.5) * 0.3, 5) AS longitude,
      CASE WHEN r_segment < 0.55 THEN 'Consumer' WHEN r_segment < 0.82 THEN 'SMB'
           WHEN r_segment < 0.95 THEN 'Enterprise' ELSE 'Public Sector' END AS segment,
      (DATE '${today}' - INTERVAL (30 + floor(pow(rnd(customer_id, 'signup'), 0.8) * 1065)::INTEGER) DAY)::DATE AS signup_date
    FROM picked JOIN demo_cities ci USING (city_no)
    ORDER BY customer_id`;
}

/** One row per day with a weight: growth over the two years, weekly and yearly seasons, noise. */
function daysSql(today: string, seed: number): string {
  return `CREATE TEMP TABLE demo_days AS
    WITH d AS (
      SELECT r.d AS day_no, (DATE '${today}' - ${DEMO_DAYS - 1} + r.d::INTEGER) AS day FROM range(${DEMO_DAYS}) r(d)
    )
    SELECT day_no, day,
      (0.5 + 0.9 * day_x(day_no))
      * (1 + 0.22 * cos(2 * pi() * (dayofyear(day) - 350) / 365.0)
           + 0.7 * exp(-pow((dayofyear(day) - 332) / 4.0, 2)))
      * CASE dayofweek(day) WHEN 0 THEN 0.78 WHEN 6 THEN 0.86 WHEN 1 THEN 1.06 ELSE 1.0 END
      * (0.88 + 0.24 * rnd(day_no, 'day-${seed}')) AS weight
    FROM d`;
}

/** The first row index of each day when `total` rows are spread by day weight (ASOF-joinable). */
function dayStartsSql(total: number): string {
  return `(SELECT max(day_no) AS day_no, start_i FROM (
      SELECT day_no, floor(${total} * (sum(weight) OVER (ORDER BY day_no) - weight) / sum(weight) OVER ())::BIGINT AS start_i
      FROM demo_days) GROUP BY start_i)`;
}

/** Picks a tenant for a row from `r` in [0,1) and the day position `x`; weights drift with growth. */
function tenantPick(r: string, x: string): string {
  const weights = DEMO_TENANT_ROWS.map((t) => `${t.weight} * (1 + ${t.growth} * ${x})`);
  const total = `(${weights.join(' + ')})`;
  const branches = weights
    .slice(0, -1)
    .map((_, i) => `WHEN ${r} * ${total} < ${weights.slice(0, i + 1).join(' + ')} THEN ${i}`);
  return `CASE ${branches.join(' ')} ELSE ${weights.length - 1} END`;
}

function ordersSql(rows: number, today: string): string {
  return `CREATE TABLE orders AS
    WITH o AS (
      SELECT r.i, ds.day_no, dd.day, ${tenantPick("rnd(r.i, 'tenant')", 'day_x(ds.day_no)')} AS tenant_no
      FROM range(${rows}) r(i)
      ASOF JOIN ${dayStartsSql(rows)} ds ON r.i >= ds.start_i
      JOIN demo_days dd ON dd.day_no = ds.day_no
    ), p AS (
      SELECT o.*, t.tenant_id, t.web_bias,
        t.customer_start + 1 + floor(pow(rnd(i, 'customer'), 1.6) * t.customer_count)::INTEGER AS customer_id,
        ((t.product_offset + floor(pow(rnd(i, 'product'), 1.7) * (SELECT count(*) FROM products)))::INTEGER
          % (SELECT count(*) FROM products)) + 1 AS product_id,
        1 + floor(pow(rnd(i, 'quantity'), 4) * 5)::INTEGER AS quantity,
        CASE WHEN rnd(i, 'has-discount') < 0.68 THEN 0
             ELSE [0.05, 0.1, 0.15, 0.2, 0.25][1 + floor(rnd(i, 'discount') * 5)::INTEGER] END AS discount_rate,
        CASE WHEN rnd(i, 'day-part') < 0.1 THEN floor(rnd(i, 'hour') * 24)
             WHEN rnd(i, 'day-part') < 0.52 THEN 9 + floor((rnd(i, 'hour') + rnd(i, 'hour-2')) * 3.5)
             ELSE 15 + floor((rnd(i, 'hour') + rnd(i, 'hour-2')) * 3.5) END AS hour,
        rnd(i, 'status') AS r_status, rnd(i, 'channel') AS r_channel
      FROM o JOIN demo_tenant_params t USING (tenant_no)
    )
    SELECT (p.i + 1)::BIGINT AS order_id, p.tenant_id, p.customer_id, p.product_id,
      p.day::TIMESTAMP + to_seconds((p.hour * 3600 + floor(rnd(p.i, 'second') * 3600))::BIGINT) AS created_at,
      CASE WHEN DATE '${today}' - p.day < 7 AND p.r_status < 0.35 THEN 'pending'
           WHEN p.r_status < 0.84 THEN 'completed'
           WHEN p.r_status < 0.92 THEN 'cancelled'
           ELSE 'refunded' END AS status,
      CASE WHEN p.r_channel < 0.46 - p.web_bias - 0.08 * day_x(p.day_no) THEN 'Web'
           WHEN p.r_channel < 0.76 THEN 'Mobile'
           WHEN p.r_channel < 0.89 THEN 'Partner'
           ELSE 'Retail' END AS channel,
      p.quantity,
      round(pr.price * p.quantity * (1 - p.discount_rate), 2)::DECIMAL(12, 2) AS amount,
      p.discount_rate::DECIMAL(4, 2) AS discount,
      c.country
    FROM p
    JOIN products pr USING (product_id)
    JOIN customers c USING (customer_id)
    ORDER BY order_id`;
}

function webEventsSql(events: number): string {
  const pages = [
    '/',
    '/pricing',
    '/products',
    '/product/detail',
    '/cart',
    '/checkout',
    '/blog',
    '/docs',
    '/signup',
    '/account',
  ];
  return `CREATE TABLE web_events AS
    WITH e AS (
      SELECT r.i, r.i // 4 AS s, ds.day_no, dd.day,
        ${tenantPick("rnd(r.i // 4, 'web-tenant')", `((r.i // 4) * 4.0 / ${events})`)} AS tenant_no
      FROM range(${events}) r(i)
      ASOF JOIN ${dayStartsSql(events)} ds ON r.i >= ds.start_i
      JOIN demo_days dd ON dd.day_no = ds.day_no
    ), p AS (
      SELECT e.*, t.tenant_id, t.web_bias,
        t.customer_start + 1 + floor(rnd(s, 'web-customer') * t.customer_count)::INTEGER AS customer_id,
        rnd(i, 'event') AS r_event, rnd(s, 'device') AS r_device
      FROM e JOIN demo_tenant_params t USING (tenant_no)
    )
    SELECT (p.i + 1)::BIGINT AS event_id, p.tenant_id,
      p.day::TIMESTAMP + to_seconds(least(86399, floor(rnd(p.s, 'session-start') * 80000)
        + (p.i % 4) * floor(15 + rnd(p.i, 'gap') * 120))::BIGINT) AS occurred_at,
      CASE WHEN p.i % 4 = 0 OR p.r_event < 0.58 THEN 'page_view'
           WHEN p.r_event < 0.78 THEN 'click'
           WHEN p.r_event < 0.87 THEN 'add_to_cart'
           WHEN p.r_event < 0.93 THEN 'checkout'
           WHEN p.r_event < 0.97 THEN 'purchase'
           ELSE 'signup' END AS event_type,
      ${listPick(pages, "pow(rnd(p.i, 'page'), 1.4)")} AS page,
      CASE WHEN p.r_device < 0.5 - p.web_bias THEN 'Desktop' WHEN p.r_device < 0.92 THEN 'Mobile' ELSE 'Tablet' END AS device,
      c.country,
      'sess-' || lpad(p.s::VARCHAR, 8, '0') AS session_id,
      round(3 + -ln(1 - rnd(p.i, 'duration')) * 45, 1) AS duration_s
    FROM p JOIN customers c USING (customer_id)
    ORDER BY event_id`;
}

/** `list[1 + floor(r * n)]` over a fixed list of strings. */
function listPick(items: readonly string[], r: string): string {
  return `[${items.map(text).join(', ')}][1 + floor(${r} * ${items.length})::INTEGER]`;
}

function text(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}
