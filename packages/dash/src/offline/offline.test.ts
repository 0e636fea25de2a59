import { chartConfigV2Schema, compileSemanticQuery, BaseDialect } from '@chartroom/core';
import { describe, expect, it } from 'vitest';
import type { DashChartPlan, DashContext, DashPlan } from '../engine/types';
import { createOfflineModel, offlinePlan, OFFLINE_NO_TABLES } from '.';

// A made-up schema (not from any evaluation set): orders and employees.
const ctx: DashContext = {
  tables: [
    {
      name: 'orders',
      columns: [
        { name: 'order_id', type: 'number' },
        { name: 'customer_city', type: 'string' },
        { name: 'order_status', type: 'string' },
        { name: 'amount', type: 'number' },
        { name: 'quantity', type: 'number' },
        { name: 'created_at', type: 'date' },
      ],
    },
    {
      name: 'employees',
      columns: [
        { name: 'employeeId', type: 'number' },
        { name: 'fullName', type: 'string' },
        { name: 'department', type: 'string' },
        { name: 'salary', type: 'number' },
        { name: 'hireDate', type: 'date' },
        { name: 'age', type: 'number' },
      ],
    },
  ],
  values: [
    { table: 'orders', column: 'customer_city', values: ['Paris', 'London', 'New York'] },
    { table: 'orders', column: 'order_status', values: ['shipped', 'pending', 'cancelled'] },
    { table: 'employees', column: 'department', values: ['Sales', 'Engineering', 'Support'] },
  ],
  golden: [],
  maxSuggestions: 5,
};

class TestDialect extends BaseDialect {
  readonly name = 'duckdb' as const;
}

function chart(question: string, c: DashContext = ctx): DashChartPlan {
  const plan = offlinePlan(question, c);
  if (plan.kind !== 'chart') throw new Error(`${question}: ${JSON.stringify(plan)}`);
  return plan;
}

/** A compact reading of a plan: type, table, dims, measures, filters, order, limit. */
function summary(plan: DashChartPlan) {
  const c = plan.config;
  return {
    type: c.type,
    table: plan.table,
    dims: c.dimensions.map((d) => (d.bucketing ? `${d.field}:${d.bucketing}` : d.field)),
    measures: c.measures.map((m) => `${m.aggregation}(${m.field})`),
    filters: c.filters.map((f) => [f.field, f.operator, f.value]),
    order: (plan.orderBy ?? []).map((o) => `${o.field} ${o.direction}`),
    limit: plan.limit,
    stacked: c.settings.stacking,
  };
}

