import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { decodeJwt, SignJWT } from 'jose';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall } from './api-call';
import { launchBrowser } from './browser';
import { createExportDashboard, waitForDrawnCards } from './dashboard-export-helpers';
import { E2E_ADMIN } from './server-process';

// The share page without a token (dashboards.md §2, §8; decision 012): a public dashboard is
// drawn through the public calls; a private one shows 'Oops! …' with the link to its edit page.
// And the token-expired notice (§4): the share page in a host page's iframe posts the expiry
// time to its parent once, when a tenant token expiring in a few seconds runs out.

const url = inject('serverUrl');
/** Helper 6's port range (4160-4169): the host page of the iframe. */
const HOST_PORT = 4161;
const stamp = Date.now().toString(36);
let browser: Browser;
let visitor: BrowserContext;
let admin: string;
let publicId: string;
let privateId: string;
let hostServer: Server;
let hostPage = '';

async function call<T>(path: string, body: unknown): Promise<T> {
  return apiCall<T>(url, path, body, admin);
}

beforeAll(async () => {
  admin = (await apiCall<{ token: string }>(url, '/auth/sign-in', E2E_ADMIN)).token;
  // A chart on an open connection (an upload: not tenant-scoped), on a dashboard made public.
  const form = new FormData();
  const table = `h6_public_${stamp}`;
  form.append('tableName', table);
  form.append(
    'file',
    new Blob(['region,amount\nnorth,10\nsouth,32\neast,21\n'], { type: 'text/csv' }),
    'sales.csv',
  );
  const upload = await fetch(`${url}/connection/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}` },
    body: form,
  });
  const uploaded = (await upload.json()) as { data: { connectionId: string } };
  expect(upload.status).toBe(200);
  const chart = await call<{ chartId: string }>('/chart/v3/create-chart', {
    starterTable: table,
    starterConnection: uploaded.data.connectionId,
    configVersion: 'v1',
  });
  publicId = randomUUID();
  const title = `Public board ${stamp}`;
  await call('/dashboard/v3/save', {
    dashboardId: publicId,
    name: title,
    dashboardVersion: 0,
    config: {
      title,
      filters: [],
      charts: {
        [chart.chartId]: { version: 1, layout: { i: chart.chartId, x: 0, y: 0, w: 8, h: 8 } },
      },
    },
  });
  await call('/dashboard/set-public-flag', { dashboardId: publicId, isPublic: true });
  privateId = (await createExportDashboard(url, admin, `Private board ${stamp}`)).id;

  browser = await launchBrowser();
  // Nobody signed in: a visitor.
  visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  hostServer = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' }).end(hostPage);
  });
  await new Promise<void>((done) => hostServer.listen(HOST_PORT, '127.0.0.1', done));
});
afterAll(async () => {
  await visitor?.close();
  await browser?.close();
  await new Promise((done) => hostServer?.close(done));
  for (const id of [publicId, privateId]) {
    if (id)
      await fetch(`${url}/dashboard?id=${id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${admin}` },
      }).catch(() => undefined);
  }
});

async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
}

describe('public dashboards on the share page', () => {
  it('draws a public dashboard without a token, through the public calls only', async () => {
    const page = await visitor.newPage();
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') calls.push(new URL(r.url()).pathname);
    });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(`${url}/share/dashboard/${publicId}`);
      await page.locator(`text=Public board ${stamp} >> visible=true`).waitFor({ timeout: 60_000 });
      await waitForDrawnCards(page, 1);
      await settle(page);
      await page.screenshot({
        path: `e2e/artifacts/public-dashboard-${width}.png`,
        fullPage: true,
      });
    }
    expect(calls).toContain('/tenant/get-public-dashboard');
    expect(calls).toContain('/tenant/get-public-charts');
    expect(calls).toContain('/tenant/get-public-chart-data');
    expect(calls.filter((c) => !c.startsWith('/tenant/get-public-'))).toEqual([]);
    await page.close();
  });

  it("shows 'Oops! …' for a private dashboard, with the link to its edit page (a hub route)", async () => {
    const page = await visitor.newPage();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(`${url}/share/dashboard/${privateId}`);
      const state = page.getByTestId('dashboard-state-notPublic');
      await state.waitFor({ timeout: 60_000 });
      expect(await state.textContent()).toContain(
        'Oops! This dashboard does not exist or is not public',
      );
      await settle(page);
      await page.screenshot({ path: `e2e/artifacts/public-dashboard-oops-${width}.png` });
    }
    const link = page.getByTestId('dashboard-state-notPublic-link');
    expect(await link.getAttribute('href')).toBe(`/build/dashboard/${privateId}/edit`);
    // A real hub route: a visitor is asked to sign in there (no "not found").
    await page.goto(`${url}/build/dashboard/${privateId}/edit`);
    await page.getByTestId('sign-in-email').waitFor({ timeout: 30_000 });
    // An unknown dashboard reads the same.
    await page.goto(`${url}/share/dashboard/no-such-${stamp}`);
    await page.getByTestId('dashboard-state-notPublic').waitFor({ timeout: 60_000 });
    await page.close();
  });
});

describe('expired tenant token', () => {
  it('the share page in an iframe tells its parent once, with the expiry time', async () => {
    // A token of the API, re-signed with the embed secret to expire in a few seconds (the API
    // mints at least 60 s).
    const minted = await call<{ token: string }>('/tenant/create-token', {
      tenant: { id: 'acme', payload: { tenant_id: 'acme' } },
      permissions: { readOnly: true },
    });
    const { secret } = await apiCall<{ secret: string }>(
      url,
      '/auth/embed-secret',
      undefined,
      admin,
    );
    const claims = decodeJwt(minted.token);
    const exp = Math.floor(Date.now() / 1000) + 6;
    const short = await new SignJWT({
      org: claims.org,
      tenant: claims.tenant,
      permissions: claims.permissions,
      dashboardIds: claims.dashboardIds,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('chartroom')
      .setAudience('chartroom:tenant')
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(secret));
    hostPage = `<!doctype html><html><body>
<script>window.expired = []; addEventListener('message', (e) => {
  if (e.data && e.data.type === 'chartroom:token-expired') window.expired.push(e.data.expiresAt);
});</script>
<iframe src="${url}/share/dashboard/${privateId}?jwt=${short}" width="1000" height="700"></iframe>
</body></html>`;
    const page = await visitor.newPage();
    await page.goto(`http://127.0.0.1:${HOST_PORT}/`);
    const frame = page.frameLocator('iframe');
    await frame.locator(`text=Private board ${stamp} >> visible=true`).waitFor({ timeout: 60_000 });
    expect(await page.evaluate(() => (window as unknown as { expired: number[] }).expired)).toEqual(
      [],
    );
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { expired: number[] }).expired), {
        timeout: 20_000,
      })
      .toEqual([exp * 1000]);
    // Still once, a while later.
    await page.waitForTimeout(2_000);
    expect(await page.evaluate(() => (window as unknown as { expired: number[] }).expired)).toEqual(
      [exp * 1000],
    );
    await page.screenshot({ path: 'e2e/artifacts/token-expired-host-1280.png' });
    await page.close();
  });
});
