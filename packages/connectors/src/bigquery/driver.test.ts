import { describe, expect, it } from 'vitest';
import { createBigQueryConnector } from './driver';

/** A project (and dataset) reachable with the ambient Google credentials (optional). */
const projectId = process.env.CHARTROOM_TEST_BIGQUERY_PROJECT;
const dataset = process.env.CHARTROOM_TEST_BIGQUERY_DATASET ?? 'chartroom_test';
const credentials =
  process.env.CHARTROOM_TEST_BIGQUERY_CREDENTIALS_JSON ??
  process.env.GOOGLE_APPLICATION_CREDENTIALS;

describe.skipIf(!projectId || !credentials)(
  'BigQuery connector (CHARTROOM_TEST_BIGQUERY_PROJECT + credentials)',
  () => {
    const connector = createBigQueryConnector({
      type: 'bigquery',
      projectId: projectId ?? '',
      dataset,
      credentialsJson: process.env.CHARTROOM_TEST_BIGQUERY_CREDENTIALS_JSON,
    });

    it('runs a parameterised SELECT with typed columns and a row cap', async () => {
      const prepared = await connector.prepare(
        {
          sql: "SELECT x, @p1 AS s, TIMESTAMP '2024-01-02 03:04:05+00' AS t FROM UNNEST([1, 2, 3]) AS x",
          params: ['hello'],
        },
        { tenant: [] },
      );
      const { columns, rows } = await connector.run(prepared, { rowCap: 2 });
      expect(columns.map((c) => c.type)).toEqual(['number', 'string', 'date']);
      expect(rows).toHaveLength(2);
      expect(rows[0]).toEqual({ x: 1, s: 'hello', t: '2024-01-02T03:04:05.000Z' });
      await connector.close();
    });
  },
);
