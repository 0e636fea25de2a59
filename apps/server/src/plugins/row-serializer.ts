import type { FastifySerializerCompiler } from 'fastify';

/**
 * JSON text of row arrays already sent once. A cached query answer hands out the same `rows`
 * array on every hit, so its text is built once and reused while the cache keeps the array
 * (the entry is dropped with it: WeakMap).
 */
const rowsText = new WeakMap<readonly unknown[], string>();

function rowsJson(rows: readonly unknown[]): string {
  let text = rowsText.get(rows);
  if (text === undefined) {
    text = JSON.stringify(rows);
    rowsText.set(rows, text);
  }
  return text;
}

/** `{"data": …}` where `data` is a row array or an object whose array members are rows. */
export function serializeRowAnswer(answer: unknown): string {
  const data = (answer as { data?: unknown } | null)?.data;
  if (Array.isArray(data)) return `{"data":${rowsJson(data)}}`;
  if (!data || typeof data !== 'object') return JSON.stringify(answer);
  const members = Object.entries(data).flatMap(([key, value]) =>
    value === undefined
      ? []
      : [
          `${JSON.stringify(key)}:${Array.isArray(value) ? rowsJson(value) : JSON.stringify(value)}`,
        ],
  );
  return `{"data":{${members.join(',')}}}`;
}

/**
 * The serializer of answers that carry query rows (/query/run, /query/chart-data): JSON text
 * without re-validating every row against the zod answer schema, and a cached answer's rows
 * stringified once. The rows come from our connectors' typed conversion and their shape is
 * fixed by the TypeScript types; validating 2,000 rows cost ~3x the stringify itself
 * (decision 005). The schema still documents the answer in OpenAPI, and every other route
 * keeps the validating serializer.
 */
export const rowSerializerCompiler: FastifySerializerCompiler<unknown> = () => serializeRowAnswer;
