import {
  DescribeTableCommand,
  ListTablesCommand,
  ScanCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import type { IntrospectedColumn, IntrospectedTable } from '../connector';
import { kindOf, mergeKinds } from './attribute-values';

/** Items read per table to learn the types of attributes outside the key schema. */
const SAMPLE_SIZE = 100;

/** Every table of the region: key attributes from DescribeTable, the rest from a sample scan. */
export async function introspectTables(
  client: DynamoDBClient,
  region: string,
  signal?: AbortSignal,
): Promise<IntrospectedTable[]> {
  const names: string[] = [];
  let start: string | undefined;
  do {
    const page = await client.send(new ListTablesCommand({ ExclusiveStartTableName: start }), {
      abortSignal: signal,
    });
    names.push(...(page.TableNames ?? []));
    start = page.LastEvaluatedTableName;
  } while (start);
  const tables: IntrospectedTable[] = [];
  for (const tableName of names) {
    tables.push({
      tableName,
      schemaName: region,
      columns: await tableColumns(client, tableName, signal),
    });
  }
  return tables;
}

async function tableColumns(
  client: DynamoDBClient,
  tableName: string,
  signal?: AbortSignal,
): Promise<IntrospectedColumn[]> {
  const described = await client.send(new DescribeTableCommand({ TableName: tableName }), {
    abortSignal: signal,
  });
  const columns = new Map<string, IntrospectedColumn>();
  for (const key of described.Table?.KeySchema ?? []) {
    if (!key.AttributeName) continue;
    const definition = described.Table?.AttributeDefinitions?.find(
      (attribute) => attribute.AttributeName === key.AttributeName,
    );
    const type = definition?.AttributeType === 'N' ? 'number' : 'string';
    columns.set(key.AttributeName, { columnName: key.AttributeName, type, selectable: true });
  }
  const sample = await client.send(new ScanCommand({ TableName: tableName, Limit: SAMPLE_SIZE }), {
    abortSignal: signal,
  });
  const items = sample.Items ?? [];
  const attributes = new Set(items.flatMap((item) => Object.keys(item)));
  for (const name of attributes) {
    if (columns.has(name)) continue;
    const type = mergeKinds(items.map((item) => kindOf(item[name])));
    columns.set(name, { columnName: name, type, selectable: true });
  }
  return [...columns.values()];
}
