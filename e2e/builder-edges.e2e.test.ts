import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, signInAsAdmin } from './browser';
import { E2E_ADMIN } from './server-process';
import { apiCall } from './api-call';

// The classic builder's edges (issue 11): an untouched new chart has nothing unsaved, a chart is
// never saved without a name, SQL errors point into the user's own text, no loading text shows
// while nothing loads, and completion icons are drawn (not empty boxes).
const url = inject('serverUrl');
const api = <T>(path: string, body: unknown, token?: string) => apiCall<T>(url, path, body, token);

let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;
const pageErrors: string[] = [];

const shot = (name: string, target: Page | Locator = page) =>
  target.screenshot({ path: `e2e/artifacts/builder-edges-${name}.png` });

async function chartCount(): Promise<number> {
  return (await api<{ charts: unknown[] }>('/chart/list', undefined, token)).charts.length;
}

/** Picks an option of a Mantine Select by its label. */
async function pick(select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).first().click();
}

/** Texts on screen that say something is loading. */
async function loadingTexts(): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const el = node.parentElement;
      if (!text || !el || !el.checkVisibility()) continue;
      if (/loading|refreshing|…$/i.test(text)) found.push(text);
    }
    for (const el of document.querySelectorAll(
      '[aria-busy="true"], [data-loading="true"], .mantine-Loader-root, .mantine-Skeleton-root',
    )) {
      if (!(el as HTMLElement).checkVisibility()) continue;
      const where = el.closest('[data-testid]')?.getAttribute('data-testid') ?? el.tagName;
      found.push(`busy in ${where}`);
    }
    return found;
  });
}

async function openNewChart(): Promise<void> {
  await page.goto(`${url}/charts`);
  await page.getByTestId('new-chart').click();
  await page.waitForURL(/\/charts\/new$/);
  await page.getByTestId('chart-builder').waitFor();
  const picker = page.getByTestId('connection-picker');
  await expect.poll(() => picker.inputValue(), { timeout: 30_000 }).not.toBe('');
  if ((await picker.inputValue()) !== 'Demo warehouse') await pick(picker, 'Demo warehouse');
  // The connection's tables are there: nothing is on its way any more.
  await expect.poll(() => page.getByTestId('raw-table-select').isEnabled()).toBe(true);
}

/** From a new chart to the SQL editor of step 2 (main.orders picked). */
async function toPrepareStep(): Promise<void> {
  await pick(page.getByTestId('raw-table-select'), 'main.orders');
  await page.keyboard.press('Escape');
  await page.getByTestId('step-raw-next').click();
  await page.locator('.cm-content').waitFor();
}

async function previewQuery(sql: string): Promise<void> {
  await page.locator('.cm-content').fill(sql);
  await page.getByTestId('preview-data').click();
}

