import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, signInAsAdmin } from './browser';

// One page builds a chart of every classic kind from one SQL query, switching types, and
// triggers the validation messages the classic builder shows (charts.md §5).
const url = inject('serverUrl');

let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

const shot = (name: string) =>
  page.screenshot({ path: `e2e/artifacts/chart-types-${name}.png`, fullPage: false });

/**
 * A field of the format popover, reopening the popover when it closed meanwhile (the build panel
 * can re-render under a busy CI machine and a Mantine popover then starts closed).
 */
async function formatField(testId: string) {
  const field = page.getByTestId(testId);
  if (!(await field.isVisible())) await page.getByTestId('format-open').click();
  await field.waitFor();
  return field;
}

const SQL =
  'SELECT o.created_at, o.channel, o.status, o.amount, o.quantity, c.segment, c.latitude, ' +
  'c.longitude, NULL AS nothing FROM (SELECT * FROM orders LIMIT 3000) o ' +
  'JOIN customers c ON c.customer_id = o.customer_id';

const viewer = () => page.getByTestId('chart-preview').getByTestId('chart-viewer');
const blocker = () => page.getByTestId('builder-blocker');
const notice = () => page.getByTestId('builder-notice');

/** Picks an option of a Mantine Select (or MultiSelect) by its label. */
async function pick(select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).first().click();
}

/** The option labels a Mantine Select offers (opened, read, closed). */
async function optionsOf(select: Locator): Promise<string[]> {
  await select.click();
  const listbox = page.getByRole('listbox').last();
  await listbox.waitFor();
  const labels = await listbox.getByRole('option').allInnerTexts();
  await page.keyboard.press('Escape');
  return labels.map((l) => l.trim());
}

/** Clicks a button `times` times inside the page: bulk adds without Playwright's per-click waits. */
async function clickTimes(button: Locator, times: number): Promise<void> {
  await button.evaluate((el, n) => {
    for (let i = 0; i < n; i += 1) (el as HTMLElement).click();
  }, times);
}

/** 2D canvases of the preview with at least one non-transparent pixel. */
function paintedCanvases(): Promise<number> {
  return page
    .$$eval('[data-testid="chart-preview"] canvas', (canvases) =>
      canvases.filter((c) => {
        const canvas = c as HTMLCanvasElement;
        if (canvas.width === 0) return false;
        const ctx = canvas.getContext('2d');
        if (!ctx) return false;
        const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
        for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) return true;
        return false;
      }),
    )
    .then((painted) => painted.length);
}

/** Waits until the preview shows fresh data for the current config. */
async function ready(): Promise<void> {
  await page.waitForTimeout(450); // the preview query is debounced by 350 ms
  await expect.poll(() => viewer().getAttribute('data-state'), { timeout: 30_000 }).toBe('ready');
  await expect
    .poll(() => page.getByTestId('chart-preview').innerText(), { timeout: 30_000 })
    .not.toContain('Refreshing');
}

