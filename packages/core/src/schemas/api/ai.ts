import { z } from 'zod';
import {
  chatAuthorSchema,
  chatHistorySchema,
  dashSuggestionSchema,
  questionTypeSchema,
} from '../ai/chat-message';
import { deepDiveResponseSchema } from '../ai/deep-dive';
import { chartConfigClassicSchema } from '../chart/chart-config-classic';
import { chartDocumentSchema } from '../chart/chart-document';
import { chartConfigV2Schema } from '../chart-v2/chart-config-v2';
import { outputColumnSchema } from '../common/column-type';
import { chartFilterConfigSchema } from '../filter/chart-filter';
import { dashboardFilterSchema } from '../filter/dashboard-filter';
import { selectedTableEntrySchema } from '../dashboard/selected-table';
import { lineText, multilineText, guardedRequest } from '../common/text';
import { dataEnvelope, idSchema } from './common';
import { resultColumnSchema, resultRowSchema } from './query';

// Dash calls (charts.md §7 "AI", filters-and-rendering.md §7). Answers marked "our design" are
// "not shown" in the spec.

const input = multilineText(10_000, 'Input').trim().min(1, 'Ask Dash something first');
const outputColumns = z.array(outputColumnSchema).max(1000).default([]);
/** Distinct values per selectable column, for grounding filters. */
export const uniqueValuesByColumnSchema = z.record(z.string(), z.array(z.string()).max(1000));
const uniqueValues = uniqueValuesByColumnSchema.default({});
const orgColors = z.array(lineText(100, 'Colour')).max(100).optional();
/** AI call timeout (charts.md §9). */
export const AI_TIMEOUT_MS = 300_000;
export const DEFAULT_MAX_SUGGESTIONS = 5;

/** The kind of a Dash answer (our design): what the pipeline ended with. */
export const dashAnswerKindSchema = z.enum([
  'chart',
  'complex',
  'no-rows',
  'unanswerable',
  'error',
]);

/** The query result of a chart answer (the result contract: typed columns, rows by name). */
export const dashResultSchema = z.object({
  columns: z.array(resultColumnSchema),
  rows: z.array(resultRowSchema),
});

/** Fields every Dash answer may carry beside the spec's (our design, all optional). */
const dashAnswerExtras = {
  kind: dashAnswerKindSchema.optional(),
  /** The table the chart reads. */
  table: z.string().optional(),
  /** The chart's data, run through the caller's query path. */
  result: dashResultSchema.optional(),
  /** 'Here are some questions that would be easier for me to answer:' with complex answers. */
  heading: z.string().optional(),
  reasoning: z.string().optional(),
  /** The connection Dash answered from. */
  connectionId: z.string().optional(),
};

/** POST /ai/orchestrate (5 minute timeout) — our design: Dash's reply, with chart and SQL. */
export const orchestrateBodySchema = guardedRequest(
  z.object({
    prompt: input,
    chatHistory: chatHistorySchema,
    connectionId: idSchema,
  }),
);
export type OrchestrateBody = z.infer<typeof orchestrateBodySchema>;
export const orchestrateAnswerSchema = dataEnvelope(
  z.object({
    message: z.string(),
    sql: z.string().optional(),
    chart: chartDocumentSchema.optional(),
    suggestions: z.array(dashSuggestionSchema).optional(),
    ...dashAnswerExtras,
  }),
);

/** POST /ai/preprocess-prompt → suggestions. */
export const preprocessPromptBodySchema = guardedRequest(
  z.object({
    input,
    maxSuggestions: z.number().int().min(1).max(20).default(DEFAULT_MAX_SUGGESTIONS),
    connectionId: idSchema,
    chatHistory: chatHistorySchema,
  }),
);
export type PreprocessPromptBody = z.infer<typeof preprocessPromptBodySchema>;
export const preprocessPromptAnswerSchema = dataEnvelope(
  z.object({ suggestions: z.array(dashSuggestionSchema) }),
);

/** Tools the router chooses between (charts.md §4, step 0). */
export const dashToolSchema = z.enum(['reasoning', 'generator', 'builder'], {
  error: 'Tool must be reasoning, generator or builder',
});
export type DashTool = z.infer<typeof dashToolSchema>;

/** POST /ai/ask-dash-herald — our design: the routing decision. */
export const askDashHeraldBodySchema = guardedRequest(z.object({ input, connectionId: idSchema }));
export type AskDashHeraldBody = z.infer<typeof askDashHeraldBodySchema>;
export const askDashHeraldAnswerSchema = dataEnvelope(z.object({ tool: dashToolSchema }));

