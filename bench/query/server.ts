// A real Chartroom server process for the bench: `apps/server/src/cli.ts` as `npm start` runs
// it, on a free port, with a DATA_DIR the bench chooses (so a restart keeps the 10M-row demo
// warehouse), the query cache on or off, pino request logs at info (their `responseTime` is the
// server's own latency) and optionally a V8 CPU profile written on exit.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../e2e/server-process';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const BENCH_ADMIN = { email: 'bench-admin@example.com', password: 'bench-password-123' };

export interface ServerOptions {
  dataDir: string;
  rows: number;
  cache: boolean;
  /** Directory for `--cpu-prof` output (none: no profile). */
  cpuProfileDir?: string;
}

export interface RequestLog {
  url: string;
  statusCode: number;
  /** Fastify's responseTime: from the request's arrival to the reply's end, in ms. */
  responseTime: number;
}

export interface BenchServer {
  url: string;
  /** Completed requests in order, from the pino log. */
  requests: RequestLog[];
  /** Lines of the process's output that were not request logs (startup messages). */
  output: string[];
  stop(): Promise<void>;
}

interface PinoLine {
  msg?: unknown;
  reqId?: unknown;
  req?: { url?: unknown };
  res?: { statusCode?: unknown };
  responseTime?: unknown;
}

export async function startBenchServer(options: ServerOptions): Promise<BenchServer> {
  const port = await freePort();
  const nodeArgs = options.cpuProfileDir
    ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`]
    : [];
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', 'apps/server/src/cli.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: options.dataDir,
        CHARTROOM_ADMIN_EMAIL: BENCH_ADMIN.email,
        CHARTROOM_ADMIN_PASSWORD: BENCH_ADMIN.password,
        CHARTROOM_DEMO_ROWS: String(options.rows),
        CHARTROOM_QUERY_CACHE: options.cache ? '1' : '0',
        // The bench measures the server, not its request limits.
        CHARTROOM_RATE_LIMIT_TOKEN: '0',
        CHARTROOM_RATE_LIMIT_ORG: '0',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const requests: RequestLog[] = [];
  const output: string[] = [];
  const urls = new Map<string, string>();
  let pending = '';
  const onData = (chunk: Buffer) => {
    pending += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('{')) {
        if (line.trim()) output.push(line);
        continue;
      }
      let entry: PinoLine;
      try {
        entry = JSON.parse(line) as PinoLine;
      } catch {
        output.push(line);
        continue;
      }
      const id = String(entry.reqId ?? '');
      if (entry.msg === 'incoming request' && typeof entry.req?.url === 'string') {
        urls.set(id, entry.req.url);
      } else if (entry.msg === 'request completed' && typeof entry.responseTime === 'number') {
        requests.push({
          url: urls.get(id) ?? '',
          statusCode: Number(entry.res?.statusCode ?? 0),
          responseTime: entry.responseTime,
        });
        urls.delete(id);
      } else {
        output.push(line);
      }
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);

  const url = `http://127.0.0.1:${port}`;
  // The first start builds the demo warehouse (about 20 s for 10M rows on 2 cores).
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output.join('\n')}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`server did not start in 600 s:\n${output.join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    requests,
    output,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
