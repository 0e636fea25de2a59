import type {
  askDashAnalyseAnswerSchema,
  askDashAnalyseBodySchema,
  askDashAnswerSchema,
  askDashBodySchema,
  askDashHeraldAnswerSchema,
  askDashHeraldBodySchema,
  askDashStandaloneAnswerSchema,
  askDashStandaloneBodySchema,
  askDashStandaloneV2AnswerSchema,
  askDashStandaloneV2BodySchema,
  chatMessagesAnswerSchema,
  dashBuildChartBodySchema,
  dashGenerateSqlBodySchema,
  dashReasoningAnswerSchema,
  dashReasoningBodySchema,
  dashRouteAnswerSchema,
  dashRouteBodySchema,
  dashSettingsAnswerSchema,
  generateAiFiltersAnswerSchema,
  generateAiFiltersBodySchema,
  getDeepdiveAnswerSchema,
  getDeepdiveBodySchema,
  isDashEnabledAnswerSchema,
  orchestrateAnswerSchema,
  orchestrateBodySchema,
  preprocessPromptAnswerSchema,
  preprocessPromptBodySchema,
  setDashEnabledBodySchema,
  storeChatMessageAnswerSchema,
  storeChatMessageBodySchema,
  ChartDocument,
} from '@chartroom/core';
import type { z } from 'zod';
import { withQuery, type Http } from './http';

type Data<Schema extends z.ZodType> = z.output<Schema> extends { data: infer D } ? D : never;

// Bodies are the schemas' input types; answers are `data` (decision 033).
export type IsDashEnabledAnswer = Data<typeof isDashEnabledAnswerSchema>;
export type DashSettings = Data<typeof dashSettingsAnswerSchema>;
export type SetDashEnabledBody = z.input<typeof setDashEnabledBodySchema>;
export type AskDashStandaloneV2Request = z.input<typeof askDashStandaloneV2BodySchema>;
export type AskDashStandaloneV2Answer = Data<typeof askDashStandaloneV2AnswerSchema>;
export type AskDashStandaloneRequest = z.input<typeof askDashStandaloneBodySchema>;
export type AskDashStandaloneAnswer = Data<typeof askDashStandaloneAnswerSchema>;
export type AskDashRequest = z.input<typeof askDashBodySchema>;
export type AskDashAnswer = Data<typeof askDashAnswerSchema>;
export type OrchestrateRequest = z.input<typeof orchestrateBodySchema>;
export type OrchestrateAnswer = Data<typeof orchestrateAnswerSchema>;
export type PreprocessPromptRequest = z.input<typeof preprocessPromptBodySchema>;
export type PreprocessPromptAnswer = Data<typeof preprocessPromptAnswerSchema>;
export type AskDashHeraldRequest = z.input<typeof askDashHeraldBodySchema>;
export type AskDashHeraldAnswer = Data<typeof askDashHeraldAnswerSchema>;
export type AskDashAnalyseRequest = z.input<typeof askDashAnalyseBodySchema>;
export type AskDashAnalyseAnswer = Data<typeof askDashAnalyseAnswerSchema>;
export type GenerateAiFiltersRequest = z.input<typeof generateAiFiltersBodySchema>;
export type GenerateAiFiltersAnswer = Data<typeof generateAiFiltersAnswerSchema>;
export type GetDeepdiveRequest = z.input<typeof getDeepdiveBodySchema>;
export type GetDeepdiveAnswer = Data<typeof getDeepdiveAnswerSchema>;
export type StoreChatMessageRequest = z.input<typeof storeChatMessageBodySchema>;
export type StoreChatMessageAnswer = Data<typeof storeChatMessageAnswerSchema>;
export type ChatMessagesAnswer = Data<typeof chatMessagesAnswerSchema>;
export type DashRouteRequest = z.input<typeof dashRouteBodySchema>;
export type DashRouteAnswer = Data<typeof dashRouteAnswerSchema>;
export type DashReasoningRequest = z.input<typeof dashReasoningBodySchema>;
export type DashReasoningAnswer = Data<typeof dashReasoningAnswerSchema>;
export type DashGenerateSqlRequest = z.input<typeof dashGenerateSqlBodySchema>;
export interface DashGenerateSqlAnswer {
  sql: string;
  message?: string;
}
export type DashBuildChartRequest = z.input<typeof dashBuildChartBodySchema>;
export interface DashBuildChartAnswer {
  config: ChartDocument;
  message: string;
}

/** Dash's calls (charts.md §7 "AI", filters-and-rendering.md §7; decision 033). */
export function aiMethods(http: Http) {
  const { request } = http;
  return {
    /** Whether Dash is on for the caller on this connection (with the AI-filter path). */
    isDashEnabled: ({ connectionId }: { connectionId: string }) =>
      request<IsDashEnabledAnswer>('GET', withQuery('/ai/is-dash-enabled', { connectionId })),
    /** Admins: Dash on/off for the organisation and each connection. */
    getDashSettings: () => request<DashSettings>('GET', '/ai/settings'),
    setDashEnabled: (body: SetDashEnabledBody) =>
      request<DashSettings>('POST', '/ai/set-dash-enabled', body),
    askDashStandaloneV2: (body: AskDashStandaloneV2Request) =>
      request<AskDashStandaloneV2Answer>('POST', '/ai/ask-dash-standalone-v2', body),
    askDashStandalone: (body: AskDashStandaloneRequest) =>
      request<AskDashStandaloneAnswer>('POST', '/ai/ask-dash-standalone', body),
    askDash: (body: AskDashRequest) => request<AskDashAnswer>('POST', '/ai/ask-dash', body),
    orchestrate: (body: OrchestrateRequest) =>
      request<OrchestrateAnswer>('POST', '/ai/orchestrate', body),
    preprocessPrompt: (body: PreprocessPromptRequest) =>
      request<PreprocessPromptAnswer>('POST', '/ai/preprocess-prompt', body),
    askDashHerald: (body: AskDashHeraldRequest) =>
      request<AskDashHeraldAnswer>('POST', '/ai/ask-dash-herald', body),
    askDashAnalyse: (body: AskDashAnalyseRequest) =>
      request<AskDashAnalyseAnswer>('POST', '/ai/ask-dash-analyse', body),
    /** AI filters at the organisation's path (`aiFilterPath` of isDashEnabled). */
    generateAiFilters: (aiFilterPath: string, body: GenerateAiFiltersRequest) =>
      request<GenerateAiFiltersAnswer>('POST', aiFilterPath, body),
    getDeepdive: (body: GetDeepdiveRequest) =>
      request<GetDeepdiveAnswer>('POST', '/ai/deepdive/get-deepdive', body),
    storeChatMessage: (body: StoreChatMessageRequest) =>
      request<StoreChatMessageAnswer>('POST', '/ai-chat-history/store-message', body),
    getChatMessages: ({ sessionId }: { sessionId: string }) =>
      request<ChatMessagesAnswer>(
        'GET',
        withQuery('/ai-chat-history/get-messages', { session_id: sessionId }),
      ),
    dashRoute: (body: DashRouteRequest) => request<DashRouteAnswer>('POST', '/ai/dash/route', body),
    dashReasoning: (body: DashReasoningRequest) =>
      request<DashReasoningAnswer>('POST', '/ai/dash/reasoning', body),
    dashGenerateSql: (body: DashGenerateSqlRequest) =>
      request<DashGenerateSqlAnswer>('POST', '/ai/dash/generate-sql', body),
    dashBuildChart: (body: DashBuildChartRequest) =>
      request<DashBuildChartAnswer>('POST', '/ai/dash/build-chart', body),
  };
}