/** POST /ai/ask-dash (classic builder) → `data` is the generated chart config. */
export const askDashBodySchema = guardedRequest(
  z.object({
    input,
    outputColumns,
    existingChartConfig: chartConfigClassicSchema.optional(),
    orgColors,
  }),
);
export type AskDashBody = z.infer<typeof askDashBodySchema>;
export const askDashAnswerSchema = dataEnvelope(chartConfigClassicSchema);

/** POST /ai/ask-dash-standalone → chart, message, filters. */
export const askDashStandaloneBodySchema = guardedRequest(
  z.object({
    input,
    outputColumns,
    orgColors,
    chatHistory: chatHistorySchema,
    currentSegmentInfo: z.unknown().optional(),
    currentFilterInfo: z.unknown().optional(),
    connectionId: idSchema,
    selectableColumnsAllUniqueValues: uniqueValues,
    currentChartConfig: chartConfigClassicSchema.optional(),
    golden_table_raw_name: lineText(300, 'golden_table_raw_name').nullable().optional(),
  }),
);
export type AskDashStandaloneBody = z.infer<typeof askDashStandaloneBodySchema>;
export const askDashStandaloneAnswerSchema = dataEnvelope(
  z.object({
    chart: chartConfigClassicSchema.nullable(),
    message: z.string(),
    filters: z.array(chartFilterConfigSchema).default([]),
    /** Our addition: the whole chart document (data prep and config) of the answer. */
    document: chartDocumentSchema.optional(),
    sql: z.string().optional(),
    suggestions: z.array(dashSuggestionSchema).optional(),
    ...dashAnswerExtras,
  }),
);

/** POST /ai/ask-dash-standalone-v2 — our design: a v2 chart config, message and filters. */
export const askDashStandaloneV2BodySchema = guardedRequest(
  z.object({
    input,
    outputColumns,
    chatHistory: chatHistorySchema,
    currentFilterInfo: z.unknown().optional(),
    selectableColumnsAllUniqueValues: uniqueValues,
    currentChartConfig: chartConfigV2Schema.optional(),
    golden_table_raw_name: lineText(300, 'golden_table_raw_name').nullable().optional(),
    /** Our addition: the connection (default: the organisation's default connection). */
    connectionId: idSchema.optional(),
  }),
);
export type AskDashStandaloneV2Body = z.infer<typeof askDashStandaloneV2BodySchema>;
export const askDashStandaloneV2AnswerSchema = dataEnvelope(
  z.object({
    chart: chartConfigV2Schema.nullable(),
    message: z.string(),
    filters: z.array(chartFilterConfigSchema).default([]),
    sql: z.string().optional(),
    suggestions: z.array(dashSuggestionSchema).optional(),
    ...dashAnswerExtras,
  }),
);

/** POST /ai/a{secret} — AI filter generation (payload not shown; ours from §7's field list). */
export const generateAiFiltersBodySchema = guardedRequest(
  z.object({
    prompt: input,
    outputColumns,
    embedded: z.boolean().default(false),
    selectableColumnsAllUniqueValues: uniqueValues,
    chartId: idSchema.optional(),
  }),
);
export type GenerateAiFiltersBody = z.infer<typeof generateAiFiltersBodySchema>;
export const generateAiFiltersAnswerSchema = dataEnvelope(
  z.object({ filters: z.array(chartFilterConfigSchema), message: z.string().optional() }),
);

/** POST /ai/ask-dash-analyse → `data.aiDashboardFilters`. */
export const askDashAnalyseBodySchema = guardedRequest(
  z.object({
    input,
    outputColumns,
    selectableColumnsAllUniqueValues: uniqueValues,
  }),
);
export type AskDashAnalyseBody = z.infer<typeof askDashAnalyseBodySchema>;
export const askDashAnalyseAnswerSchema = dataEnvelope(
  z.object({ aiDashboardFilters: z.array(dashboardFilterSchema) }),
);

/** GET /ai/is-dash-enabled?connectionId → `data.enabled`. */
export const isDashEnabledQuerySchema = guardedRequest(z.object({ connectionId: idSchema }));
export const isDashEnabledAnswerSchema = dataEnvelope(
  z.object({
    enabled: z.boolean(),
    /** Our addition: why Dash is off, when it is. */
    reason: z.string().optional(),
    /** Our addition: the organisation's AI-filter path (`/ai/a{secret}`), when Dash is on. */
    aiFilterPath: z.string().optional(),
  }),
);

/** GET /ai/settings (admins, our design): Dash on/off for the organisation and each connection. */
export const dashSettingsAnswerSchema = dataEnvelope(
  z.object({
    enabled: z.boolean(),
    connections: z.array(z.object({ connectionId: z.string(), enabled: z.boolean() })),
  }),
);

