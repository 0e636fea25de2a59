import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall } from './api-call';
import { launchBrowser, signInContext } from './browser';
import {
  createExportDashboard,
  EXPORT_CHARTS,
  waitForDrawnCards,
} from './dashboard-export-helpers';
import { E2E_ADMIN } from './server-process';

const url = inject('serverUrl');
/** Helper 5's port range (4150-4159): the host app's page. */
const HOST_PORT = 4151;
const HOST = `http://127.0.0.1:${HOST_PORT}`;
const ROOT = resolve('.');

let browser: Browser;
let context: BrowserContext;
let admin: string;
let dashboardId: string;
let embedSecret: string;
let hostServer: Server;
const hostPages = new Map<string, { type: string; body: string }>();
const dir = mkdtempSync('/tmp/h5-deploy-');
// The snippets import jose, react and @chartroom/react as a host app would: from its node_modules.
symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
const snippets: { server?: string; iframe?: string; react?: string } = {};
const name = `Deploy board ${Date.now().toString(36)}`;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInContext(context, url);
  admin = (await apiCall<{ token: string }>(url, '/auth/sign-in', E2E_ADMIN)).token;
  embedSecret = (await apiCall<{ secret: string }>(url, '/auth/embed-secret', undefined, admin))
    .secret;
  dashboardId = (await createExportDashboard(url, admin, name)).id;
  hostServer = createServer((req, res) => {
    const page = hostPages.get(req.url ?? '');
    if (!page) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': page.type }).end(page.body);
  });
  await new Promise<void>((done) => hostServer.listen(HOST_PORT, '127.0.0.1', done));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await new Promise((done) => hostServer?.close(done));
  rmSync(dir, { recursive: true, force: true });
  if (dashboardId)
    await fetch(`${url}/dashboard?id=${dashboardId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${admin}` },
    }).catch(() => undefined);
});

/** Runs the dialog's server snippet with node, the secret in its environment: the tenant token. */
function mintWithSnippet(): string {
  writeFileSync(join(dir, 'sign-chartroom-token.mjs'), snippets.server!);
  writeFileSync(
    join(dir, 'mint.mjs'),
    `import { signChartroomToken } from './sign-chartroom-token.mjs';
console.log(await signChartroomToken({ id: 'acme', name: 'Acme Corp', payload: { tenant_id: 'acme' } }));`,
  );
  return execFileSync(process.execPath, [join(dir, 'mint.mjs')], {
    env: { PATH: process.env.PATH, CHARTROOM_EMBED_SECRET: embedSecret },
    encoding: 'utf8',
  }).trim();
}

async function codeOf(page: Page, testId: string): Promise<string> {
  const code = page.getByTestId(`${testId}-code`);
  await code.waitFor();
  return code.evaluate((node) => node.textContent ?? '');
}

/** The embedded share page's frame, once its cards are all drawn. */
async function drawnFrame(page: Page) {
  await page.locator('iframe').waitFor();
  const handle = await page.locator('iframe').elementHandle();
  const frame = await handle!.contentFrame();
  await waitForDrawnCards(frame!, EXPORT_CHARTS.length);
  const canvases = await frame!.locator('[data-testid^="chart-card-"] canvas').count();
  expect(canvases).toBeGreaterThanOrEqual(2);
  return frame!;
}

