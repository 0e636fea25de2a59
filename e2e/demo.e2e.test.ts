import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signInContext } from './browser';
import { E2E_ADMIN } from './server-process';
import { apiCall } from './api-call';

// The demo (dashboards.md §2 Demo screens, §4, §9; decision 025): click to start, 'Choose Your
// Role', 'Preparing Your Insights', the role's seeded dashboard drawn after its placeholders,
// and the demo flag 4.5 s after Generate.

const url = inject('serverUrl');
let browser: Browser;
let admin: string;

const api = <T>(path: string, body?: unknown) => apiCall<T>(url, path, body, admin);
interface DemoDashboard {
  role: string;
  dashboardId: string;
  name: string;
}
const demoStarted = async () =>
  (
    await api<{ eventsByName: Array<{ eventName: string; events: number }> }>(
      '/analytics/usage?days=30',
    )
  ).eventsByName.find((e) => e.eventName === 'Demo Started')?.events ?? 0;

async function both(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `e2e/artifacts/demo-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `e2e/artifacts/demo-${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = (await apiCall<{ token: string }>(url, '/auth/sign-in', E2E_ADMIN, '')).token;
});
afterAll(async () => browser?.close());

describe('the demo', () => {
  it(
    'goes from the click-to-start screen through Choose Your Role to a drawn role dashboard',
    { timeout: 240_000 },
    async () => {
      const roles = (await api<{ dashboards: DemoDashboard[] }>('/demo/dashboards')).dashboards;
      const sales = roles.find((r) => r.role === 'sales')!;
      expect(sales.name).toBe('Your sales dashboard');
      const startedBefore = await demoStarted();

      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await signInContext(context, url);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));

      // Reached from the navigation: the click-to-start screen first.
      await page.goto(`${url}/dashboards`);
      await page.getByTestId('nav-demo').click({ timeout: 120_000 });
      await page.waitForURL(/\/demo$/);
      const start = page.getByTestId('demo-start');
      await start.waitFor({ timeout: 60_000 });
      expect(await start.innerText()).toContain('Click to start');
      await both(page, 'start');
      await start.click();

      // Choose Your Role: the four roles; Generate Dashboard disabled until one is chosen.
      const screen = page.getByTestId('demo-roles');
      await screen.waitFor();
      expect(await screen.innerText()).toContain('Choose Your Role');
      for (const name of [
        'Chief Financial Officer',
        'Marketing Operations Lead',
        'Sales Director',
        'Product Manager',
      ]) {
        expect(await screen.getByText(name, { exact: true }).isVisible()).toBe(true);
      }
      const generate = page.getByTestId('demo-generate');
      expect(await generate.innerText()).toBe('Generate Dashboard');
      expect(await generate.isDisabled()).toBe(true);
      await both(page, 'roles');
      // By keyboard: the sales card takes the focus and Space chooses it.
      await page.getByTestId('demo-role-sales').focus();
      await page.keyboard.press('Space');
      await expect
        .poll(() => page.getByTestId('demo-role-sales').getAttribute('aria-checked'))
        .toBe('true');
      expect(await generate.isEnabled()).toBe(true);
      await page.screenshot({ path: 'e2e/artifacts/demo-role-chosen-1280.png' });

      // The page (a single-page app) notes when the first card appears and the first draws.
      await page.evaluate(() => {
        const w = window as unknown as { demoTimes: { card?: number; drawn?: number } };
        w.demoTimes = {};
        new MutationObserver(() => {
          if (!w.demoTimes.card && document.querySelector('[data-testid^="chart-card-"]'))
            w.demoTimes.card = performance.now();
          if (!w.demoTimes.drawn && document.querySelector('[data-chart-drawn="true"]'))
            w.demoTimes.drawn = performance.now();
        }).observe(document.body, { subtree: true, childList: true, attributes: true });
      });

      // Preparing Your Insights, then the role's dashboard on its own page.
      await generate.click();
      const preparing = page.getByTestId('demo-preparing');
      await preparing.waitFor();
      expect(await preparing.innerText()).toContain('Preparing Your Insights');
      await page.screenshot({ path: 'e2e/artifacts/demo-preparing-1280.png' });
      await page.waitForURL(new RegExp(`/dashboards/${sales.dashboardId}$`), { timeout: 60_000 });
      await page.getByTestId('dashboard-title').waitFor({ timeout: 60_000 });
      expect(await page.getByTestId('dashboard-title').innerText()).toContain(sales.name);

      // Every card shows its placeholder first (at least 750 ms from appearing), then draws.
      const cards = page.locator('[data-testid^="chart-card-"]');
      await expect.poll(() => cards.count(), { timeout: 60_000 }).toBeGreaterThanOrEqual(6);
      await page.waitForFunction(
        () => {
          const all = [...document.querySelectorAll('[data-testid^="chart-card-"]')];
          return all.length > 0 && all.every((c) => c.getAttribute('data-state') === 'ready');
        },
        undefined,
        { timeout: 120_000 },
      );
      await expect
        .poll(() => page.locator('[data-chart-drawn="true"]').count(), { timeout: 60_000 })
        .toBe(await cards.count());
      const times = await page.evaluate(
        () => (window as unknown as { demoTimes: { card: number; drawn: number } }).demoTimes,
      );
      expect(times.drawn - times.card).toBeGreaterThanOrEqual(740);
      await both(page, 'dashboard');

      // The demo flag: 'Demo Started' once, 4.5 s after Generate; /demo then skips its start screen.
      await expect.poll(demoStarted, { timeout: 30_000 }).toBe(startedBefore + 1);
      expect(
        await page.evaluate(() => localStorage.getItem('chartroom-demo-started') ?? ''),
      ).toContain('"role":"sales"');
      await page.goto(`${url}/demo`);
      await page.getByTestId('demo-roles').waitFor({ timeout: 60_000 });
      expect(await page.getByTestId('demo-start').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