describe('offline Dash model: common question shapes', () => {
  it('counts rows by a category', () => {
    expect(summary(chart('How many orders are there in each city?'))).toMatchObject({
      type: 'bar',
      table: 'orders',
      dims: ['customer_city'],
      measures: ['count(order_id)'],
      filters: [],
    });
  });

  it('aggregates a measure by a category', () => {
    expect(summary(chart('What is the average salary by department?'))).toMatchObject({
      type: 'bar',
      table: 'employees',
      dims: ['department'],
      measures: ['avg(salary)'],
    });
  });

  it('draws trends over date buckets as lines', () => {
    expect(summary(chart('Total amount per month'))).toMatchObject({
      type: 'line',
      dims: ['created_at:month'],
      measures: ['sum(amount)'],
    });
    expect(summary(chart('weekly trend of orders'))).toMatchObject({
      type: 'line',
      dims: ['created_at:week'],
      measures: ['count(order_id)'],
    });
    expect(summary(chart('quantity by quarter'))).toMatchObject({ dims: ['created_at:quarter'] });
    expect(summary(chart('yearly total amount'))).toMatchObject({ dims: ['created_at:year'] });
  });

  it('keeps the top and bottom N', () => {
    expect(summary(chart('Top 5 cities by total amount'))).toMatchObject({
      dims: ['customer_city'],
      measures: ['sum(amount)'],
      order: ['Sum_of_amount desc'],
      limit: 5,
    });
    expect(summary(chart('bottom 3 departments by average salary'))).toMatchObject({
      order: ['Average_salary asc'],
      limit: 3,
    });
  });

  it('draws proportions as pies', () => {
    expect(summary(chart('Show the number of orders by status as a pie chart'))).toMatchObject({
      type: 'pie',
      dims: ['order_status'],
      measures: ['count(order_id)'],
    });
  });

  it('turns values of the index into filters (equality, lists, negation)', () => {
    expect(summary(chart('Total amount by status for orders in Paris')).filters).toEqual([
      ['customer_city', '=', 'Paris'],
    ]);
    expect(summary(chart('quantity by order status for shipped and pending orders'))).toMatchObject(
      {
        dims: ['order_status'],
        measures: ['sum(quantity)'],
        filters: [['order_status', 'IN', ['shipped', 'pending']]],
      },
    );
    expect(summary(chart('orders not in London by status')).filters).toEqual([
      ['customer_city', '!=', 'London'],
    ]);
    expect(summary(chart('orders by status in New York')).filters).toEqual([
      ['customer_city', '=', 'New York'],
    ]);
  });

  it('reads comparisons of numbers and dates', () => {
    expect(summary(chart('orders with amount more than 100 by city'))).toMatchObject({
      dims: ['customer_city'],
      measures: ['count(order_id)'],
      filters: [['amount', '>', 100]],
    });
    expect(summary(chart('number of employees hired after 2020 by department')).filters).toEqual([
      ['hireDate', '>=', '2021-01-01'],
    ]);
    expect(
      summary(chart('average salary by department for employees aged at least 30')).filters,
    ).toEqual([['age', '>=', 30]]);
    expect(summary(chart('orders created before 2024-03-01 by status')).filters).toEqual([
      ['created_at', '<', '2024-03-01'],
    ]);
    expect(summary(chart('total amount by city in 2023')).filters).toEqual([
      ['created_at', 'BETWEEN', ['2023-01-01', '2023-12-31']],
    ]);
    expect(summary(chart('salary by department for salary between 1000 and 2000')).filters).toEqual(
      [['salary', 'BETWEEN', [1000, 2000]]],
    );
  });

  it('reads text patterns as LIKE', () => {
    expect(summary(chart("salary of employees whose full name starts with 'A'")).filters).toEqual([
      ['fullName', 'LIKE', 'A%'],
    ]);
  });

  it('plots two measures as a scatter', () => {
    expect(summary(chart('scatter of salary and age'))).toMatchObject({
      type: 'scatter',
      dims: ['employeeId'],
      measures: ['avg(salary)', 'avg(age)'],
    });
  });

  it('groups or stacks by a second column', () => {
    expect(summary(chart('total amount by city stacked by status'))).toMatchObject({
      type: 'bar',
      dims: ['customer_city', 'order_status'],
      stacked: true,
    });
    expect(summary(chart('count of employees by department and hire year'))).toMatchObject({
      dims: ['department', 'hireDate:year'],
    });
  });

  it('orders by either axis', () => {
    expect(summary(chart('average salary by department sorted from low to high')).order).toEqual([
      'Average_salary asc',
    ]);
    expect(
      summary(chart('average salary by department, sort by the x axis descending')).order,
    ).toEqual(['Department desc']);
    expect(summary(chart('employees per department, list in alphabetical order')).order).toEqual([
      'Department asc',
    ]);
    expect(
      summary(chart('average age by department, sort from the highest to the lowest')).order,
    ).toEqual(['Average_age desc']);
    expect(summary(chart('average salary by department from Z to A'))).toMatchObject({
      dims: ['department'],
      order: ['Department desc'],
    });
    expect(summary(chart('Which city has the most orders?')).order).toEqual([
      'Number_of_orders desc',
    ]);
  });

  it('reads null checks, inequality and ranges', () => {
    expect(
      summary(chart('average salary by department for employees whose age is not null')).filters,
    ).toEqual([['age', 'IS NOT NULL', undefined]]);
    expect(summary(chart('orders by city where quantity does not equal to 3')).filters).toEqual([
      ['quantity', '!=', 3],
    ]);
    expect(
      summary(chart('count by department of employees whose salary is in the range of 10 and 20'))
        .filters,
    ).toEqual([['salary', 'BETWEEN', [10, 20]]]);
  });

  it('puts time on the axis and the category in the series for "over time by X"', () => {
    expect(summary(chart('total amount over time by city'))).toMatchObject({
      type: 'line',
      dims: ['created_at:month', 'customer_city'],
      measures: ['sum(amount)'],
    });
  });

  it('gives an aggregation word to the number a text word qualifies', () => {
    const c = {
      ...ctx,
      tables: [
        {
          name: 'visits',
          columns: [
            { name: 'visit_id', type: 'number' as const },
            { name: 'session_key', type: 'string' as const },
            { name: 'session_length_s', type: 'number' as const },
            { name: 'page', type: 'string' as const },
          ],
        },
      ],
      values: [],
    };
    expect(summary(chart('average session length by page', c))).toMatchObject({
      dims: ['page'],
      measures: ['avg(session_length_s)'],
    });
  });

  it('ranks identifiers by a measure', () => {
    expect(summary(chart('top 3 orders by amount'))).toMatchObject({
      dims: ['order_id'],
      measures: ['sum(amount)'],
      order: ['Amount desc'],
      limit: 3,
    });
  });

  it('reads values only from the index it is given (the caller’s tenant scope)', () => {
    const q = 'total amount by status for orders in Lisbon';
    expect(summary(chart(q)).filters).toEqual([]);
    const otherTenant = {
      ...ctx,
      values: [{ table: 'orders', column: 'customer_city', values: ['Lisbon'] }],
    };
    expect(summary(chart(q, otherTenant)).filters).toEqual([['customer_city', '=', 'Lisbon']]);
  });

  it('reads relative dates as presets or bounds from now', () => {
    const at = { ...ctx, now: new Date('2026-05-15T12:00:00Z') };
    expect(summary(chart('orders in the last 7 days by status', at)).filters).toEqual([
      ['created_at', 'BETWEEN', ['last7days']],
    ]);
    expect(summary(chart('total amount by city this year', at)).filters).toEqual([
      ['created_at', 'BETWEEN', ['yearToDate']],
    ]);
    expect(summary(chart('total amount over the last 12 months', at))).toMatchObject({
      type: 'line',
      dims: ['created_at:month'],
      filters: [['created_at', '>=', '2025-05-15']],
      limit: undefined,
    });
  });

  it('compares listed values of a column side by side', () => {
    expect(summary(chart('Compare total amount between Paris and London'))).toMatchObject({
      type: 'bar',
      dims: ['customer_city'],
      filters: [['customer_city', 'IN', ['Paris', 'London']]],
    });
  });

  it('does not read "in descending order" as the orders table', () => {
    const two: DashContext = {
      ...ctx,
      tables: [
        {
          name: 'payments',
          columns: [
            { name: 'payment_id', type: 'number' },
            { name: 'method', type: 'string' },
            { name: 'amount', type: 'number' },
          ],
        },
        ctx.tables[0]!,
      ],
    };
    expect(chart('total amount by method in descending order', two).table).toBe('payments');
    expect(chart('total amount in descending order', two).table).toBe('payments');
  });

  it('answers a single number with a KPI card', () => {
    expect(summary(chart('How many orders are there?'))).toMatchObject({
      type: 'kpiCard',
      dims: [],
      measures: ['count(order_id)'],
    });
  });

  it('produces configs the v2 schema accepts and the semantic compiler compiles', () => {
    const dialect = new TestDialect();
    for (const q of [
      'Top 5 cities by total amount',
      'Total amount per month',
      'orders with amount more than 100 by city',
      'total amount by city stacked by status',
      'scatter of salary and age',
      'orders in the last 7 days by status',
      'total amount over the last 12 months',
    ]) {
      const plan = chart(q);
      const config = chartConfigV2Schema.parse(plan.config);
      const compiled = compileSemanticQuery(dialect, {
        ...config,
        table: plan.table,
        orderBy: plan.orderBy,
        limit: plan.limit,
      });
      expect(compiled.main.sql).toMatch(/SELECT/);
      if (plan.orderBy) expect(compiled.main.sql).toContain(`"${plan.orderBy[0]!.field}"`);
    }
  });
});

