import { z } from 'zod';
import { lineText } from '../common/text';

/** Every successful answer is `{ data: … }`. */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

/**
 * Every failed answer is `{ error: { message } }`; a 500 also carries the request id its log line
 * has (the `x-request-id` header of every answer).
 */
export const errorAnswerSchema = z.object({
  error: z.object({ message: z.string(), requestId: z.string().optional() }),
});
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;

/**
 * Ids we make (UUIDs), the seed's slugs (`acme`, `filter-date`) and references such as
 * `tenant:acme`: 1–128 printable characters of a small set, so nothing else reaches the store.
 */
export const ID_PATTERN = /^[A-Za-z0-9_.:-]{1,128}$/;
export const ID_MESSAGE = 'id must be 1–128 letters, digits, or _ . : -';
export const idSchema = z.string({ error: ID_MESSAGE }).regex(ID_PATTERN, ID_MESSAGE);

/**
 * A tenant's id as the host app names it (its own customer identifier: an email, a name with
 * spaces or accents): 1–200 characters, no control characters.
 */
export const tenantIdSchema = lineText(200, 'tenant.id').min(1, 'tenant.id is required');

export const versionSchema = z.number().int().min(1);

/** A chart or dashboard reference at a version. */
export const versionedRefSchema = z.object({
  id: idSchema,
  version: versionSchema.optional(),
});
