import {
  AI_TIMEOUT_MS,
  DEFAULT_MAX_SUGGESTIONS,
  type ChartConfigV2,
  type DashSuggestion,
} from '@chartroom/core';
import {
  DASH_MESSAGES,
  answerQuestion,
  closeGolden,
  compileDashQuery,
  type DashAnswer,
  type DashExecute,
  type DashModel,
  type DashContext,
  type DashHistoryMessage,
  type DashPlan,
} from '@chartroom/dash';
import type { Services } from '../../services';
import type { Caller } from '../../plugins/auth';
import { badRequest } from '../../plugins/http-error';
import { findTable, selectAllQuery } from '../chart/starter-config';
import { visibleSchema } from '../connection/tenant-access';
import { buildDashContext, type DashSource } from './dash-context';
import type { DashSwitches } from './dash-switches';

export interface AskInput {
  question: string;
  /** Default: the organisation's default connection (or the first the caller may read). */
  connectionId?: string | undefined;
  /** Only these tables (the builder's golden table). */
  tables?: readonly string[] | undefined;
  maxSuggestions?: number | undefined;
  timeZone?: string | undefined;
  hasChart?: boolean | undefined;
  /** The builder's chart in hand (v2), which the question may ask to change. */
  currentChart?: { config: ChartConfigV2; table?: string | undefined } | undefined;
  /** The chat so far (the body's chatHistory), for follow-up questions. */
  history?: ReadonlyArray<{ speakerName: DashHistoryMessage['speaker']; message: string }>;
  signal?: AbortSignal | undefined;
}

/** The fields of a builder's standalone question (/ai/ask-dash-standalone and its v2). */
export interface StandaloneBody {
  input: string;
  connectionId?: string | undefined;
  golden_table_raw_name?: string | null | undefined;
  currentChartConfig?: unknown;
  chatHistory?: AskInput['history'];
}

/** A builder's standalone question as the pipeline's input. */
export function standaloneAsk(body: StandaloneBody, signal: AbortSignal): AskInput {
  return {
    question: body.input,
    connectionId: body.connectionId,
    tables: body.golden_table_raw_name ? [body.golden_table_raw_name] : undefined,
    hasChart: !!body.currentChartConfig,
    history: body.chatHistory,
    signal,
  };
}

export interface AskOutput {
  answer: DashAnswer;
  connectionId: string;
  source: DashSource | null;
}

/**
 * Dash on the server: checks the switches, builds the context under the caller's scope, and runs
 * the pipeline with an executor that compiles each plan with packages/core and runs it through
 * the query service (read-only, tenant rewrite, cache) as the caller.
 */
export class DashService {
  constructor(
    private readonly s: Services,
    readonly model: DashModel,
    readonly switches: DashSwitches,
  ) {}

  get modelName(): DashModel['name'] {
    return this.model.name;
  }

  async ask(caller: Caller, input: AskInput): Promise<AskOutput> {
    const connectionId = input.connectionId ?? (await this.defaultConnection(caller));
    await this.switches.assertOn(caller, connectionId);
    const signal = AbortSignal.any([
      AbortSignal.timeout(AI_TIMEOUT_MS),
      ...(input.signal ? [input.signal] : []),
    ]);
    const source = await buildDashContext(this.s, caller, connectionId, {
      tables: input.tables,
      maxSuggestions: input.maxSuggestions ?? DEFAULT_MAX_SUGGESTIONS,
      timeZone: input.timeZone,
      signal,
    });
    const ctx: DashContext = {
      ...source.ctx,
      ...(input.history?.length
        ? { history: input.history.map((m) => ({ speaker: m.speakerName, message: m.message })) }
        : {}),
      ...(input.currentChart
        ? {
            currentChart: {
              config: input.currentChart.config,
              ...(input.currentChart.table ? { table: input.currentChart.table } : {}),
            },
          }
        : {}),
    };
    if (ctx.tables.length === 0) {
      return {
        answer: { kind: 'error', stage: 'sql', message: DASH_MESSAGES.noSourceTable },
        connectionId,
        source,
      };
    }
    const execute = this.executor(caller, source, input.timeZone);
    const answer = await answerQuestion({
      model: this.model,
      ctx,
      question: input.question,
      execute,
      signal,
      hasChart: input.hasChart ?? false,
    });
    return { answer, connectionId, source };
  }

  /** Runs a Dash query as the caller: compiled by packages/core, through the query service. */
  executor(caller: Caller, source: DashSource, timeZone?: string): DashExecute {
    const { ctx, connection } = source;
    return async (query, sig) => {
      const table = ctx.tables.find((t) => t.name === query.table);
      if (!table) throw new Error(DASH_MESSAGES.noValidRawTables);
      const compiled = compileDashQuery(connection.connector.dialect, query, table, { timeZone });
      const result = await this.s.queries.run({
        caller,
        connection,
        sql: compiled.sql,
        params: compiled.params,
        ...(sig ? { signal: sig } : {}),
      });
      return { ...result, sql: compiled.sql };
    };
  }

  /**
   * The reasoning step alone (POST /ai/preprocess-prompt): easier questions for a complex one, the
   * question itself when Dash can answer it as asked, none when the tables cannot answer it.
   */
  /** `select * from <table>` in the connection's dialect, for the data prep of a Dash chart. */
  async selectAllQueries(
    organizationId: string,
    connectionId: string,
  ): Promise<(table: string) => string> {
    const record = await this.s.connections.find(organizationId, connectionId);
    const schema = await this.s.connectionService.schema(organizationId, connectionId, false);
    return (table: string) => {
      const entry = findTable(schema, table);
      return entry && record ? selectAllQuery(record.type, entry) : `select * from ${table}`;
    };
  }

  async suggest(caller: Caller, input: AskInput): Promise<DashSuggestion[]> {
    const connectionId = input.connectionId ?? (await this.defaultConnection(caller));
    await this.switches.assertOn(caller, connectionId);
    const max = input.maxSuggestions ?? DEFAULT_MAX_SUGGESTIONS;
    const { ctx } = await buildDashContext(this.s, caller, connectionId, {
      tables: input.tables,
      maxSuggestions: max,
      timeZone: input.timeZone,
      signal: input.signal,
    });
    if (closeGolden(input.question, ctx.golden)) return [{ prompt: input.question }];
    let plan: DashPlan;
    try {
      plan = await this.model.plan(input.question, ctx, input.signal);
    } catch {
      return [];
    }
    if (plan.kind === 'complex')
      return plan.suggestions
        .filter((p) => p.trim())
        .slice(0, max)
        .map((prompt) => ({ prompt, reasoning: plan.reasoning }));
    if (plan.kind === 'chart')
      return [{ prompt: input.question, ...(plan.reasoning ? { reasoning: plan.reasoning } : {}) }];
    return [];
  }

  /** The organisation's default connection, else the first one with a table the caller reads. */
  async defaultConnection(caller: Caller): Promise<string> {
    const rows = await this.s.db
      .selectFrom('connections')
      .selectAll()
      .where('organization_id', '=', caller.organizationId)
      .orderBy('default_connection', 'desc')
      .orderBy('created_at')
      .execute();
    for (const row of rows) {
      if (caller.kind === 'tenant' && row.tenant_mode !== 'scoped') continue;
      const schema = await this.s.connectionService.schema(caller.organizationId, row.id, false);
      if (visibleSchema(row, schema, caller).length > 0) return row.id;
    }
    throw badRequest(DASH_MESSAGES.noSourceTable);
  }
}
