import type { DashContext, DashModel, DashPlan } from '../engine/types';
import { closeGolden } from '../pipeline/golden';
import { chooseTable } from './choose-table';
import { planQuestion } from './plan-question';
import { schemaSuggestions } from './suggestions';
import type { Mention } from './lexicon';
import { tokenize, type Token } from './text';

export { planQuestion, columnLabel } from './plan-question';
export { schemaSuggestions } from './suggestions';

/** Words of questions that ask for more than one chart can hold (why, forecasts, advice). */
const COMPLEX_WORDS = new Set([
  'why',
  'predict',
  'prediction',
  'forecast',
  'will',
  'should',
  'recommend',
  'explain',
  'cause',
  'reason',
  'simulate',
  'optimize',
  'optimise',
]);

/** Whether the question asks why / what if / to predict, outside any column's name. */
function asksComplex(tokens: readonly Token[], mentions: readonly Mention[]): boolean {
  const inMention = (i: number) => mentions.some((m) => m.start <= i && i < m.end);
  return tokens.some(
    (t, i) =>
      !inMention(i) &&
      (COMPLEX_WORDS.has(t.lemma) || (t.lemma === 'what' && tokens[i + 1]?.lemma === 'if')),
  );
}

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
  const reading = chooseTable(tokens, ctx);
  const complex = asksComplex(tokens, reading?.mentions ?? []);
  if (!complex) {
    const plan = planQuestion(question, ctx);
    if (plan) return plan;
  }
  const reasoning = complex
    ? 'This asks for an explanation or a prediction, which needs more than one chart of the data.'
    : 'I could not match this question to the columns of the available tables.';
  return { kind: 'complex', reasoning, suggestions: schemaSuggestions(ctx, reading?.table) };
}