/** Switches the chart type and waits until the chart draws on a non-blank canvas. */
async function drawsOnCanvas(type: string): Promise<void> {
  await pick(page.getByTestId('chart-type'), type);
  await ready();
  await expect.poll(paintedCanvases, { timeout: 30_000 }).toBeGreaterThan(0);
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('classic builder: every chart type and validation message', () => {
  it('opens a new chart: raw tables must be selected first', async () => {
    await signInAsAdmin(page, url);
    await page.goto(`${url}/charts/new`);
    await page.getByTestId('chart-builder').waitFor();
    const picker = page.getByTestId('connection-picker');
    await expect.poll(() => picker.inputValue(), { timeout: 30_000 }).not.toBe('');
    if ((await picker.inputValue()) !== 'Demo warehouse') await pick(picker, 'Demo warehouse');
    await page.getByTestId('chart-name').fill(`E2E every type ${Date.now()}`);
    await expect
      .poll(() => blocker().innerText())
      .toBe("Please 'Select raw table(s)' before proceeding");
  });

  it('warns when a selected table lacks the prefilter (tenant policy) columns', async () => {
    await pick(page.getByTestId('raw-table-select'), 'main.products');
    await page.keyboard.press('Escape');
    const warning = page.getByTestId('prefilter-warning');
    await warning.waitFor({ timeout: 30_000 });
    expect(await warning.innerText()).toContain('main.products');
    expect(await warning.innerText()).toContain('tenant_id');
    await shot('prefilter-warning');
    // orders has its tenant_id: no warning for it.
    await pick(page.getByTestId('raw-table-select'), 'main.orders');
    await page.keyboard.press('Escape');
    expect(await warning.innerText()).not.toContain('main.orders');
    await expect.poll(() => blocker().innerText()).toBe("Please 'Prepare data' before proceeding");
  });

  it('prepares the data: output columns typed, an all-NULL column is mixed', async () => {
    await page.getByTestId('step-raw-next').click();
    await page.locator('.cm-content').fill(SQL);
    await page.getByTestId('preview-data').click();
    await page.getByTestId('query-preview').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('output-column-nothing').getAttribute('data-type')).toBe('mixed');
    expect(await page.getByTestId('output-column-latitude').getAttribute('data-type')).toBe(
      'number',
    );
    await page.getByTestId('step-prep-next').click();
    await page.getByTestId('build-panel').waitFor();
  });

  it('draws a Table; adding a series is disabled for it', async () => {
    await pick(page.getByTestId('chart-type'), 'Table');
    await ready();
    expect(await page.getByTestId('add-series').isDisabled()).toBe(true);
    await expect.poll(() => viewer().innerText(), { timeout: 30_000 }).toContain('latitude');
  });

  it('draws bar charts, with generic limit 1000 and page size 50', async () => {
    await pick(page.getByTestId('x-axis-column'), 'channel');
    await pick(page.getByTestId('chart-type'), 'Grouped Bar');
    await page.getByTestId('add-series').click();
    await expect.poll(() => page.getByTestId('series-0-column').inputValue()).toBe('amount');
    await ready();
    await expect.poll(paintedCanvases, { timeout: 30_000 }).toBeGreaterThan(0);
    await shot('grouped-bar');
    await page.getByTestId('inner-advanced').click();
    expect(await page.getByTestId('advanced-limit').inputValue()).toBe('1000');
    expect(await page.getByTestId('advanced-page').inputValue()).toBe('50');
    expect(await page.getByTestId('advanced-tremor').innerText()).toContain('Show legend');
    await page.getByTestId('inner-build').click();
    await drawsOnCanvas('Stacked Bar');
    await drawsOnCanvas('Bar List');
  });

  it('draws the line charts', async () => {
    await drawsOnCanvas('Line');
    await drawsOnCanvas('Area Line');
    await drawsOnCanvas('Advanced Line');
    await page.getByTestId('inner-advanced').click();
    await page.getByTestId('advanced-curve-type').waitFor();
    await shot('advanced-line');
    await page.getByTestId('inner-build').click();
  });

  it("refuses a 21st series: 'No more than 20 series supported'", async () => {
    const existing = await page.locator('[data-testid^="series-"][data-testid$="-remove"]').count();
    await clickTimes(page.getByTestId('add-series'), 20 - existing);
    await expect.poll(() => page.getByTestId('series-19').count()).toBe(1);
    await page.getByTestId('add-series').click();
    await expect.poll(() => notice().innerText()).toContain('No more than 20 series supported');
  });

  it('keeps 2 series for a Combo Chart and disables adding a third', async () => {
    await drawsOnCanvas('Combo Chart');
    await expect.poll(() => page.getByTestId('series-2').count()).toBe(0);
    expect(await page.getByTestId('series-1').count()).toBe(1);
    expect(await page.getByTestId('add-series').isDisabled()).toBe(true);
    await shot('combo');
    await page.getByTestId('series-1-remove').click();
  });

  it('draws Donut and Pie charts', async () => {
    await drawsOnCanvas('Donut Chart');
    await drawsOnCanvas('Pie Chart');
  });

  it('offers only Count, Distinct count, First, Collect list for a text column', async () => {
    await pick(page.getByTestId('series-0-column'), 'status');
    await expect
      .poll(() => page.getByTestId('series-0-aggregation').inputValue())
      .toBe('Distinct count');
    expect(await optionsOf(page.getByTestId('series-0-aggregation'))).toEqual([
      'Count',
      'Distinct count',
      'First',
      'Collect list',
    ]);
    await pick(page.getByTestId('series-0-column'), 'amount');
  });

  it('draws a Stat Card with a small title; its stat selector excludes mixed columns', async () => {
    await pick(page.getByTestId('chart-type'), 'Stat Card');
    await ready();
    await expect
      .poll(() => viewer().getByTestId('stat-value').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    expect(await viewer().getByTestId('stat-value').first().innerText()).toMatch(/\d/);
    expect(
      await page.getByTestId('title-size').locator('input:checked').getAttribute('value'),
    ).toBe('small');
    const offered = await optionsOf(page.getByTestId('series-0-column'));
    expect(offered).toContain('amount');
    expect(offered).not.toContain('nothing');
    await shot('stat-card');
  });

  it('formats numbers: parse errors, an empty config, then percent', async () => {
    await page.getByTestId('format-open').click();
    const popover = page.getByTestId('format-popover');
    await popover.waitFor();
    await expect.poll(() => popover.innerText()).toContain('No format config provided');
    await page.getByTestId('format-json').fill('{style: }');
    await page.getByTestId('format-apply').click();
    await expect.poll(() => popover.innerText()).toContain('Error parsing config:');
    await shot('format-error');
    await (await formatField('format-json')).fill("{'style': 'currency', 'currency': 'EUR'}");
    await (await formatField('format-prefix')).fill('~');
    await page.getByTestId('format-apply').click();
    await expect.poll(() => popover.isVisible()).toBe(false);
    await expect
      .poll(() => viewer().getByTestId('stat-value').first().innerText(), { timeout: 30_000 })
      .toContain('~€');
    // Clearing every field stores no format at all.
    await page.getByTestId('format-open').click();
    await (await formatField('format-json')).fill('');
    await (await formatField('format-prefix')).fill('');
    await expect.poll(() => popover.innerText()).toContain('No format config provided');
    await page.getByTestId('format-apply').click();
    await expect
      .poll(() => viewer().getByTestId('stat-value').first().innerText(), { timeout: 30_000 })
      .not.toContain('€');
  });

  it('draws a Heat Map and shows the segmentation messages', async () => {
    await pick(page.getByTestId('chart-type'), 'Heat Map');
    await page.getByTestId('segment-toggle').click();
    await expect
      .poll(() => blocker().innerText())
      .toBe('Invalid Chart Config: Select a column to segment by');
    await page.getByTestId('add-series').click();
    await expect
      .poll(() => notice().innerText())
      .toContain('Only 1 series supported if segmentation is enabled');
    await pick(page.getByTestId('segment-by'), 'status');
    await expect.poll(() => blocker().count()).toBe(0);
    await ready();
    await expect.poll(paintedCanvases, { timeout: 30_000 }).toBeGreaterThan(0);
    await page.getByTestId('inner-advanced').click();
    await page.getByTestId('advanced-heatmap').waitFor();
    await page.getByTestId('inner-build').click();
    await shot('heat-map');
    await page.getByTestId('segment-toggle').click();
  });

  it('draws a Map with a coloured layer; at most 20 layers', async () => {
    await pick(page.getByTestId('chart-type'), 'Map');
    await page.getByTestId('add-layer').click();
    await pick(page.getByTestId('layer-0-column'), 'segment');
    const options = page.getByTestId('layer-0-options');
    await expect.poll(() => options.innerText()).toContain('Consumer');
    expect(await page.getByTestId('layer-0-circle-radius').inputValue()).toBe('10');
    expect(await page.getByTestId('layer-0-cluster-radius').inputValue()).toBe('2');
    await page.getByTestId('layer-0-color-all').click();
    await ready();
    await expect
      .poll(
        async () =>
          Number(await viewer().getByTestId('points-map').getAttribute('data-map-points')),
        {
          timeout: 30_000,
        },
      )
      .toBeGreaterThan(0);
    await page.waitForTimeout(1_000);
    await shot('map');
    await clickTimes(page.getByTestId('add-layer'), 19);
    await expect.poll(() => page.getByTestId('layer-19').count()).toBe(1);
    await page.getByTestId('add-layer').click();
    await expect.poll(() => notice().innerText()).toContain('No more than 20 layer supported');
  });

  it('draws a Scatter Plot with only 1 layer', async () => {
    await drawsOnCanvas('Scatter Plot');
    await expect.poll(() => page.getByTestId('layer-1').count()).toBe(0);
    await page.getByTestId('add-layer').click();
    await expect.poll(() => notice().innerText()).toContain('No more than 1 layer supported');
  });

  it('marks an X axis column missing from the output with a red border', async () => {
    await page.getByTestId('step-prep').click();
    await page.locator('.cm-content').fill('SELECT created_at, amount FROM orders');
    await page.getByTestId('preview-data').click();
    await expect
      .poll(() => page.getByTestId('output-column-channel').count(), { timeout: 30_000 })
      .toBe(0);
    await page.getByTestId('step-prep-next').click();
    const x = page.getByTestId('x-axis-column');
    await expect.poll(() => x.getAttribute('aria-invalid')).toBe('true');
    const border = await x.evaluate((el) => getComputedStyle(el).borderColor);
    expect(border).toMatch(/rgb\((2[0-5]\d|1[5-9]\d), \d{1,2}, \d{1,2}\)/);
    await shot('invalid-axis');
    await x.click();
    await x.fill('created_at');
    await page.getByRole('option', { name: 'created_at', exact: true }).first().click();
    await expect.poll(() => x.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('draws a Text chart from its rich text; no series for Text', async () => {
    await pick(page.getByTestId('chart-type'), 'Text');
    expect(await page.getByTestId('add-series').count()).toBe(0);
    expect(await page.getByTestId('inner-advanced').count()).toBe(0);
    const editor = page.getByTestId('rich-text-editor').locator('[contenteditable="true"]');
    await editor.click();
    await page.keyboard.type('Quarterly revenue notes');
    await expect
      .poll(() => viewer().innerText(), { timeout: 10_000 })
      .toContain('Quarterly revenue notes');
    await shot('text');
    expect(pageErrors).toEqual([]);
  });
});
