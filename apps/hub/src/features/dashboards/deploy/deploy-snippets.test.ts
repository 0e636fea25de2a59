import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import {
  deploySnippets,
  EMBED_SECRET_VARIABLE,
  lineCount,
  TOKEN_PLACEHOLDER,
} from './deploy-snippets';

const input = {
  origin: 'https://analytics.example.com',
  dashboardId: 'dash-1',
  title: 'Sales "EU" <2026>',
  organizationId: 'org-1',
  controlKeys: ['region', 'order-status'],
};
const snippets = deploySnippets(input);

const dir = mkdtempSync(join(tmpdir(), 'deploy-snippet-'));
// The snippet imports jose as a host app would: from a node_modules beside it.
symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the server snippet', () => {
  it('names the environment variable and holds no secret', () => {
    expect(snippets.server).toContain(`process.env.${EMBED_SECRET_VARIABLE}`);
    expect(snippets.server).toContain('"org-1"');
    expect(snippets.server).toContain('["dash-1"]');
  });

  it('signs, run by node, a token the claims and checks of the server accept', async () => {
    writeFileSync(join(dir, 'sign.mjs'), snippets.server);
    writeFileSync(
      join(dir, 'run.mjs'),
      `import { signChartroomToken } from './sign.mjs';
console.log(await signChartroomToken({ id: 'acme', payload: { tenant_id: 'acme' } }));`,
    );
    const secret = 'a-test-embed-secret-of-enough-length';
    const token = execFileSync(process.execPath, [join(dir, 'run.mjs')], {
      env: { ...process.env, [EMBED_SECRET_VARIABLE]: secret },
      encoding: 'utf8',
    }).trim();
    expect(decodeProtectedHeader(token).alg).toBe('HS256');
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      issuer: 'chartroom',
      audience: 'chartroom:tenant',
      requiredClaims: ['exp', 'iat'],
    });
    expect(payload).toMatchObject({
      org: 'org-1',
      tenant: { id: 'acme', name: '', key: '', payload: { tenant_id: 'acme' } },
      permissions: { readOnly: true },
      dashboardIds: ['dash-1'],
    });
    expect(payload.exp! - payload.iat!).toBe(3600);
    expect(decodeJwt(token).org).toBe('org-1');
  });
});

describe('the iframe snippet', () => {
  it('points at the share page, 1000x1000, with the token placeholder and escaped text', () => {
    expect(snippets.iframe).toContain(
      `src="https://analytics.example.com/share/dashboard/dash-1?theme=light&amp;jwt=${TOKEN_PLACEHOLDER}"`,
    );
    expect(snippets.iframe).toContain('width="1000"');
    expect(snippets.iframe).toContain('height="1000"');
    expect(snippets.iframe).toContain('title="Sales &quot;EU&quot; &lt;2026&gt;"');
  });
});

describe('the React snippet', () => {
  it('uses the component with its real props and shows controlledFilterValues by control key', () => {
    expect(snippets.react).toContain("import { ChartroomDashboard } from '@chartroom/react';");
    expect(snippets.react).toContain('host="https://analytics.example.com"');
    expect(snippets.react).toContain('dashboardId="dash-1"');
    expect(snippets.react).toContain('token={token}');
    expect(snippets.react).toContain(
      `controlledFilterValues={{ region: 'value', "order-status": 'value' }}`,
    );
    // A prop of today's component, not a comment.
    expect(snippets.react).toMatch(/^\s+controlledFilterValues=/m);
  });
  it('shows a placeholder key when no filter has a control key', () => {
    expect(deploySnippets({ ...input, controlKeys: [] }).react).toContain(
      "controlledFilterValues={{ yourControlKey: 'value' }}",
    );
  });
});

describe('lineCount', () => {
  it('counts lines, a trailing newline ending the last one', () => {
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a')).toBe(1);
    expect(lineCount(snippets.iframe)).toBe(8);
  });
});
