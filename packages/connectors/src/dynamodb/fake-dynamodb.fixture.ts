import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';

type Item = Record<string, AttributeValue>;

export interface FakeTable {
  name: string;
  key: Array<{ name: string; type: 'S' | 'N' }>;
  items: Item[];
}

export interface RecordedRequest {
  operation: string;
  body: Record<string, unknown>;
  signed: boolean;
}

/**
 * A fake DynamoDB endpoint on 127.0.0.1 speaking the real JSON 1.0 protocol
 * (`X-Amz-Target: DynamoDB_20120810.<Operation>`) for ListTables, DescribeTable, Scan and
 * ExecuteStatement. Its PartiQL support is deliberately tiny: `SELECT <*|"a", "b"> FROM "t"`
 * with a WHERE made of `"col" = ?` / `"col" IN [?, …]` joined by AND (parentheses allowed).
 * Pages hold `pageSize` items, chained by NextToken.
 */
export class FakeDynamoDb {
  readonly requests: RecordedRequest[] = [];
  pageSize = 2;
  delayMs = 0;
  private server: Server | undefined;

  constructor(private readonly tables: FakeTable[]) {}

  async start(): Promise<string> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const target = String(request.headers['x-amz-target'] ?? '');
    const operation = target.replace(/^DynamoDB_20120810\./, '');
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<
      string,
      unknown
    >;
    this.requests.push({
      operation,
      body,
      signed: String(request.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256'),
    });
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (response.destroyed) return;
    try {
      send(response, 200, this.answer(operation, body));
    } catch (error) {
      const [type, message] =
        error instanceof FakeError
          ? [error.type, error.message]
          : ['InternalServerError', String(error)];
      send(response, 400, { __type: `com.amazonaws.dynamodb.v20120810#${type}`, message });
    }
  }

  private answer(operation: string, body: Record<string, unknown>): unknown {
    switch (operation) {
      case 'ListTables': {
        const names = this.tables.map((table) => table.name).sort();
        const start =
          typeof body.ExclusiveStartTableName === 'string'
            ? names.indexOf(body.ExclusiveStartTableName) + 1
            : 0;
        const page = names.slice(start, start + this.pageSize);
        const last = start + this.pageSize < names.length ? page.at(-1) : undefined;
        return { TableNames: page, ...(last ? { LastEvaluatedTableName: last } : {}) };
      }
      case 'DescribeTable': {
        const table = this.table(String(body.TableName));
        return {
          Table: {
            TableName: table.name,
            TableStatus: 'ACTIVE',
            KeySchema: table.key.map((key, i) => ({
              AttributeName: key.name,
              KeyType: i === 0 ? 'HASH' : 'RANGE',
            })),
            AttributeDefinitions: table.key.map((key) => ({
              AttributeName: key.name,
              AttributeType: key.type,
            })),
            ItemCount: table.items.length,
          },
        };
      }
      case 'Scan': {
        const table = this.table(String(body.TableName));
        const limit = typeof body.Limit === 'number' ? body.Limit : table.items.length;
        return { Items: table.items.slice(0, limit), Count: Math.min(limit, table.items.length) };
      }
      case 'ExecuteStatement':
        return this.execute(body);
      default:
        throw new FakeError('UnknownOperationException', `Unknown operation ${operation}`);
    }
  }

  private execute(body: Record<string, unknown>): unknown {
    const statement = String(body.Statement);
    const params = (Array.isArray(body.Parameters) ? body.Parameters : []) as AttributeValue[];
    const match = /^SELECT (.+?) FROM "([^"]+)"(?: WHERE (.+?))?(?: ORDER BY .+)?$/s.exec(
      statement,
    );
    if (!match)
      throw new FakeError(
        'ValidationException',
        `Statement not supported by the fake: ${statement}`,
      );
    const [, projection = '*', tableName = '', where] = match;
    const table = this.table(tableName);
    const conditions = where ? parseConditions(where, params) : [];
    const rows = table.items.filter((item) =>
      conditions.every(({ column, values }) => values.some((value) => equal(item[column], value))),
    );
    const offset =
      typeof body.NextToken === 'string'
        ? Number(Buffer.from(body.NextToken, 'base64').toString())
        : 0;
    const page = rows
      .slice(offset, offset + this.pageSize)
      .map((item) => project(item, projection));
    const next =
      offset + this.pageSize < rows.length
        ? Buffer.from(String(offset + this.pageSize)).toString('base64')
        : undefined;
    return { Items: page, ...(next ? { NextToken: next } : {}) };
  }

  private table(name: string): FakeTable {
    const table = this.tables.find((candidate) => candidate.name === name);
    if (!table)
      throw new FakeError(
        'ResourceNotFoundException',
        `Requested resource not found: Table: ${name} not found`,
      );
    return table;
  }
}

class FakeError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

function parseConditions(
  where: string,
  params: AttributeValue[],
): Array<{ column: string; values: AttributeValue[] }> {
  let next = 0;
  const take = () => {
    const value = params[next];
    next += 1;
    if (!value) throw new FakeError('ValidationException', 'Missing parameter');
    return value;
  };
  const conditions = where
    .replace(/[()]/g, ' ')
    .split(/\s+AND\s+/)
    .map((part) => {
      const equals = /^\s*"([^"]+)" = \?\s*$/.exec(part);
      if (equals?.[1]) return { column: equals[1], values: [take()] };
      const list = /^\s*"([^"]+)" IN \[(\?(?:, \?)*)\]\s*$/.exec(part);
      if (list?.[1] && list[2]) return { column: list[1], values: list[2].split(',').map(take) };
      throw new FakeError('ValidationException', `Condition not supported by the fake: ${part}`);
    });
  if (next !== params.length)
    throw new FakeError('ValidationException', 'Parameter count mismatch');
  return conditions;
}

function equal(left: AttributeValue | undefined, right: AttributeValue): boolean {
  return JSON.stringify(left) === JSON.stringify(right);
}

function project(item: Item, projection: string): Item {
  if (projection.trim() === '*') return item;
  const names = projection.split(',').map((name) => name.trim().replace(/^"|"$/g, ''));
  return Object.fromEntries(
    names.filter((name) => item[name]).map((name) => [name, item[name] as AttributeValue]),
  );
}

function send(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/x-amz-json-1.0',
    'content-length': Buffer.byteLength(text),
    'x-amzn-requestid': 'fake-request',
  });
  response.end(text);
}
