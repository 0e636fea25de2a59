import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chartDocumentSchema,
  dashBuildChartBodySchema,
  dashGenerateSqlBodySchema,
  dashReasoningAnswerSchema,
  dashReasoningBodySchema,
  dashRouteAnswerSchema,
  dashRouteBodySchema,
  dataEnvelope,
} from '@chartroom/core';
import {
  DASH_MESSAGES,
  answerQuestion,
  compileDashQueryText,
  fallbackTable,
  routeQuestion,
  toClassicConfig,
  type DashContext,
} from '@chartroom/dash';
import type { Services } from '../../services';
import { abortOnClose } from '../query/abort-on-close';
import type { DashService } from './dash-service';

const tags = ['ai'];

/** Step 2's answer: the SQL, or the spec's comment when none could be written, and why. */
const generateSqlAnswerSchema = dataEnvelope(
  z.object({ sql: z.string(), message: z.string().optional() }),
);

/**
 * The classic builder's Dash steps (charts.md §7: payloads given, paths ours): route, reasoning
 * check, SQL generation (text for the SQL editor) and chart building over output columns.
 */
export function builderStepRoutes(app: FastifyInstance, s: Services, dash: DashService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/ai/dash/route',
    { schema: { tags, body: dashRouteBodySchema, response: { 200: dashRouteAnswerSchema } } },
    async (request) => {
      const caller = await s.auth.caller(request);
      await dash.switches.assertOn(caller, request.body.connectionId);
      return { data: { tool: routeQuestion(request.body.message) } };
    },
  );

  r.post(
    '/ai/dash/reasoning',
    {
      schema: { tags, body: dashReasoningBodySchema, response: { 200: dashReasoningAnswerSchema } },
    },
    async (request, reply) => {
      const caller = await s.auth.caller(request);
      const body = request.body;
      const suggestions = await dash.suggest(caller, {
        question: body.message,
        connectionId: body.connectionId,
        maxSuggestions: body.maxSuggestions,
        signal: abortOnClose(reply),
      });
      const simple = suggestions.length === 1 && suggestions[0]!.prompt === body.message;
      return {
        data: simple
          ? {
              verdict: 'simple' as const,
              reasoning: suggestions[0]!.reasoning ?? '',
              suggestions: [],
            }
          : {
              verdict: 'complex' as const,
              reasoning: suggestions[0]?.reasoning ?? DASH_MESSAGES.noChart,
              suggestions,
            },
      };
    },
  );

  r.post(
    '/ai/dash/generate-sql',
    {
      schema: { tags, body: dashGenerateSqlBodySchema, response: { 200: generateSqlAnswerSchema } },
    },
    async (request, reply) => {
      const caller = await s.auth.caller(request);
      const body = request.body;
      const { answer, source } = await dash.ask(caller, {
        question: body.message,
        connectionId: body.connectionId,
        signal: abortOnClose(reply),
      });
      if ((answer.kind !== 'chart' && answer.kind !== 'no-rows') || !source) {
        const message = answer.kind === 'error' ? answer.message : DASH_MESSAGES.noSqlGenerated;
        request.log.info({ dash: answer.kind, message }, 'Dash wrote no SQL');
        return { data: { sql: DASH_MESSAGES.sqlErrorComment, message } };
      }
      const table = source.ctx.tables.find((t) => t.name === answer.query.table)!;
      const sql = compileDashQueryText(source.connection.connector.dialect, answer.query, table);
      return { data: { sql } };
    },
  );

  r.post(
    '/ai/dash/build-chart',
    {
      schema: {
        tags,
        body: dashBuildChartBodySchema,
        response: {
          200: dataEnvelope(z.object({ config: chartDocumentSchema, message: z.string() })),
        },
      },
    },
    async (request, reply) => {
      const caller = await s.auth.caller(request);
      await dash.switches.assertOrganizationOn(caller);
      const body = request.body;
      const ctx: DashContext = {
        tables: [
          {
            name: 'output',
            columns: body.outputColumns.map((c) => ({ name: c.columnName, type: c.type })),
          },
        ],
        values: [],
        golden: [],
        maxSuggestions: 5,
      };
      const answer = await answerQuestion({
        model: dash.model,
        ctx,
        question: body.message,
        hasChart: !!body.currentConfig,
        signal: abortOnClose(reply),
        execute: () =>
          Promise.resolve({
            columns: [{ name: 'output', type: 'unknown' }],
            rows: [{ output: null }],
          }),
      });
      const chart =
        answer.kind === 'chart'
          ? toClassicConfig(answer.config, { title: answer.title, orderBy: answer.query.orderBy })
          : toClassicConfig(fallbackTable({ title: body.message }));
      const current = body.currentConfig;
      const config = chartDocumentSchema.parse({
        ...(current ?? {}),
        chartConfig: chart,
        type: chart.type,
        dataPrep: { ...(current?.dataPrep ?? {}), outputColumns: body.outputColumns },
      });
      return {
        data: {
          config,
          message:
            answer.kind === 'chart' && !answer.fallback
              ? DASH_MESSAGES.chartGenerated
              : DASH_MESSAGES.chartFallback,
        },
      };
    },
  );
}
