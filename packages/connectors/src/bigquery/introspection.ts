import type { BigQuery } from '@google-cloud/bigquery';
import type { IntrospectedColumn, IntrospectedTable } from '../connector';

const NUMBER = new Set(['INT64', 'INTEGER', 'FLOAT64', 'FLOAT', 'NUMERIC', 'BIGNUMERIC']);
const DATE = new Set(['DATE', 'DATETIME', 'TIMESTAMP']);
const MIXED = new Set(['RECORD', 'STRUCT', 'GEOGRAPHY', 'JSON', 'RANGE']);

/** Tables and views of the connection's dataset with their top-level columns. */
export async function introspectDataset(
  client: BigQuery,
  dataset: string,
): Promise<IntrospectedTable[]> {
  const [tables] = await client.dataset(dataset).getTables();
  const result: IntrospectedTable[] = [];
  for (const table of tables) {
    const [metadata] = await table.getMetadata();
    const fields: Array<{ name?: string; type?: string; mode?: string }> =
      metadata?.schema?.fields ?? [];
    result.push({
      tableName: String(table.id),
      schemaName: dataset,
      columns: fields.map((field) => ({
        columnName: String(field.name),
        type: field.mode === 'REPEATED' ? 'mixed' : mapBigQueryType(String(field.type)),
        selectable: true,
      })),
    });
  }
  return result;
}

export function mapBigQueryType(type: string): IntrospectedColumn['type'] {
  const upper = type.toUpperCase();
  if (upper === 'BOOL' || upper === 'BOOLEAN') return 'boolean';
  if (NUMBER.has(upper)) return 'number';
  if (DATE.has(upper)) return 'date';
  if (MIXED.has(upper)) return 'mixed';
  return 'string';
}
