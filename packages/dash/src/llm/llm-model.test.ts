import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { chartConfigV2Schema } from '@chartroom/core';
import type { DashContext } from '../engine/types';
import { answerQuestion } from '../pipeline/answer-question';
import { DASH_MESSAGES } from '../pipeline/messages';
import { DashModelError } from './llm-model';
import type { LlmPlan } from './plan-schema';
import { createAnthropicModel, createDashModel, createOpenAiModel } from './providers';

/**
 * In-test servers speaking the providers' wire protocols (OpenAI Chat Completions, Anthropic
 * Messages) on 127.0.0.1: each request is recorded, each answer comes from a queue.
 */
interface Recorded {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}
type Reply = (req: Recorded) => { status?: number; body: unknown; delayMs?: number };

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((s) => {
      s.closeAllConnections();
      return new Promise((r) => s.close(r));
    }),
  );
});

async function fakeProvider(replies: Reply[]): Promise<{ baseUrl: string; requests: Recorded[] }> {
  const requests: Recorded[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const recorded = { path: req.url ?? '', headers: req.headers, body: JSON.parse(raw || '{}') };
      requests.push(recorded);
      const reply = replies.shift();
      const {
        status = 200,
        body,
        delayMs = 0,
      } = reply
        ? reply(recorded)
        : { status: 500, body: { error: { message: 'no reply queued' } } };
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      }, delayMs);
    });
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}/v1`, requests };
}

function openAiReply(content: string): Reply {
  return (req) => ({
    body: {
      id: 'chatcmpl-1',
      object: 'chat.completion',
      created: 1_700_000_000,
      model: String(req.body.model),
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content },
          finish_reason: 'stop',
          logprobs: null,
        },
      ],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    },
  });
}

/** Anthropic answers with the 'json' tool when the SDK offers it, otherwise with text. */
function anthropicReply(plan: unknown): Reply {
  return (req) => {
    const tools = (req.body.tools as Array<{ name: string }> | undefined) ?? [];
    const viaTool = tools.some((t) => t.name === 'json');
    return {
      body: {
        id: 'msg_1',
        type: 'message',
        role: 'assistant',
        model: String(req.body.model),
        content: viaTool
          ? [{ type: 'tool_use', id: 'toolu_1', name: 'json', input: plan }]
          : [{ type: 'text', text: JSON.stringify(plan) }],
        stop_reason: viaTool ? 'tool_use' : 'end_turn',
        stop_sequence: null,
        usage: { input_tokens: 10, output_tokens: 10 },
      },
    };
  };
}

const ctx: DashContext = {
  tables: [
    {
      name: 'sales',
      columns: [
        { name: 'city', type: 'string' },
        { name: 'amount', type: 'number' },
        { name: 'sold_at', type: 'date' },
      ],
      rowCount: 100,
    },
  ],
  values: [{ table: 'sales', column: 'city', values: ['Paris', 'Lyon'] }],
  golden: [
    {
      prompt: 'monthly sales amount',
      table: 'sales',
      config: chartConfigV2Schema.parse({
        type: 'line',
        dimensions: [{ name: 'Month', field: 'sold_at', type: 'date', bucketing: 'month' }],
        measures: [{ name: 'Amount', field: 'amount', aggregation: 'sum' }],
      }),
    },
  ],
  maxSuggestions: 5,
};

const goodPlan: LlmPlan = {
  verdict: 'simple',
  reasoning: 'Sales summed per month in Paris.',
  suggestions: [],
  chart: {
    title: 'Monthly sales in Paris',
    table: 'sales',
    type: 'line',
    dimensions: [{ field: 'sold_at', bucketing: 'month' }],
    measures: [{ field: 'amount', aggregation: 'sum' }],
    filters: [{ field: 'city', operator: 'IN', values: ['Paris'] }],
    orderBy: [],
    limit: null,
    stacked: false,
  },
};

describe('openai-compatible model (Chat Completions wire protocol)', () => {
  it('asks with structured output and the context, and turns the answer into a v2 chart plan', async () => {
    const fake = await fakeProvider([openAiReply(JSON.stringify(goodPlan))]);
    const model = createOpenAiModel({ model: 'local-llm', apiKey: 'k-1', baseUrl: fake.baseUrl });
    const plan = await model.plan('monthly sales of Paris', {
      ...ctx,
      history: [
        { speaker: 'user', message: 'sales by city' },
        { speaker: 'dash', message: 'Chart generated' },
      ],
    });
    expect(plan).toMatchObject({
      kind: 'chart',
      table: 'sales',
      title: 'Monthly sales in Paris',
      config: {
        type: 'line',
        dimensions: [{ field: 'sold_at', type: 'date', bucketing: 'month' }],
        measures: [{ field: 'amount', aggregation: 'sum' }],
        filters: [{ field: 'city', operator: 'IN', value: ['Paris'] }],
      },
    });
    const [req] = fake.requests;
    expect(req!.path).toBe('/v1/chat/completions');
    expect(req!.headers.authorization).toBe('Bearer k-1');
    expect(req!.body.model).toBe('local-llm');
    expect(req!.body.response_format).toMatchObject({ type: 'json_schema' });
    const prompt = JSON.stringify(req!.body.messages);
    expect(prompt).toContain('sales (100 rows): city string, amount number, sold_at date');
    expect(prompt).toContain('sales.city: \\"Paris\\", \\"Lyon\\"');
    // the similar golden prompt and its chart are in the prompt
    expect(prompt).toContain('Question: monthly sales amount');
    // the conversation so far, for follow-ups
    expect(prompt).toContain('- user: sales by city');
  });

  it('retries once with the problem stated when the answer names an unknown column', async () => {
    const bad = {
      ...goodPlan,
      chart: { ...goodPlan.chart!, measures: [{ field: 'revenue', aggregation: 'sum' }] },
    };
    const fake = await fakeProvider([
      openAiReply(JSON.stringify(bad)),
      openAiReply(JSON.stringify(goodPlan)),
    ]);
    const model = createOpenAiModel({ model: 'm', apiKey: 'k', baseUrl: fake.baseUrl });
    const plan = await model.plan('monthly sales of Paris', ctx);
    expect(plan.kind).toBe('chart');
    expect(fake.requests).toHaveLength(2);
    expect(JSON.stringify(fake.requests[1]!.body.messages)).toContain(
      "unknown column(s) revenue in table 'sales'",
    );
  });

  it("gives the spec's error after two invalid answers", async () => {
    const fake = await fakeProvider([openAiReply('not json'), openAiReply('{"verdict":"maybe"}')]);
    const model = createOpenAiModel({ model: 'm', apiKey: 'k', baseUrl: fake.baseUrl });
    const error = await model.plan('sales', ctx).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DashModelError);
    expect((error as Error).message).toBe("I'm having issues, please try again.");
    expect((error as DashModelError).attempts).toHaveLength(2);
    expect(fake.requests).toHaveLength(2);
  });

  it('times out a call that takes longer than the timeout (then retries once)', async () => {
    const slow: Reply = (req) => ({ ...openAiReply(JSON.stringify(goodPlan))(req), delayMs: 2000 });
    const fake = await fakeProvider([slow, slow]);
    const model = createOpenAiModel(
      { model: 'm', apiKey: 'k', baseUrl: fake.baseUrl },
      { timeoutMs: 150 },
    );
    const started = Date.now();
    await expect(model.plan('sales', ctx)).rejects.toBeInstanceOf(DashModelError);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(fake.requests).toHaveLength(2);
  });

  it('passes a complex verdict with its suggestions', async () => {
    const complex: LlmPlan = {
      verdict: 'complex',
      reasoning: 'That needs a forecast.',
      suggestions: ['Sales by month', 'Sales by city'],
      chart: null,
    };
    const fake = await fakeProvider([openAiReply(JSON.stringify(complex))]);
    const model = createOpenAiModel({ model: 'm', apiKey: 'k', baseUrl: fake.baseUrl });
    expect(await model.plan('forecast next year', ctx)).toEqual({
      kind: 'complex',
      reasoning: 'That needs a forecast.',
      suggestions: ['Sales by month', 'Sales by city'],
    });
  });
});

describe('anthropic model (Messages wire protocol)', () => {
  it('answers through the Messages API with the key header, and the pipeline runs its chart', async () => {
    const fake = await fakeProvider([anthropicReply(goodPlan)]);
    const model = createAnthropicModel({
      model: 'claude-sonnet-4-5',
      apiKey: 'sk-ant-1',
      baseUrl: fake.baseUrl,
    });
    const answer = await answerQuestion({
      model,
      ctx,
      question: 'monthly sales of Paris',
      execute: (query) =>
        Promise.resolve({
          columns: [
            { name: 'sold_at', type: 'date' },
            { name: 'Sum of amount', type: 'number' },
          ],
          rows: [{ sold_at: '2024-01-01', 'Sum of amount': 5 }],
          sql: `-- ${query.table}`,
        }),
    });
    expect(answer).toMatchObject({
      kind: 'chart',
      message: DASH_MESSAGES.chartGenerated,
      config: { type: 'line' },
      query: { table: 'sales' },
    });
    const [req] = fake.requests;
    expect(req!.path).toBe('/v1/messages');
    expect(req!.headers['x-api-key']).toBe('sk-ant-1');
    expect(req!.body.model).toBe('claude-sonnet-4-5');
    expect(JSON.stringify(req!.body)).toContain('Question: monthly sales of Paris');
  });

  it('retries once, then the pipeline shows the reasoning failure text', async () => {
    const fake = await fakeProvider([
      () => ({
        status: 500,
        body: { type: 'error', error: { type: 'api_error', message: 'boom' } },
      }),
      anthropicReply({ verdict: 'simple' }),
    ]);
    const model = createAnthropicModel({ model: 'claude-x', apiKey: 'k', baseUrl: fake.baseUrl });
    const answer = await answerQuestion({
      model,
      ctx,
      question: 'totally new question',
      execute: () => Promise.reject(new Error('not reached')),
    });
    expect(answer).toMatchObject({ kind: 'error', stage: 'reasoning' });
    expect(fake.requests).toHaveLength(2);
  });
});

describe('createDashModel', () => {
  it('picks the configured provider, else the offline engine', async () => {
    const offline = { name: 'offline' as const, plan: () => Promise.reject(new Error('x')) };
    expect(createDashModel({ provider: 'offline' }, () => offline)).toBe(offline);
    expect(
      createDashModel({ provider: 'openai', model: 'm', apiKey: 'k' }, () => offline).name,
    ).toBe('openai');
    expect(
      createDashModel({ provider: 'anthropic', model: 'm', apiKey: 'k' }, () => offline).name,
    ).toBe('anthropic');
  });
});
