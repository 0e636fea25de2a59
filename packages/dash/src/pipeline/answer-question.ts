import {
  chartConfigV2Schema,
  type ChartConfigV2,
  type DashSuggestion,
  type DashTool,
} from '@chartroom/core';
import type {
  DashChartPlan,
  DashContext,
  DashExecute,
  DashModel,
  DashPlan,
  DashQuery,
  DashQueryResult,
} from '../engine/types';
import { chartMisfit, fallbackTable, resolveTable, unknownFields } from './chart-fit';
import { closeGolden } from './golden';
import { DASH_MESSAGES } from './messages';
import { routeQuestion } from './route';

export type DashStage = 'route' | 'reasoning' | 'sql' | 'chart';

export interface DashChartAnswer {
  kind: 'chart';
  tool: DashTool;
  message: string;
  title: string;
  config: ChartConfigV2;
  query: DashQuery;
  result: DashQueryResult;
  reasoning?: string;
  /** The chart step failed: `config` is the fallback Table and `message` the apology. */
  fallback: boolean;
  /** The golden prompt this answer reused, when a golden chart answered it. */
  goldenPrompt?: string;
}

export interface DashComplexAnswer {
  kind: 'complex';
  tool: DashTool;
  /** The reasoning, shown above the suggestions. */
  message: string;
  heading: string;
  suggestions: DashSuggestion[];
}

export interface DashNoRowsAnswer {
  kind: 'no-rows';
  tool: DashTool;
  message: string;
  title: string;
  query: DashQuery;
  sql?: string;
}

export interface DashUnanswerableAnswer {
  kind: 'unanswerable';
  tool: DashTool;
  message: string;
}

export interface DashErrorAnswer {
  kind: 'error';
  stage: DashStage;
  tool?: DashTool;
  /** The spec's text for this stage. */
  message: string;
  /** A second message where the spec has one (a system note or a chat apology). */
  followUp?: string;
  /** The underlying error, for logs. */
  detail?: string;
}

export type DashAnswer =
  DashChartAnswer | DashComplexAnswer | DashNoRowsAnswer | DashUnanswerableAnswer | DashErrorAnswer;

export interface AnswerQuestionInput {
  model: DashModel;
  ctx: DashContext;
  question: string;
  execute: DashExecute;
  signal?: AbortSignal;
  /** A chart is in hand (the builder): lets the router pick 'builder'. */
  hasChart?: boolean;
}

/**
 * The Dash pipeline (charts.md §4): route → reasoning with a verdict ('complex' stops with the
 * reasoning and at most `maxSuggestions` easier questions) → the query, run through `execute`
 * (the caller's query path) → the chart, only when the query returned rows; a chart that does not
 * fit its type becomes a Table with an apology. A question close to a golden prompt is answered
 * with that golden chart, whatever the model. Each failure carries the spec's text.
 */
export async function answerQuestion(input: AnswerQuestionInput): Promise<DashAnswer> {
  const { model, ctx, question, execute, signal } = input;
  let tool: DashTool;
  try {
    tool = routeQuestion(question, { hasChart: input.hasChart ?? false });
  } catch (err) {
    return failure('route', undefined, DASH_MESSAGES.routingFailure, err);
  }

  let plan: DashPlan;
  let goldenPrompt: string | undefined;
  const golden = closeGolden(question, ctx.golden);
  if (golden) {
    goldenPrompt = golden.example.prompt;
    plan = {
      kind: 'chart',
      config: golden.example.config,
      title: golden.example.config.title ?? golden.example.prompt,
      ...(golden.example.table ? { table: golden.example.table } : {}),
    };
  } else {
    try {
      plan = await model.plan(question, ctx, signal);
    } catch (err) {
      if (signal?.aborted) throw err;
      return failure('reasoning', tool, DASH_MESSAGES.reasoningFailure, err);
    }
  }

  if (plan.kind === 'complex') {
    return {
      kind: 'complex',
      tool,
      message: plan.reasoning,
      heading: DASH_MESSAGES.suggestionsHeading,
      suggestions: plan.suggestions
        .map((s) => s.trim())
        .filter(Boolean)
        .slice(0, Math.max(0, ctx.maxSuggestions))
        .map((prompt) => ({ prompt })),
    };
  }
  if (plan.kind === 'unanswerable') {
    return { kind: 'unanswerable', tool, message: plan.message || DASH_MESSAGES.noChart };
  }
  return runChartPlan(plan, { ...input, tool, goldenPrompt, execute });
}

