import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  askDashHeraldAnswerSchema,
  askDashHeraldBodySchema,
  askDashStandaloneV2AnswerSchema,
  askDashStandaloneV2BodySchema,
  dashSettingsAnswerSchema,
  isDashEnabledAnswerSchema,
  isDashEnabledQuerySchema,
  orchestrateAnswerSchema,
  orchestrateBodySchema,
  preprocessPromptAnswerSchema,
  preprocessPromptBodySchema,
  setDashEnabledBodySchema,
} from '@chartroom/core';
import { routeQuestion, type DashModel } from '@chartroom/dash';
import type { Services } from '../../services';
import { abortOnClose } from '../query/abort-on-close';
import { DashService, standaloneAsk } from './dash-service';
import { DashSwitches } from './dash-switches';
import { v2Document, wireAnswer } from './answers';
import { aiMoreRoutes } from './more-routes';
import { builderStepRoutes } from './builder-step-routes';

const tags = ['ai'];

/**
 * Dash's calls (charts.md §7 "AI", filters-and-rendering.md §7; decision 033). Every question is
 * answered under the caller's scope: the switches first (organisation, connection, tenant
 * `aiCharts`), then the context and every query through the query service.
 */
export function aiRoutes(app: FastifyInstance, s: Services, model: DashModel): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const switches = new DashSwitches(s.db);
  const dash = new DashService(s, model, switches);
  const admin = (request: FastifyRequest) => s.auth.admin(request);

  r.get(
    '/ai/is-dash-enabled',
    {
      schema: {
        tags,
        querystring: isDashEnabledQuerySchema,
        response: { 200: isDashEnabledAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.caller(request);
      const reason = await switches.offReason(caller, request.query.connectionId);
      if (reason) return { data: { enabled: false, reason } };
      const secret = await switches.filterSecret(caller.organizationId);
      return { data: { enabled: true, aiFilterPath: `/ai/a${secret}` } };
    },
  );

  r.get(
    '/ai/settings',
    {
      preValidation: async (request) => void (await admin(request)),
      schema: { tags, response: { 200: dashSettingsAnswerSchema } },
    },
    async (request) => ({ data: await switches.settings((await admin(request)).organizationId) }),
  );

  r.post(
    '/ai/set-dash-enabled',
    {
      preValidation: async (request) => void (await admin(request)),
      schema: { tags, body: setDashEnabledBodySchema, response: { 200: dashSettingsAnswerSchema } },
    },
    async (request) => {
      const { organizationId } = await admin(request);
      await switches.set(organizationId, request.body.enabled, request.body.connectionId);
      return { data: await switches.settings(organizationId) };
    },
  );

  r.post(
    '/ai/ask-dash-standalone-v2',
    {
      schema: {
        tags,
        body: askDashStandaloneV2BodySchema,
        response: { 200: askDashStandaloneV2AnswerSchema },
      },
    },
    async (request, reply) => {
      const caller = await s.auth.caller(request);
      const body = request.body;
      const { answer, connectionId } = await dash.ask(caller, {
        ...standaloneAsk(body, abortOnClose(reply)),
        currentChart: body.currentChartConfig
          ? { config: body.currentChartConfig, table: body.golden_table_raw_name ?? undefined }
          : undefined,
      });
      return {
        data: {
          chart: answer.kind === 'chart' ? answer.config : null,
          filters: [],
          connectionId,
          ...wireAnswer(answer),
        },
      };
    },
  );

  r.post(
    '/ai/orchestrate',
    { schema: { tags, body: orchestrateBodySchema, response: { 200: orchestrateAnswerSchema } } },
    async (request, reply) => {
      const caller = await s.auth.caller(request);
      const body = request.body;
      const { answer, connectionId } = await dash.ask(caller, {
        question: body.prompt,
        connectionId: body.connectionId,
        history: body.chatHistory,
        signal: abortOnClose(reply),
      });
      const chart = v2Document(
        answer,
        await dash.selectAllQueries(caller.organizationId, connectionId),
      );
      return { data: { ...wireAnswer(answer), connectionId, ...(chart ? { chart } : {}) } };
    },
  );

  r.post(
    '/ai/preprocess-prompt',
    {
      schema: {
        tags,
        body: preprocessPromptBodySchema,
        response: { 200: preprocessPromptAnswerSchema },
      },
    },
    async (request, reply) => {
      const caller = await s.auth.caller(request);
      const body = request.body;
      const suggestions = await dash.suggest(caller, {
        question: body.input,
        connectionId: body.connectionId,
        maxSuggestions: body.maxSuggestions,
        signal: abortOnClose(reply),
      });
      return { data: { suggestions } };
    },
  );

  r.post(
    '/ai/ask-dash-herald',
    {
      schema: { tags, body: askDashHeraldBodySchema, response: { 200: askDashHeraldAnswerSchema } },
    },
    async (request) => {
      const caller = await s.auth.caller(request);
      await switches.assertOn(caller, request.body.connectionId);
      return { data: { tool: routeQuestion(request.body.input) } };
    },
  );

  aiMoreRoutes(app, s, dash);
  builderStepRoutes(app, s, dash);
}
