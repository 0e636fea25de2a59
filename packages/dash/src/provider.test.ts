import { describe, expect, it } from 'vitest';
import { resolveProviderSettings } from './provider';

describe('resolveProviderSettings', () => {
  it('defaults to the offline engine and needs a model and key for an LLM', () => {
    expect(resolveProviderSettings({})).toEqual({ provider: 'offline' });
    expect(resolveProviderSettings({ DASH_PROVIDER: 'openai' })).toEqual({ provider: 'offline' });
    expect(
      resolveProviderSettings({
        DASH_PROVIDER: 'openai',
        DASH_LLM_MODEL: 'm',
        DASH_LLM_API_KEY: 'k',
        DASH_LLM_BASE_URL: 'http://127.0.0.1:8080/v1',
      }),
    ).toEqual({ provider: 'openai', model: 'm', apiKey: 'k', baseUrl: 'http://127.0.0.1:8080/v1' });
    expect(() => resolveProviderSettings({ DASH_PROVIDER: 'gpt' })).toThrow(
      /DASH_PROVIDER must be one of/,
    );
  });
});
