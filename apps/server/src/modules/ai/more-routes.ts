import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  askDashAnalyseAnswerSchema,
  askDashAnalyseBodySchema,
  askDashAnswerSchema,
  askDashBodySchema,
  askDashStandaloneAnswerSchema,
  askDashStandaloneBodySchema,
  chartDocumentSchema,
  chatMessagesAnswerSchema,
  chatMessagesQuerySchema,
  generateAiFiltersAnswerSchema,
  generateAiFiltersBodySchema,
  getDeepdiveAnswerSchema,
  getDeepdiveBodySchema,
  storeChatMessageAnswerSchema,
  storeChatMessageBodySchema,
} from '@chartroom/core';
import {
  DASH_MESSAGES,
  answerQuestion,
  classicSteps,
  fallbackTable,
  matchFilters,
  toClassicConfig,
  type DashContext,
} from '@chartroom/dash';
import type { Services } from '../../services';
import type { Caller } from '../../plugins/auth';
import { forbidden, HttpError, notFound } from '../../plugins/http-error';
import { abortOnClose } from '../query/abort-on-close';
import { standaloneAsk, type DashService } from './dash-service';
import { wireAnswer } from './answers';
import { chartFilterOf, dashboardFilterOf } from './filter-configs';
import { deepDive } from './deep-dive';

const tags = ['ai'];
const NOT_FOUND = 'Not found';

/**
 * The builder, dashboard and filter calls of Dash: the classic builder's /ai/ask-dash and
 * /ai/ask-dash-standalone, the dashboard's /ai/ask-dash-analyse and deep dive, the AI filter call
 * at the organisation's secret path, and the chat-message store.
 */