async function runChartPlan(
  plan: DashChartPlan,
  input: AnswerQuestionInput & { tool: DashTool; goldenPrompt: string | undefined },
): Promise<DashAnswer> {
  const { ctx, tool, execute, signal } = input;
  // Step 2: the query.
  const parsed = chartConfigV2Schema.safeParse(plan.config);
  if (!parsed.success) {
    return failure('sql', tool, DASH_MESSAGES.noSqlGenerated, parsed.error.issues[0]?.message, {
      followUp: DASH_MESSAGES.sqlApology,
    });
  }
  const config = parsed.data;
  if (config.dimensions.length === 0 && config.measures.length === 0 && config.type !== 'table') {
    return failure('sql', tool, DASH_MESSAGES.noSqlGenerated, 'no dimension and no measure', {
      followUp: DASH_MESSAGES.sqlApology,
    });
  }
  const table = resolveTable(ctx.tables, config, plan.table);
  if (!table) {
    return failure('sql', tool, DASH_MESSAGES.noValidRawTables, `table ${plan.table ?? '?'}`, {
      followUp: DASH_MESSAGES.noValidRawTablesSystem,
    });
  }
  const missing = unknownFields(table, config);
  if (missing.length > 0) {
    return failure(
      'sql',
      tool,
      DASH_MESSAGES.sqlGenerationError,
      `unknown column(s) ${missing.join(', ')} in ${table.name}`,
      { followUp: DASH_MESSAGES.sqlApology },
    );
  }
  const query: DashQuery = {
    table: table.name,
    config,
    ...(plan.orderBy?.length ? { orderBy: plan.orderBy } : {}),
    ...(plan.limit ? { limit: plan.limit } : {}),
  };
  let result: DashQueryResult;
  try {
    result = await execute(query, signal);
  } catch (err) {
    if (signal?.aborted) throw err;
    return failure('sql', tool, DASH_MESSAGES.sqlGenerationError, err, {
      followUp: DASH_MESSAGES.sqlApology,
    });
  }

  // Step 3: the chart, only when the query produced rows (and so output columns).
  const title = plan.title || config.title || '';
  if (result.columns.length === 0 || result.rows.length === 0) {
    return {
      kind: 'no-rows',
      tool,
      message: DASH_MESSAGES.noRows,
      title,
      query,
      ...(result.sql ? { sql: result.sql } : {}),
    };
  }
  const misfit = chartMisfit(config);
  const base = {
    kind: 'chart' as const,
    tool,
    title,
    query,
    result,
    ...(plan.reasoning ? { reasoning: plan.reasoning } : {}),
    ...(input.goldenPrompt ? { goldenPrompt: input.goldenPrompt } : {}),
  };
  if (misfit) {
    return {
      ...base,
      message: DASH_MESSAGES.chartFallback,
      config: { ...fallbackTable(config), title },
      fallback: true,
    };
  }
  return {
    ...base,
    message: DASH_MESSAGES.chartGenerated,
    config: { ...config, title },
    fallback: false,
  };
}

function failure(
  stage: DashStage,
  tool: DashTool | undefined,
  message: string,
  err: unknown,
  extra: { followUp?: string } = {},
): DashErrorAnswer {
  const detail = err instanceof Error ? err.message : err === undefined ? undefined : String(err);
  return {
    kind: 'error',
    stage,
    ...(tool ? { tool } : {}),
    message,
    ...extra,
    ...(detail ? { detail } : {}),
  };
}