/** POST /ai/set-dash-enabled (admins, our design): one switch, the organisation's or a connection's. */
export const setDashEnabledBodySchema = guardedRequest(
  z.object({
    enabled: z.boolean({ error: 'enabled must be true or false' }),
    connectionId: idSchema.optional(),
  }),
);
export type SetDashEnabledBody = z.infer<typeof setDashEnabledBodySchema>;

/** POST /ai/deepdive/get-deepdive → analysis and visualisations. */
export const getDeepdiveBodySchema = guardedRequest(
  z.object({
    organizationId: idSchema.optional(),
    investigationTask: input,
    /** Connection id. */
    connection: idSchema,
    uniqueValuesByColumn: uniqueValues,
    selectedTable: selectedTableEntrySchema.optional(),
  }),
);
export type GetDeepdiveBody = z.infer<typeof getDeepdiveBodySchema>;
export const getDeepdiveAnswerSchema = dataEnvelope(deepDiveResponseSchema);

/** POST {data-partner host}/ai/{projectId}/agent */
export const dataPartnerAgentBodySchema = guardedRequest(
  z.object({
    message: input,
    threadId: idSchema.optional(),
    source: lineText(200, 'source').optional(),
  }),
);
export type DataPartnerAgentBody = z.infer<typeof dataPartnerAgentBodySchema>;
export const dataPartnerAgentAnswerSchema = z.object({
  threadId: z.string(),
  output: z.object({
    text: z.string(),
    query: z.string().optional(),
    data: z
      .object({
        rows: z.array(
          z.object({
            name: z.string(),
            value: z.union([z.number(), z.string()]),
            order: z.number(),
          }),
        ),
      })
      .optional(),
  }),
});

// Dash builder steps (paths not shown; bodies from charts.md §7, answers our design).

/** Step 0: route a message to a tool. */
export const dashRouteBodySchema = guardedRequest(
  z.object({
    message: input,
    history: chatHistorySchema,
    connectionId: idSchema,
  }),
);
export type DashRouteBody = z.infer<typeof dashRouteBodySchema>;
export const dashRouteAnswerSchema = dataEnvelope(z.object({ tool: dashToolSchema }));

/** Step 1: reasoning check; 'complex' stops with suggestions. */
export const dashReasoningBodySchema = guardedRequest(
  z.object({
    message: input,
    maxSuggestions: z.number().int().min(1).max(20).default(3),
    history: chatHistorySchema,
    connectionId: idSchema,
  }),
);
export type DashReasoningBody = z.infer<typeof dashReasoningBodySchema>;
export const dashVerdictSchema = z.enum(['simple', 'complex'], {
  error: 'Verdict must be simple or complex',
});
export const dashReasoningAnswerSchema = dataEnvelope(
  z.object({
    verdict: dashVerdictSchema,
    reasoning: z.string(),
    suggestions: z.array(dashSuggestionSchema).default([]),
  }),
);

/** Step 2: SQL generation. */
export const dashGenerateSqlBodySchema = guardedRequest(
  z.object({ message: input, connectionId: idSchema }),
);
export type DashGenerateSqlBody = z.infer<typeof dashGenerateSqlBodySchema>;
export const dashGenerateSqlAnswerSchema = dataEnvelope(z.object({ sql: z.string() }));

/** Step 3: chart building over the query's output columns. */
export const dashBuildChartBodySchema = guardedRequest(
  z.object({
    message: input,
    outputColumns: z.array(outputColumnSchema).min(1, 'The SQL produced no columns').max(1000),
    currentConfig: chartDocumentSchema.optional(),
  }),
);
export type DashBuildChartBody = z.infer<typeof dashBuildChartBodySchema>;
export const dashBuildChartAnswerSchema = dataEnvelope(z.object({ config: chartDocumentSchema }));

// Chat message store (filters-and-rendering.md §7; paths our design).

const sessionId = lineText(200, 'session_id').trim().min(1, 'Session id is required');

// POST /ai-chat-history/store-message takes storeChatMessageBodySchema (./golden.ts).

/** GET /ai-chat-history/get-messages?session_id: the session's messages, oldest first. */
export const chatMessagesQuerySchema = guardedRequest(z.object({ session_id: sessionId }));
export const chatMessagesAnswerSchema = dataEnvelope(
  z.object({
    messages: z.array(
      z.object({
        id: z.number().int(),
        organization_id: z.string(),
        session_id: z.string(),
        author: chatAuthorSchema,
        message_text: z.string(),
        chart_config: z.unknown().nullable(),
        filter_config: z.unknown().nullable(),
        prompt: z.string().nullable(),
        question_type: questionTypeSchema,
        chart_id: z.string().nullable(),
        created_at: z.string(),
      }),
    ),
  }),
);