/** PATCH /chart/v3 as the admin: the status and error message. */
async function saveChartRaw(body: unknown): Promise<{ status: number; message?: string }> {
  const res = await fetch(`${url}/chart/v3`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { error?: { message: string } };
  return { status: res.status, ...(json.error ? { message: json.error.message } : {}) };
}

beforeAll(async () => {
  token = (await api<{ token: string }>('/auth/sign-in', E2E_ADMIN)).token;
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await signInAsAdmin(page, url);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('classic builder edges', () => {
  it('has nothing unsaved on an untouched new chart, and lets it go without a prompt', async () => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await openNewChart();
    await page.getByTestId('new-chart-flag').waitFor();
    expect(await page.getByTestId('unsaved-flag').count()).toBe(0);
    await shot('new-untouched-1280');
    // Anything entered is unsaved; taking it back leaves nothing to save again.
    await page.getByTestId('chart-name').fill('Something');
    await page.getByTestId('unsaved-flag').waitFor();
    await page.getByTestId('chart-name').fill('');
    await page.getByTestId('new-chart-flag').waitFor();
    await page.getByRole('link', { name: 'Charts' }).first().click();
    await page.waitForURL(/\/charts$/);
    expect(dialogs).toEqual([]);
  });

  it('shows no loading text while nothing loads', async () => {
    await openNewChart();
    await page.getByTestId('builder-preview-waiting').waitFor();
    expect(await page.getByTestId('chart-placeholder').count()).toBe(0);
    await expect.poll(loadingTexts).toEqual([]);
    await toPrepareStep();
    await expect.poll(loadingTexts).toEqual([]);
    await previewQuery('SELECT channel, amount FROM orders');
    await expect
      .poll(() => page.getByTestId('query-preview').getAttribute('data-rows'), { timeout: 30_000 })
      .toBe('100');
    await page.getByTestId('step-prep-next').click();
    await page.getByTestId('build-panel').waitFor();
    await page.locator('[data-testid="chart-viewer"][data-state="ready"]').waitFor();
    await expect.poll(loadingTexts).toEqual([]);
  });

  it("points a SQL error into the user's own text, never our wrapper", async () => {
    await openNewChart();
    await toPrepareStep();
    await previewQuery('SELECT channel,\n  nope\nFROM orders');
    await page.getByTestId('prepare-error').waitFor({ timeout: 30_000 });
    const message = await page.getByTestId('prepare-error-message').innerText();
    expect(message).toMatch(/^Referenced column "nope" not found/);
    expect(await page.getByTestId('prepare-error').innerText()).toContain('Error loading data');
    expect(await page.getByTestId('prepare-error-excerpt').innerText()).toBe(
      'LINE 2:   nope\n          ^',
    );
    const all = await page.getByTestId('prepare-error').innerText();
    expect(all).not.toMatch(/SELECT \* FROM \(|builder_preview|__chartroom/);
    await shot('sql-error-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('prepare-error').scrollIntoViewIfNeeded();
    await shot('sql-error-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('never saves a chart without a name: the builder says so, the API refuses it', async () => {
    await openNewChart();
    await toPrepareStep();
    await previewQuery('SELECT channel, amount FROM orders');
    await expect
      .poll(() => page.getByTestId('query-preview').getAttribute('data-rows'), { timeout: 30_000 })
      .toBe('100');
    const before = await chartCount();
    for (const name of ['', '   ']) {
      await page.getByTestId('chart-name').fill(name);
      await page.getByTestId('apply-changes').click();
      await expect
        .poll(() => page.getByText('Give the chart a name before saving it').count())
        .toBe(1);
      expect(await page.getByTestId('chart-name').getAttribute('aria-invalid')).toBe('true');
    }
    await shot('blank-name-1280');
    expect(await chartCount()).toBe(before);
    expect(page.url()).toMatch(/\/charts\/new$/);

    const name = `E2E edges ${Date.now()}`;
    await page.getByTestId('chart-name').fill(name);
    expect(await page.getByText('Give the chart a name before saving it').count()).toBe(0);
    await page.getByTestId('apply-changes').click();
    await page.locator('[data-testid="apply-changes"][data-status="done"]').waitFor({
      timeout: 30_000,
    });
    await page.waitForURL(/\/charts\/[^/]+$/);
    const id = decodeURIComponent(page.url().split('/').pop()!);
    expect(await chartCount()).toBe(before + 1);
    // A saved chart whose name is cleared is not saved either.
    await page.getByTestId('chart-name').fill(' ');
    await page.getByTestId('apply-changes').click();
    await page.getByText('Give the chart a name before saving it').waitFor();
    const listed = (
      await api<{ charts: { id: string; name: string; version: number }[] }>(
        '/chart/list',
        undefined,
        token,
      )
    ).charts.find((c) => c.id === id);
    expect(listed?.name).toBe(name);
    const refused = await saveChartRaw({
      id,
      name: '  ',
      config: { chartConfig: { type: 'Table' } },
    });
    expect(refused).toEqual({
      status: 400,
      message: 'Invalid body at name: Chart name is required: give the chart a name',
    });
  });

  it('draws the completion icons of the SQL editor', async () => {
    const sharp = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      deviceScaleFactor: 2,
    });
    const previous = page;
    page = await sharp.newPage();
    try {
      await signInAsAdmin(page, url);
      await openNewChart();
      await toPrepareStep();
      await page.locator('.cm-content').click();
      await page.keyboard.type('SELECT * FROM ');
      await page.keyboard.press('Control+Space');
      const tooltip = page.locator('.cm-tooltip-autocomplete');
      await expect
        .poll(() => tooltip.locator('.cm-completionIcon-table').count())
        .toBeGreaterThan(0);
      const icons = await tooltip.locator('.cm-completionIcon').evaluateAll((els) =>
        els.map((el) => {
          const after = getComputedStyle(el, '::after');
          return {
            kind: [...el.classList].find((c) => c.startsWith('cm-completionIcon-')) ?? '',
            content: after.content,
            mask: after.maskImage || after.getPropertyValue('-webkit-mask-image'),
            width: after.width,
          };
        }),
      );
      expect(icons.length).toBeGreaterThan(1);
      const kinds = new Set(icons.map((i) => i.kind));
      expect(kinds.has('cm-completionIcon-table') || kinds.has('cm-completionIcon-namespace')).toBe(
        true,
      );
      for (const icon of icons) {
        // No glyph (those draw as empty boxes without the font): an SVG mask, 14 px wide.
        expect(icon.content, icon.kind).toBe('""');
        expect(icon.mask, icon.kind).toMatch(/^url\("data:image\/svg\+xml/);
        expect(icon.width, icon.kind).toBe('14px');
      }
      await shot('completion-icons', tooltip);
      await page.keyboard.press('Escape');
      await page.locator('.cm-content').fill('SELECT * FROM orders WHERE orders.');
      await page.keyboard.press('End');
      await page.keyboard.press('Control+Space');
      await expect
        .poll(() => tooltip.locator('.cm-completionIcon-property').count())
        .toBeGreaterThan(0);
      await shot('completion-icons-columns', tooltip);
      await shot('completion-page');
    } finally {
      page = previous;
      await sharp.close();
    }
  });

  it('lays the builder out at 390 px and 1280 px', async () => {
    await openNewChart();
    await shot('new-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('chart-name').waitFor();
    // The shell's navigation slides away when the width becomes a phone's: measured once settled.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    await expect
      .poll(async () => (await page.getByTestId('chart-name').boundingBox())?.width ?? 0)
      .toBeGreaterThan(200);
    await shot('new-390');
    await toPrepareStep();
    await previewQuery('SELECT channel, amount FROM orders');
    await expect
      .poll(() => page.getByTestId('query-preview').getAttribute('data-rows'), { timeout: 30_000 })
      .toBe('100');
    await page.getByTestId('step-prep-next').click();
    await page.getByTestId('build-panel').waitFor();
    await page.screenshot({ path: 'e2e/artifacts/builder-edges-build-390.png', fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot('build-1280');
    expect(pageErrors).toEqual([]);
  });
});
