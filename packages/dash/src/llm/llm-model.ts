import { generateText, Output, type LanguageModel } from 'ai';
import { AI_TIMEOUT_MS } from '@chartroom/core';
import type { DashContext, DashModel, DashPlan } from '../engine/types';
import { DASH_MESSAGES } from '../pipeline/messages';
import { llmPlanProblem, llmPlanSchema, toDashPlan, type LlmPlan } from './plan-schema';
import { DASH_SYSTEM_PROMPT, buildUserPrompt } from './prompt';

/** A model call failed twice (invalid output, refusal, network): the spec's error text. */
export class DashModelError extends Error {
  constructor(
    message: string,
    readonly attempts: readonly string[],
  ) {
    super(message);
    this.name = 'DashModelError';
  }
}

export interface LlmModelOptions {
  /** Per call (charts.md §9: 300000 ms). */
  timeoutMs?: number;
  /** Cap of the answer's tokens (default 4096: a plan is small). */
  maxOutputTokens?: number;
  /** Extra provider options (e.g. structured output mode). */
  providerOptions?: Parameters<typeof generateText>[0]['providerOptions'];
}

/**
 * A DashModel over any AI SDK language model: one structured-output call (the zod schema of the
 * plan), the answer parsed by zod and checked against the context's tables and columns; an
 * invalid answer or a failed call is retried once with the problem stated, then DashModelError.
 */
export function createLlmModel(
  name: 'openai' | 'anthropic',
  model: LanguageModel,
  options: LlmModelOptions = {},
): DashModel {
  const timeoutMs = options.timeoutMs ?? AI_TIMEOUT_MS;
  return {
    name,
    async plan(question: string, ctx: DashContext, signal?: AbortSignal): Promise<DashPlan> {
      const prompt = buildUserPrompt(question, ctx);
      const problems: string[] = [];
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const retryNote = problems.length
          ? `\n\nYour previous answer was rejected: ${problems.at(-1)}. Answer again, following the schema and using only the listed names.`
          : '';
        let output: LlmPlan;
        try {
          const result = await generateText({
            model,
            system: DASH_SYSTEM_PROMPT,
            prompt: prompt + retryNote,
            output: Output.object({ schema: llmPlanSchema }),
            maxRetries: 0,
            maxOutputTokens: options.maxOutputTokens ?? 4096,
            timeout: timeoutMs,
            ...(signal ? { abortSignal: signal } : {}),
            ...(options.providerOptions ? { providerOptions: options.providerOptions } : {}),
          });
          // parsed (and so validated) by the SDK against the zod schema; parse again to be sure
          output = llmPlanSchema.parse(result.output);
        } catch (err) {
          if (signal?.aborted) throw err;
          problems.push(err instanceof Error ? err.message : String(err));
          continue;
        }
        const problem = llmPlanProblem(output, ctx);
        if (!problem) return toDashPlan(output, ctx);
        problems.push(problem);
      }
      throw new DashModelError(DASH_MESSAGES.aiException, problems);
    },
  };
}