export function aiMoreRoutes(app: FastifyInstance, s: Services, dash: DashService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { switches } = dash;

  const assertOrganizationOn = (caller: Caller) => switches.assertOrganizationOn(caller);

  r.post(
    '/ai/ask-dash',
    { schema: { tags, body: askDashBodySchema, response: { 200: askDashAnswerSchema } } },
    async (request, reply) => {
      const caller = await s.auth.caller(request);
      await assertOrganizationOn(caller);
      const body = request.body;
      // The classic builder's data prep is the only table: its output columns.
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
      if (ctx.tables[0]!.columns.length === 0)
        throw new HttpError(422, DASH_MESSAGES.noSourceTable);
      const answer = await answerQuestion({
        model: dash.model,
        ctx,
        question: body.input,
        hasChart: !!body.existingChartConfig,
        signal: abortOnClose(reply),
        // no query here: the chart is drawn over the builder's own data
        execute: () =>
          Promise.resolve({
            columns: [{ name: 'output', type: 'unknown' }],
            rows: [{ output: null }],
          }),
      });
      // No chart: the builder's data as a Table (charts.md §8's fallback).
      if (answer.kind !== 'chart') {
        return { data: toClassicConfig(fallbackTable({ title: body.input }), {}) };
      }
      return {
        data: toClassicConfig(answer.config, {
          title: answer.title,
          orderBy: answer.query.orderBy,
          ...(body.orgColors?.length ? { colors: body.orgColors } : {}),
        }),
      };
    },
  );

  r.post(
    '/ai/ask-dash-standalone',
    {
      schema: {
        tags,
        body: askDashStandaloneBodySchema,
        response: { 200: askDashStandaloneAnswerSchema },
      },
    },
    async (request, reply) => {
      const caller = await s.auth.caller(request);
      const body = request.body;
      const { answer, connectionId } = await dash.ask(
        caller,
        standaloneAsk(body, abortOnClose(reply)),
      );
      if (answer.kind !== 'chart') {
        return { data: { chart: null, filters: [], connectionId, ...wireAnswer(answer) } };
      }
      const selectAll = await dash.selectAllQueries(caller.organizationId, connectionId);
      const query = selectAll(answer.query.table);
      const chart = toClassicConfig(answer.config, {
        title: answer.title,
        orderBy: answer.query.orderBy,
        ...(body.orgColors?.length ? { colors: body.orgColors } : {}),
      });
      const document = chartDocumentSchema.parse({
        chartConfig: chart,
        type: chart.type,
        goldenTable: answer.query.table,
        dataPrep: {
          query,
          rawTableNames: [answer.query.table],
          goldenTable: answer.query.table,
          steps: classicSteps(answer.config),
          ...(answer.query.limit ? { limit: answer.query.limit } : {}),
        },
      });
      return { data: { chart, document, filters: [], connectionId, ...wireAnswer(answer) } };
    },
  );

  r.post(
    '/ai/ask-dash-analyse',
    {
      schema: {
        tags,
        body: askDashAnalyseBodySchema,
        response: { 200: askDashAnalyseAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.caller(request);
      await assertOrganizationOn(caller);
      const body = request.body;
      const matches = matchFilters(
        body.input,
        body.outputColumns.map((c) => ({ name: c.columnName, type: c.type })),
        body.selectableColumnsAllUniqueValues,
      );
      return { data: { aiDashboardFilters: matches.map(dashboardFilterOf) } };
    },
  );

  r.post(
    '/ai/a:secret',
    {
      schema: {
        tags,
        params: z.object({ secret: z.string().max(200) }),
        body: generateAiFiltersBodySchema,
        response: { 200: generateAiFiltersAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.caller(request);
      // Another organisation's path, or a guessed one: nothing there.
      if (!(await switches.isFilterSecret(caller.organizationId, request.params.secret)))
        throw notFound(NOT_FOUND);
      await assertOrganizationOn(caller);
      const body = request.body;
      const matches = matchFilters(
        body.prompt,
        body.outputColumns.map((c) => ({ name: c.columnName, type: c.type })),
        body.selectableColumnsAllUniqueValues,
      );
      const filters = matches.map(chartFilterOf);
      return {
        data: {
          filters,
          message: filters.length ? DASH_MESSAGES.filtersAdded : DASH_MESSAGES.noFilters,
        },
      };
    },
  );

  r.post(
    '/ai/deepdive/get-deepdive',
    { schema: { tags, body: getDeepdiveBodySchema, response: { 200: getDeepdiveAnswerSchema } } },
    async (request, reply) => {
      const caller = await s.auth.caller(request);
      const body = request.body;
      if (body.organizationId && body.organizationId !== caller.organizationId)
        throw notFound(`Connection ${body.connection} not found`);
      const data = await deepDive(dash, caller, {
        task: body.investigationTask,
        connectionId: body.connection,
        table: body.selectedTable?.table,
        signal: abortOnClose(reply),
      });
      return { data };
    },
  );

  r.post(
    '/ai-chat-history/store-message',
    {
      schema: {
        tags,
        body: storeChatMessageBodySchema,
        response: { 200: storeChatMessageAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.caller(request);
      await assertOrganizationOn(caller);
      const body = request.body;
      if (body.organization_id !== caller.organizationId)
        throw forbidden('organization_id must be your own organisation');
      const row = await s.db
        .insertInto('chat_messages')
        .values({
          organization_id: caller.organizationId,
          session_id: body.session_id,
          author: body.author,
          message_text: body.message_text,
          chart_config: body.chart_config === undefined ? null : JSON.stringify(body.chart_config),
          filter_config:
            body.filter_config === undefined ? null : JSON.stringify(body.filter_config),
          prompt: body.prompt ?? null,
          question_type: body.question_type ?? 'text',
          chart_id: body.chart_id ?? null,
          tenant_id: caller.kind === 'tenant' ? caller.claims.tenant.id : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { data: { id: String(row.id) } };
    },
  );

  r.get(
    '/ai-chat-history/get-messages',
    {
      schema: {
        tags,
        querystring: chatMessagesQuerySchema,
        response: { 200: chatMessagesAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.caller(request);
      await assertOrganizationOn(caller);
      // A tenant reads its own sessions only; admins their own (tenant-less) ones.
      const rows = await s.db
        .selectFrom('chat_messages')
        .selectAll()
        .where('organization_id', '=', caller.organizationId)
        .where('session_id', '=', request.query.session_id)
        .where((eb) =>
          caller.kind === 'tenant'
            ? eb('tenant_id', '=', caller.claims.tenant.id)
            : eb('tenant_id', 'is', null),
        )
        .orderBy('id')
        .limit(1000)
        .execute();
      return {
        data: {
          messages: rows.map((m) => ({
            id: Number(m.id),
            organization_id: m.organization_id,
            session_id: m.session_id,
            author: m.author,
            message_text: m.message_text,
            chart_config: m.chart_config,
            filter_config: m.filter_config,
            prompt: m.prompt,
            question_type: m.question_type,
            chart_id: m.chart_id,
            created_at: new Date(m.created_at as unknown as string).toISOString(),
          })),
        },
      };
    },
  );
}
