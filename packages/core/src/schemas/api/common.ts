import { z } from 'zod';

/** Every successful answer is `{ data: … }`. */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

/** Every failed answer is `{ error: { message } }`. */
export const errorAnswerSchema = z.object({
  error: z.object({ message: z.string() }),
});
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;

export const idSchema = z.string().min(1, 'id is required').max(200);
export const versionSchema = z.number().int().min(1);

/** A chart or dashboard reference at a version. */
export const versionedRefSchema = z.object({
  id: idSchema,
  version: versionSchema.optional(),
});
