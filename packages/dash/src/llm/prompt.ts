import type { DashContext } from '../engine/types';
import { retrieveGolden } from '../pipeline/golden';

/** Distinct values of one column shown to the model (the index itself may hold more). */
export const PROMPT_VALUES_PER_COLUMN = 25;
/** Latest chat messages shown to the model. */
export const PROMPT_HISTORY = 6;

export const DASH_SYSTEM_PROMPT = `You are Dash, the analytics assistant of an embedded dashboard product.
You answer a plain-language question about the user's tables with a chart over ONE table.
Reply with a JSON object only, matching the given schema:
- verdict: "simple" when one chart over one table answers the question; "complex" when it needs several steps, joins across tables or information the tables do not hold; "unanswerable" when the tables cannot answer it at all.
- reasoning: one or two sentences on how you read the question.
- suggestions: for "complex", up to the given number of simpler questions these tables can answer; otherwise [].
- chart: for "simple" the chart, otherwise null. Use only the listed table and column names, exactly as written.
  dimensions group rows (date columns take a bucketing: hour, day, week, month, quarter or year; other columns null);
  measures aggregate columns (sum, avg, min, max, count, distinct_count; count of rows = count of any column);
  filters restrict rows (use the listed values exactly; dates as ISO strings; BETWEEN takes two values; IN takes a list);
  orderBy lists fields to order by (a dimension or measure field) with asc or desc; limit caps the rows (top/bottom N) or null;
  type is one of table, bar, line, area, pie, donut, scatter, kpiCard (line/area for trends over time, pie/donut for proportions, scatter for two measures, kpiCard for a single number, bar otherwise);
  stacked is true for a bar chart grouped by a second dimension shown stacked.`;

/** The user prompt: tables, their values, similar golden examples, then the question. */
export function buildUserPrompt(question: string, ctx: DashContext): string {
  const lines: string[] = [];
  lines.push('Tables:');
  for (const table of ctx.tables) {
    const rows = table.rowCount === undefined ? '' : ` (${table.rowCount} rows)`;
    lines.push(
      `- ${table.name}${rows}: ${table.columns.map((c) => `${c.name} ${c.type}`).join(', ')}`,
    );
  }
  const values = ctx.values.filter((v) => v.values.length > 0);
  if (values.length) {
    lines.push('', 'Values of text columns:');
    for (const v of values) {
      const shown = v.values.slice(0, PROMPT_VALUES_PER_COLUMN).map((x) => JSON.stringify(x));
      const more = v.values.length > shown.length ? ', …' : '';
      lines.push(`- ${v.table}.${v.column}: ${shown.join(', ')}${more}`);
    }
  }
  const golden = retrieveGolden(question, ctx.golden, 3);
  if (golden.length) {
    lines.push('', 'Examples of questions and the charts that answer them:');
    for (const { example } of golden) {
      const chart = {
        table: example.table ?? null,
        type: example.config.type,
        dimensions: example.config.dimensions.map((d) => ({
          field: d.field,
          bucketing: d.bucketing ?? null,
        })),
        measures: example.config.measures.map((m) => ({
          field: m.field,
          aggregation: m.aggregation,
        })),
        filters: example.config.filters,
      };
      lines.push(`- Question: ${example.prompt}`, `  Chart: ${JSON.stringify(chart)}`);
    }
  }
  const history = (ctx.history ?? []).filter((m) => m.message.trim()).slice(-PROMPT_HISTORY);
  if (history.length) {
    lines.push('', 'The conversation so far (the question may follow up on it):');
    for (const m of history) lines.push(`- ${m.speaker}: ${m.message.slice(0, 1000)}`);
  }
  if (ctx.currentChart) {
    const { config, table } = ctx.currentChart;
    const chart = {
      table: table ?? null,
      type: config.type,
      dimensions: config.dimensions.map((d) => ({
        field: d.field,
        bucketing: d.bucketing ?? null,
      })),
      measures: config.measures.map((m) => ({ field: m.field, aggregation: m.aggregation })),
      filters: config.filters,
    };
    lines.push(
      '',
      `The chart in hand (the question may ask to change it): ${JSON.stringify(chart)}`,
    );
  }
  const now = (ctx.now ?? new Date()).toISOString();
  lines.push('', `Now: ${now}${ctx.timeZone ? ` (time zone ${ctx.timeZone})` : ''}.`);
  lines.push(
    `Suggest at most ${ctx.maxSuggestions} easier questions when the verdict is "complex".`,
  );
  lines.push('', `Question: ${question}`);
  return lines.join('\n');
}