describe('the Deploy dialog', () => {
  it('shows the server, iframe and React snippets in code views of 19 px lines', async () => {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${url}/build/dashboard/${dashboardId}/edit`);
    await page.getByTestId('dashboard-deploy').click();
    const dialog = page.getByTestId('deploy-dialog');
    await page.getByTestId('deploy-iframe-snippet-code').waitFor();
    snippets.server = await codeOf(page, 'deploy-server-snippet');
    snippets.iframe = await codeOf(page, 'deploy-iframe-snippet');
    expect(snippets.server).toContain('process.env.CHARTROOM_EMBED_SECRET');
    expect(snippets.server).not.toContain(embedSecret);
    expect(snippets.iframe).toContain(`${url}/share/dashboard/${dashboardId}?`);
    expect(snippets.iframe).toContain('width="1000"');
    expect(snippets.iframe).toContain('height="1000"');

    // Height: lines of 19 px (plus the view's padding), at most 12 lines shown.
    const view = page.getByTestId('deploy-iframe-snippet');
    const lines = Number(await view.getAttribute('data-lines'));
    expect(lines).toBe(snippets.iframe.replace(/\n$/, '').split('\n').length);
    const box = await view.boundingBox();
    expect(box!.height).toBeCloseTo(lines * 19 + 24, 0);
    // Every line shows: the horizontal scrollbar takes no line's room (no vertical scrolling).
    const fits = await view
      .locator('.mantine-ScrollArea-viewport')
      .evaluate((el) => el.scrollHeight <= el.clientHeight + 1);
    expect(fits).toBe(true);
    await page.screenshot({ path: 'e2e/artifacts/dashboard-deploy-iframe-1280.png' });

    // The React tab is part of this organisation's plan (the e2e organisation is not on startup).
    const reactTab = page.getByTestId('deploy-tab-react');
    expect(await reactTab.isDisabled()).toBe(false);
    await reactTab.click();
    snippets.react = await codeOf(page, 'deploy-react-snippet');
    expect(snippets.react).toContain("from '@chartroom/react'");
    expect(snippets.react).toContain('controlledFilterValues');
    await page.screenshot({ path: 'e2e/artifacts/dashboard-deploy-react-1280.png' });

    // Keyboard: the tabs move with the arrow keys; Escape closes the dialog.
    await page.getByTestId('deploy-tab-react').focus();
    await page.keyboard.press('ArrowLeft');
    await page.getByTestId('deploy-iframe-snippet-code').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('dashboard-deploy').click();
    await page.getByTestId('deploy-iframe-snippet-code').waitFor();
    await page.screenshot({ path: 'e2e/artifacts/dashboard-deploy-iframe-390.png' });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the iframe snippet, with a token the server snippet signed, draws the dashboard in a host page', async () => {
    expect(snippets.iframe, 'the dialog test ran first').toBeTruthy();
    const token = mintWithSnippet();
    hostPages.set('/iframe.html', {
      type: 'text/html; charset=utf-8',
      body: `<!doctype html><html><head><title>Host app</title></head><body style="margin:16px;font-family:sans-serif">
<h1>Host app (iframe)</h1>
${snippets.iframe!.replaceAll('TENANT_TOKEN', token)}
</body></html>`,
    });
    const page = await browser.newPage({ viewport: { width: 1100, height: 1150 } });
    await page.goto(`${HOST}/iframe.html`);
    const frame = await drawnFrame(page);
    expect(await frame.getByTestId('dashboard-title').innerText()).toBe(name);
    const size = await page.locator('iframe').boundingBox();
    expect(size).toMatchObject({ width: 1000, height: 1000 });
    await page.screenshot({ path: 'e2e/artifacts/dashboard-deploy-host-iframe.png' });
    await page.close();
  });

  it("the React snippet, built with today's @chartroom/react, draws the dashboard in a host page", async () => {
    expect(snippets.react, 'the dialog test ran first').toBeTruthy();
    const token = mintWithSnippet();
    writeFileSync(join(dir, 'DashboardEmbed.jsx'), snippets.react!);
    writeFileSync(
      join(dir, 'main.jsx'),
      `import { createRoot } from 'react-dom/client';
import { DashboardEmbed } from './DashboardEmbed.jsx';
createRoot(document.getElementById('root')).render(
  <DashboardEmbed token={window.TOKEN} onTokenExpired={(at) => console.log('expired', at)} />,
);`,
    );
    const out = await build({
      entryPoints: [join(dir, 'main.jsx')],
      bundle: true,
      write: false,
      format: 'esm',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      alias: { '@chartroom/react': join(ROOT, 'packages/react/src/index.ts') },
      logLevel: 'silent',
    });
    hostPages.set('/react.js', {
      type: 'text/javascript; charset=utf-8',
      body: out.outputFiles[0]!.text,
    });
    hostPages.set('/react.html', {
      type: 'text/html; charset=utf-8',
      body: `<!doctype html><html><head><title>Host app</title></head><body style="margin:16px;font-family:sans-serif">
<h1>Host app (React)</h1><div id="root"></div>
<script>window.TOKEN = ${JSON.stringify(token)};</script>
<script type="module" src="/react.js"></script>
</body></html>`,
    });
    const page = await browser.newPage({ viewport: { width: 1100, height: 1150 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${HOST}/react.html`);
    const frame = await drawnFrame(page);
    expect(await frame.getByTestId('dashboard-title').innerText()).toBe(name);
    expect(await page.locator('iframe').boundingBox()).toMatchObject({ width: 1000, height: 1000 });
    await page.screenshot({ path: 'e2e/artifacts/dashboard-deploy-host-react.png' });
    expect(errors).toEqual([]);
    await page.close();
  });
});
