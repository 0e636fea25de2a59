import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test/test-server';
import {
  CALLERS,
  PermissionContext,
  callerOf,
  type CallerName,
} from './test/permission-fixtures-context';
import { FIXTURES, rowKey } from './test/permission-fixtures';

// Walks the permission table of docs/dev/permissions.md: every row × caller against one real
// server with the demo data, each cell asserted exactly (✓ = 2xx, a number = that status).

const TABLE_FILE = new URL('../../../docs/dev/permissions.md', import.meta.url);

/**
 * Cells where the server does not (yet) answer what the table says: `row key × caller`. Each is
 * skipped with its note until the route is fixed; remove the entry with the fix.
 */
const KNOWN_GAPS: ReadonlyMap<string, string> = new Map<string, string>([]);

type Cell = { ok: true } | { ok: false; status: number };
interface Row {
  /** `METHOD /path` */
  call: string;
  scenario: string;
  key: string;
  cells: Record<CallerName, Cell>;
}

/** The table whose header is `call | scenario | <CALLERS>`: one Row per line. */
function parseTable(markdown: string): Row[] {
  const split = (line: string) =>
    line
      .trim()
      .replace(/^\|/, '')
      .replace(/\|$/, '')
      .split('|')
      .map((c) => c.trim());
  const lines = markdown.split('\n');
  const header = lines.findIndex((l) => /^\|\s*call\s*\|\s*scenario\s*\|/.test(l));
  if (header < 0) throw new Error('docs/dev/permissions.md has no "| call | scenario |" table');
  const columns = split(lines[header]!).slice(2);
  if (JSON.stringify(columns) !== JSON.stringify(CALLERS)) {
    throw new Error(`the table's caller columns must be ${CALLERS.join(', ')}; found ${columns}`);
  }
  const rows: Row[] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.trim().startsWith('|')) break;
    const [callCell = '', scenario = '', ...rest] = split(line);
    const call = callCell.replace(/`/g, '').trim();
    if (!/^(GET|POST|PUT|PATCH|DELETE) \/\S*$/.test(call)) {
      throw new Error(`"${callCell}" is not "METHOD /path"`);
    }
    if (rest.length !== CALLERS.length) throw new Error(`${call}: ${rest.length} cells`);
    const cells = {} as Record<CallerName, Cell>;
    CALLERS.forEach((caller, i) => {
      const text = rest[i]!;
      if (text === '✓') cells[caller] = { ok: true };
      else if (/^[1-5]\d\d$/.test(text)) cells[caller] = { ok: false, status: Number(text) };
      else throw new Error(`${call} ${scenario} × ${caller}: "${text}" is neither ✓ nor a status`);
    });
    rows.push({ call, scenario, key: rowKey(call, scenario), cells });
  }
  return rows;
}

const ROWS = parseTable(readFileSync(TABLE_FILE, 'utf8'));

let server: TestServer;
let ctx: PermissionContext;

beforeAll(async () => {
  // Hundreds of calls with a handful of tokens: the request limits are not what this walks.
  server = await startTestServer({
    CHARTROOM_RATE_LIMIT_TOKEN: '0',
    CHARTROOM_RATE_LIMIT_ORG: '0',
  });
  ctx = new PermissionContext(server);
  await ctx.prepare();
});
afterAll(async () => server?.stop());

describe('the permission table (docs/dev/permissions.md)', () => {
  it('names every route of the OpenAPI document, and only those', async () => {
    const res = await ctx.call('GET', '/docs/json');
    expect(res.status).toBe(200);
    const paths = (res.json as unknown as { paths: Record<string, Record<string, unknown>> }).paths;
    const routes = Object.entries(paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(routes.length).toBeGreaterThan(40);
    const listed = new Set(ROWS.map((r) => r.call));
    expect(
      routes.filter((r) => !listed.has(r)),
      'routes missing from the table',
    ).toEqual([]);
    expect(
      [...listed].filter((r) => !routes.includes(r)),
      'rows naming no route of the server',
    ).toEqual([]);
  });

  it('has one fixture per row, and one row per fixture', () => {
    const keys = ROWS.map((r) => r.key);
    expect(new Set(keys).size, 'rows must differ by call or scenario').toBe(keys.length);
    expect(
      keys.filter((k) => !FIXTURES[k]),
      'rows without a fixture',
    ).toEqual([]);
    expect(
      Object.keys(FIXTURES).filter((k) => !keys.includes(k)),
      'fixtures without a row',
    ).toEqual([]);
    const gaps = [...KNOWN_GAPS.keys()].filter(
      (g) => !ROWS.some((r) => CALLERS.some((c) => `${r.key} × ${c}` === g)),
    );
    expect(gaps, 'KNOWN_GAPS entries naming no cell').toEqual([]);
  });

  for (const row of ROWS) {
    describe(row.key, () => {
      for (const name of CALLERS) {
        const cell = row.cells[name];
        const expected = cell.ok ? '✓' : String(cell.status);
        const title = `${name} → ${expected}`;
        const gap = KNOWN_GAPS.get(`${row.key} × ${name}`);
        if (gap) {
          it.skip(`${title} (KNOWN GAP: ${gap})`, () => {});
          continue;
        }
        it(title, async () => {
          const fixture = FIXTURES[row.key];
          if (!fixture) throw new Error(`no fixture for ${row.key}`);
          const caller = callerOf(name);
          const request = await fixture(ctx, caller);
          const token = request.token ?? (await ctx.tokenOf(caller));
          const answer = await ctx.call(request.method, request.path, request.body, token);
          try {
            const got = `${answer.status} ${answer.json?.error?.message ?? ''}`.trim();
            if (cell.ok) {
              expect(answer.status >= 200 && answer.status < 300, got).toBe(true);
            } else {
              expect(answer.status, got).toBe(cell.status);
            }
          } finally {
            await request.after?.(answer);
          }
        });
      }
    });
  }
});
