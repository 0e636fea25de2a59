/**
 * Dash's model providers (DESIGN.md §6): `offline` (default, no network), `openai` (any
 * OpenAI-compatible endpoint) and `anthropic`. The assistant pipeline that uses them arrives
 * with the Dash issue; this file fixes the names the server's configuration reads.
 */
export type ProviderName = 'offline' | 'openai' | 'anthropic';

export const PROVIDER_NAMES: readonly ProviderName[] = ['offline', 'openai', 'anthropic'];

export interface ProviderSettings {
  provider: ProviderName;
  baseUrl?: string;
  model?: string;
  apiKey?: string;
}

/** Reads DASH_* settings; an LLM provider without its model or key falls back to offline. */
export function resolveProviderSettings(env: Record<string, string | undefined>): ProviderSettings {
  const name = (env.DASH_PROVIDER ?? 'offline') as ProviderName;
  if (!PROVIDER_NAMES.includes(name)) {
    throw new Error(`DASH_PROVIDER must be one of ${PROVIDER_NAMES.join(', ')}`);
  }
  if (name === 'offline' || !env.DASH_LLM_MODEL || !env.DASH_LLM_API_KEY)
    return { provider: 'offline' };
  return {
    provider: name,
    model: env.DASH_LLM_MODEL,
    apiKey: env.DASH_LLM_API_KEY,
    ...(env.DASH_LLM_BASE_URL ? { baseUrl: env.DASH_LLM_BASE_URL } : {}),
  };
}