describe('offline Dash model: verdicts', () => {
  it('calls explanations and predictions complex, with easier questions it can answer', () => {
    const plan = offlinePlan('Why did sales drop last year?', ctx);
    expect(plan.kind).toBe('complex');
    const suggestions = (plan as Extract<DashPlan, { kind: 'complex' }>).suggestions;
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(ctx.maxSuggestions);
    for (const s of suggestions) expect(offlinePlan(s, ctx).kind).toBe('chart');
  });

  it('does not take a column named like a complex word for a complex question', () => {
    const incidents: DashContext = {
      ...ctx,
      tables: [
        {
          name: 'incidents',
          columns: [
            { name: 'incident_id', type: 'number' },
            { name: 'cause', type: 'string' },
          ],
        },
      ],
      values: [],
    };
    expect(summary(chart('number of incidents by cause', incidents))).toMatchObject({
      dims: ['cause'],
      measures: ['count(incident_id)'],
    });
    expect(offlinePlan('why are there so many incidents?', incidents).kind).toBe('complex');
  });

  it('keeps to maxSuggestions', () => {
    const plan = offlinePlan('Predict next month', { ...ctx, maxSuggestions: 2 });
    expect(plan.kind === 'complex' && plan.suggestions).toHaveLength(2);
  });

  it('says a question naming nothing of the schema is complex', () => {
    expect(offlinePlan('tell me a joke about penguins', ctx).kind).toBe('complex');
  });

  it('is unanswerable without tables', () => {
    expect(offlinePlan('How many orders?', { ...ctx, tables: [], values: [] })).toEqual({
      kind: 'unanswerable',
      message: OFFLINE_NO_TABLES,
    });
  });

  it('answers a question close to a golden prompt with its golden chart', async () => {
    const config = chartConfigV2Schema.parse({
      type: 'donut',
      title: 'Orders per status',
      dimensions: [{ name: 'Status', field: 'order_status', type: 'string' }],
      measures: [{ name: 'Orders', field: 'order_id', aggregation: 'count' }],
    });
    const golden = [{ prompt: 'Show orders per status as a donut', config, table: 'orders' }];
    const plan = await createOfflineModel().plan('show the orders per status as donut', {
      ...ctx,
      golden,
    });
    expect(plan).toMatchObject({ kind: 'chart', config, table: 'orders' });
    expect(offlinePlan('average salary by department', { ...ctx, golden })).toMatchObject({
      kind: 'chart',
      table: 'employees',
    });
  });

  it('is deterministic', () => {
    const q = 'Top 5 cities by total amount for shipped orders';
    expect(offlinePlan(q, ctx)).toEqual(offlinePlan(q, ctx));
  });
});
