import {
  CreateTableCommand,
  DeleteTableCommand,
  DynamoDBClient,
  PutItemCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector } from '../connector';
import { QueryRefusedError } from '../errors';
import { createDynamoDbConnector } from './driver';

const ENDPOINT = process.env.CHARTROOM_TEST_DYNAMODB_ENDPOINT;
const REGION = process.env.CHARTROOM_TEST_DYNAMODB_REGION ?? 'us-east-1';
const KEY_ID = process.env.CHARTROOM_TEST_DYNAMODB_ACCESS_KEY_ID ?? 'local';
const SECRET = process.env.CHARTROOM_TEST_DYNAMODB_SECRET_ACCESS_KEY ?? 'local';
const TENANTS = ['acme', 'globex'];

describe.skipIf(!ENDPOINT)(
  'DynamoDB driver against a real endpoint (CHARTROOM_TEST_DYNAMODB_ENDPOINT)',
  () => {
    const table = `chartroom_it_${randomUUID().slice(0, 8)}`;
    let admin: DynamoDBClient;
    let connector: Connector;

    beforeAll(async () => {
      admin = new DynamoDBClient({
        region: REGION,
        endpoint: ENDPOINT,
        credentials: { accessKeyId: KEY_ID, secretAccessKey: SECRET },
      });
      await admin.send(
        new CreateTableCommand({
          TableName: table,
          KeySchema: [
            { AttributeName: 'tenant_id', KeyType: 'HASH' },
            { AttributeName: 'id', KeyType: 'RANGE' },
          ],
          AttributeDefinitions: [
            { AttributeName: 'tenant_id', AttributeType: 'S' },
            { AttributeName: 'id', AttributeType: 'N' },
          ],
          BillingMode: 'PAY_PER_REQUEST',
        }),
      );
      await waitUntilTableExists({ client: admin, maxWaitTime: 60 }, { TableName: table });
      for (const [t, tenant] of TENANTS.entries()) {
        for (const i of [1, 2, 3]) {
          await admin.send(
            new PutItemCommand({
              TableName: table,
              Item: {
                tenant_id: { S: tenant },
                id: { N: String(t * 10 + i) },
                status: { S: i === 2 ? 'open' : 'paid' },
              },
            }),
          );
        }
      }
      connector = createDynamoDbConnector({
        type: 'dynamodb',
        region: REGION,
        endpoint: ENDPOINT,
        accessKeyId: KEY_ID,
        secretAccessKey: SECRET,
      });
    });

    afterAll(async () => {
      await connector?.close();
      await admin?.send(new DeleteTableCommand({ TableName: table })).catch(() => undefined);
      admin?.destroy();
    });

    it('tests, introspects, runs scoped queries and refuses writes', async () => {
      await connector.test();
      const tables = await connector.introspect();
      expect(tables.find((t) => t.tableName === table)?.columns.map((c) => c.columnName)).toContain(
        'status',
      );
      for (const tenant of TENANTS) {
        const prepared = await connector.prepare(
          { sql: `SELECT * FROM "${table}" WHERE "status" = ?`, params: ['paid'] },
          { tenant: [{ table, column: 'tenant_id', value: tenant }] },
        );
        const { rows } = await connector.run(prepared);
        expect(rows).toHaveLength(2);
        for (const row of rows) expect(row.tenant_id).toBe(tenant);
      }
      expect(
        (
          await connector.run(
            await connector.prepare({ sql: `SELECT * FROM "${table}"` }, { tenant: [] }),
            { rowCap: 4 },
          )
        ).rows,
      ).toHaveLength(4);
      await expect(
        connector.prepare(
          { sql: `DELETE FROM "${table}" WHERE "tenant_id" = 'acme' AND "id" = 1` },
          { tenant: [] },
        ),
      ).rejects.toThrow(QueryRefusedError);
    });
  },
);
