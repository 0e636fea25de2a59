import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import type { DashModel } from '../engine/types';
import type { ProviderSettings } from '../provider';
import { createLlmModel, type LlmModelOptions } from './llm-model';

/**
 * Any OpenAI-compatible endpoint (OpenAI, or a local model server at DASH_LLM_BASE_URL) through
 * its Chat Completions call, which every compatible server speaks.
 */
export function createOpenAiModel(
  settings: { model: string; apiKey: string; baseUrl?: string | undefined },
  options: LlmModelOptions = {},
): DashModel {
  const provider = createOpenAI({
    apiKey: settings.apiKey,
    ...(settings.baseUrl ? { baseURL: settings.baseUrl } : {}),
  });
  return createLlmModel('openai', provider.chat(settings.model), options);
}

/** Anthropic's Messages API (DASH_LLM_BASE_URL overrides its address). */
export function createAnthropicModel(
  settings: { model: string; apiKey: string; baseUrl?: string | undefined },
  options: LlmModelOptions = {},
): DashModel {
  const provider = createAnthropic({
    apiKey: settings.apiKey,
    ...(settings.baseUrl ? { baseURL: settings.baseUrl } : {}),
  });
  return createLlmModel('anthropic', provider(settings.model), options);
}

/**
 * The model of the resolved settings (resolveProviderSettings): an LLM provider when configured,
 * otherwise the offline engine the caller passes.
 */
export function createDashModel(
  settings: ProviderSettings,
  offline: () => DashModel,
  options: LlmModelOptions = {},
): DashModel {
  if (settings.provider === 'offline' || !settings.model || !settings.apiKey) return offline();
  const llm = { model: settings.model, apiKey: settings.apiKey, baseUrl: settings.baseUrl };
  return settings.provider === 'openai'
    ? createOpenAiModel(llm, options)
    : createAnthropicModel(llm, options);
}
