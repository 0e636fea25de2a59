import { z } from 'zod';

/** A golden prompt: trimmed, non-empty (dashboards.md §5). */
export const goldenPromptSchema = z.string().trim().min(1, 'Golden prompt cannot be empty');

/** `golden_prompts` of a dashboard row. */
export const goldenPromptsSchema = z.object({ prompts: z.array(goldenPromptSchema).default([]) });
export type GoldenPrompts = z.infer<typeof goldenPromptsSchema>;
