import {
  chartDocumentSchema,
  type ChartConfigVersion,
  type ChartDocument,
  type TableSchemaEntry,
} from '@chartroom/core';

/** Name of a chart made by POST /chart/v3/create-chart. */
export const NEW_CHART_NAME = 'New Chart';

const PLAIN_IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** One identifier as the connection's engine writes it; plain names stay unquoted. */
export function quoteIdentifier(connectionType: string, name: string): string {
  if (PLAIN_IDENTIFIER.test(name)) return name;
  switch (connectionType) {
    case 'mysql':
    case 'bigquery':
      return `\`${name.replaceAll('`', '``')}\``;
    case 'mssql':
      return `[${name.replaceAll(']', ']]')}]`;
    default:
      return `"${name.replaceAll('"', '""')}"`;
  }
}

/** `select * from <table>` for a table of the connection's schema. */
export function selectAllQuery(connectionType: string, table: TableSchemaEntry): string {
  const schema = table.schemaName;
  const qualified =
    schema && schema !== 'main' && schema !== 'public'
      ? `${quoteIdentifier(connectionType, schema)}.${quoteIdentifier(connectionType, table.tableName)}`
      : quoteIdentifier(connectionType, table.tableName);
  return `select * from ${qualified}`;
}

/** The entry of `schema` called `name` (`tableName` or `schemaName.tableName`). */
export function findTable(
  schema: readonly TableSchemaEntry[],
  name: string,
): TableSchemaEntry | undefined {
  return schema.find(
    (t) => t.tableName === name || (!!t.schemaName && `${t.schemaName}.${t.tableName}` === name),
  );
}

export interface StarterInput {
  configVersion: ChartConfigVersion;
  /** The table and the engine of its connection; none gives an empty data prep. */
  table?: { name: string; entry: TableSchemaEntry; connectionType: string } | undefined;
  /** Kept from the chart being re-pointed (change-chart-golden-table). */
  keep?: ChartDocument | undefined;
}

/**
 * A fresh chart config: classic = a Table over `select * from table`; v2 = a table chart with no
 * dimensions or measures over the same table (raw rows). Both record the table as golden table.
 */
export function starterConfig({ configVersion, table, keep }: StarterInput): ChartDocument {
  const dataPrep = table
    ? {
        query: selectAllQuery(table.connectionType, table.entry),
        rawTableNames: [table.name],
        goldenTable: table.name,
      }
    : {};
  if (configVersion === 'v2') {
    const previous = keep?.chartConfigV2;
    const type = previous?.type ?? 'table';
    return chartDocumentSchema.parse({
      goldenTable: table?.name ?? null,
      dataPrep,
      type,
      chartConfigV2: {
        type,
        ...(previous?.title !== undefined ? { title: previous.title } : {}),
        settings: previous?.settings ?? {},
      },
    });
  }
  const previous = keep?.chartConfig;
  const type = previous?.type ?? 'Table';
  return chartDocumentSchema.parse({
    goldenTable: table?.name ?? null,
    dataPrep,
    type,
    chartConfig: {
      type,
      ...(previous?.title !== undefined ? { title: previous.title } : {}),
      ...(previous?.titleSize !== undefined ? { titleSize: previous.titleSize } : {}),
      yAxis: [],
    },
  });
}
