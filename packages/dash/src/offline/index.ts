import type { DashContext, DashModel, DashPlan } from '../engine/types';
import { closeGolden } from '../pipeline/golden';
import { chooseTable } from './choose-table';
import { planQuestion } from './plan-question';
import { schemaSuggestions } from './suggestions';
import { tokenize } from './text';

export { planQuestion, columnLabel } from './plan-question';
export { schemaSuggestions } from './suggestions';

/** Questions that ask for more than one chart over one table can hold (why, forecasts, joins). */
const COMPLEX =
  /\b(why|predict|predicts|prediction|forecast|forecasts|will|should|recommend|explain|cause|causes|reason|reasons|what if|simulate|optimi[sz]e)\b/i;

export const OFFLINE_NO_TABLES =
  'There is no table to answer from yet. Connect a data source or choose a table first.';

/**
 * The offline Dash model: no network, deterministic. A question close to a golden prompt returns
 * that golden chart; otherwise a semantic parser over the context's schema and tenant-scoped
 * values builds a v2 chart (dimensions, measures, filters, order, limit, date buckets). Questions
 * it cannot read get a 'complex' verdict with easier questions built from the schema.
 */
export function createOfflineModel(): DashModel {
  return {
    name: 'offline',
    plan(question: string, ctx: DashContext): Promise<DashPlan> {
      return Promise.resolve(offlinePlan(question, ctx));
    },
  };
}

export function offlinePlan(question: string, ctx: DashContext): DashPlan {
  const golden = closeGolden(question, ctx.golden);
  if (golden) {
    const { config, prompt, table } = golden.example;
    return {
      kind: 'chart',
      config,
      title: config.title ?? prompt,
      reasoning: `This is close to the golden prompt "${prompt}": using its chart.`,
      ...(table ? { table } : {}),
    };
  }
  if (ctx.tables.length === 0) return { kind: 'unanswerable', message: OFFLINE_NO_TABLES };
  const tokens = tokenize(question);
  const preferred = chooseTable(tokens, ctx)?.table;
  if (!COMPLEX.test(question)) {
    const plan = planQuestion(question, ctx);
    if (plan) return plan;
  }
  const reasoning = COMPLEX.test(question)
    ? 'This asks for an explanation or a prediction, which needs more than one chart of the data.'
    : 'I could not match this question to the columns of the available tables.';
  return { kind: 'complex', reasoning, suggestions: schemaSuggestions(ctx, preferred) };
}
