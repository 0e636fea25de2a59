import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/** One table of `tables.json`: every value arrives as a string (or null). */
export const evalTableSchema = z.object({
  db_id: z.string().min(1, 'db_id is required'),
  name: z.string().min(1, 'table name is required'),
  columns: z.array(z.string().min(1)).min(1, 'a table needs columns'),
  rows: z.array(z.array(z.union([z.string(), z.number(), z.null()]))),
});
export type EvalTable = z.infer<typeof evalTableSchema>;

const pointSchema = z.object({
  x_data: z.union([z.string(), z.number(), z.null()]),
  y_data: z.union([z.string(), z.number(), z.null()]),
  classify: z.union([z.string(), z.number(), z.null()]).optional(),
});
export type EvalPoint = z.infer<typeof pointSchema>;

/** One record of `questions.jsonl` (extra fields are ignored). */
export const evalRecordSchema = z.object({
  db_id: z.string(),
  chart: z.string(),
  nl_queries: z.array(z.string()).min(1),
  vql: z.string(),
  vega_lite_spec: z.object({ data: z.object({ values: z.array(pointSchema) }) }),
  nvbench_id: z.union([z.string(), z.number()]).optional(),
  hardness: z.string().optional(),
});
export type EvalRecord = z.infer<typeof evalRecordSchema>;

export interface EvalDataset {
  tables: EvalTable[];
  records: EvalRecord[];
}

/** Reads DIR/tables.json and DIR/questions.jsonl (one JSON record a line). */
export async function readDataset(dir: string): Promise<EvalDataset> {
  const tables = z
    .array(evalTableSchema)
    .parse(JSON.parse(await readFile(join(dir, 'tables.json'), 'utf8')));
  const lines = (await readFile(join(dir, 'questions.jsonl'), 'utf8'))
    .split('\n')
    .filter((l) => l.trim());
  const records = lines.map((line, i) => {
    const parsed = evalRecordSchema.safeParse(JSON.parse(line));
    if (!parsed.success)
      throw new Error(
        `questions.jsonl line ${i + 1}: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
      );
    return parsed.data;
  });
  return { tables, records };
}
