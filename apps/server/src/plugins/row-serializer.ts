import type { FastifySerializerCompiler } from 'fastify';

/**
 * The serializer of answers that carry query rows (/query/run, /query/chart-data): plain
 * JSON.stringify, without re-validating every row against the zod answer schema. The rows come
 * from our connectors' typed conversion and their shape is fixed by the TypeScript types;
 * validating 2,000 rows cost ~3x the stringify itself (decision 005). The schema still documents
 * the answer in OpenAPI, and every other route keeps the validating serializer.
 */
export const rowSerializerCompiler: FastifySerializerCompiler<unknown> = () => (data) =>
  JSON.stringify(data);
