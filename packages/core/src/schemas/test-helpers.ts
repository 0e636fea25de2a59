import type { z } from 'zod';

/** The first issue message of a failed parse (what the UI and the API show). */
export function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
