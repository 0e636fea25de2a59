import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the test server received it. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  raw: Buffer;
  /** The body parsed as JSON when it is JSON, else undefined. */
  json: unknown;
}

export type TestHandler = (seen: SeenRequest, res: ServerResponse) => void;

export interface TestServer {
  baseUrl: string;
  seen: SeenRequest[];
  handle(handler: TestHandler): void;
  close(): Promise<void>;
}

/** Answers `{ data }` as JSON, with CORS headers so a browser-like client may read it. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {
    'content-type': 'application/json',
    'access-control-allow-origin': '*',
  });
  res.end(JSON.stringify(body));
}

async function readRaw(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function parse(raw: Buffer, contentType: string | undefined): unknown {
  if (!contentType?.startsWith('application/json') || raw.length === 0) return undefined;
  return JSON.parse(raw.toString('utf8')) as unknown;
}

/** A real node:http server on 127.0.0.1 that records requests (CORS preflights answered, not recorded). */
export async function startTestServer(): Promise<TestServer> {
  let handler: TestHandler = (_s, res) => sendJson(res, 200, { data: null });
  const seen: SeenRequest[] = [];
  const server: Server = createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, POST, PATCH, DELETE',
        'access-control-allow-headers': 'authorization, content-type, accept',
      });
      res.end();
      return;
    }
    void readRaw(req).then((raw) => {
      const entry: SeenRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        raw,
        json: parse(raw, req.headers['content-type']),
      };
      seen.push(entry);
      handler(entry, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    handle(next) {
      handler = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
