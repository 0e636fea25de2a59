// Shared setup of the Dash server tests (ai.test.ts, ai-builder-calls.test.ts).
import { afterAll, beforeAll, expect } from 'vitest';
import type { Caller } from '../../plugins/auth';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../test/test-server';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai';

export type Json = { data?: any; error?: { message: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What the fake LLM answers, by the question at the end of the prompt. */
export function llmAnswer(prompt: string): unknown {
  const question = /Question: (.*)$/s.exec(prompt)?.[1] ?? '';
  const chart = {
    title: 'Amount by tenant',
    table: 'orders',
    type: 'bar',
    dimensions: [{ field: 'tenant_id', bucketing: null }],
    measures: [{ field: 'amount', aggregation: 'sum' }],
    filters: [] as unknown[],
    orderBy: [],
    limit: null,
    stacked: false,
  };
  if (prompt.includes('- output: ')) {
    // the classic builder: its data prep's output columns are the only table
    return {
      verdict: 'simple',
      reasoning: 'Amount per channel.',
      suggestions: [],
      chart: { ...chart, table: 'output', dimensions: [{ field: 'channel', bucketing: null }] },
    };
  }
  if (/make it a pie/i.test(question) && prompt.includes('The chart in hand')) {
    return {
      verdict: 'simple',
      reasoning: 'The same as a pie.',
      suggestions: [],
      chart: { ...chart, type: 'pie' },
    };
  }
  if (/forecast/i.test(question)) {
    return {
      verdict: 'complex',
      reasoning: 'A forecast needs a model of the future, not a chart of the past.',
      suggestions: ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((x) => `Amount by ${x}`),
      chart: null,
    };
  }
  if (/atlantis/i.test(question)) {
    return {
      verdict: 'simple',
      reasoning: 'Orders from Atlantis.',
      suggestions: [],
      chart: { ...chart, filters: [{ field: 'country', operator: '=', values: ['Atlantis'] }] },
    };
  }
  return { verdict: 'simple', reasoning: 'Sum of amount per tenant.', suggestions: [], chart };
}

export let server: TestServer;
export let llm: FakeOpenAi;
export let admin: string;
export let connectionId: string;
export let organizationId: string;
export const api = (method: string, path: string, body?: unknown, token = admin) =>
  server.api<Json>(method, path, body, token);

export async function tenantToken(
  id: string,
  permissions: Record<string, boolean> = { aiCharts: true },
) {
  const res = await api('POST', '/tenant/create-token', {
    tenant: { id, payload: { tenant_id: id } },
    permissions,
  });
  expect(res.status).toBe(200);
  return res.json.data.token as string;
}

export function tenantCaller(id: string): Caller {
  return {
    kind: 'tenant',
    organizationId,
    claims: {
      organizationId,
      tenant: { id, name: id, key: id, payload: { tenant_id: id } },
      permissions: { aiCharts: true },
      dashboardIds: [],
      expiresAt: Date.now() / 1000 + 3600,
    },
  };
}

/**
 * One server per test file with Dash on an OpenAI-compatible fake (its wire protocol), the demo
 * data and a signed-in admin: call once at the top of a test file (it registers the hooks).
 */
export function useDashTestServer(): void {
  beforeAll(async () => {
    llm = await startFakeOpenAi(llmAnswer);
    server = await startTestServer({
      DASH_PROVIDER: 'openai',
      DASH_LLM_BASE_URL: llm.baseUrl,
      DASH_LLM_MODEL: 'fake-model',
      DASH_LLM_API_KEY: 'test-key',
    });
    admin = (
      await server.api<Json>('POST', '/auth/sign-in', {
        email: ADMIN_EMAIL,
        password: ADMIN_PASSWORD,
      })
    ).json.data.token;
    const connections = (await api('GET', '/connection/list')).json.data.connections;
    connectionId = connections[0].id;
    organizationId = server.seeded!.organizationId;
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await llm?.close();
  });
}
