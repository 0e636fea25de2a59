import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, signInAsAdmin } from './browser';
import { E2E_ADMIN } from './server-process';
import { apiCall } from './api-call';

// Every validation rule and message of charts.md §5, and the axis, type and segmentation rules
// of §4, triggered in the classic builder through real clicks and typing and seen on screen.
const url = inject('serverUrl');

let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;
let chartId = '';
const pageErrors: string[] = [];

const shot = (name: string) =>
  page.screenshot({ path: `e2e/artifacts/chart-validation-${name}.png`, fullPage: false });

const SQL =
  'SELECT o.created_at, o.channel, o.status, o.amount, o.quantity, c.segment, c.latitude, ' +
  'c.longitude, NULL AS nothing FROM (SELECT * FROM orders LIMIT 3000) o ' +
  'JOIN customers c ON c.customer_id = o.customer_id';
const VARIABLE_SQL = 'SELECT channel, amount FROM orders WHERE channel = {{channel}}';

const blocker = () => page.getByTestId('builder-blocker');
const notice = () => page.getByTestId('builder-notice');
const seriesCards = () => page.locator('[data-testid^="series-"][data-testid$="-remove"]');

/** Picks an option of a Mantine Select by its label. */
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

/** Clicks a button `times` times inside the page (bulk adds without per-click waits). */
async function clickTimes(button: Locator, times: number): Promise<void> {
  await button.evaluate((el, n) => {
    for (let i = 0; i < n; i += 1) (el as HTMLElement).click();
  }, times);
}

/** The segment names in the segment list, top to bottom. */
async function segmentOrder(): Promise<string[]> {
  const text = await page.getByTestId('segment-list').innerText();
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

/** A red border: the computed border colour of the input is a red. */
async function hasRedBorder(input: Locator): Promise<boolean> {
  const color = await input.evaluate((el) => getComputedStyle(el).borderColor);
  const [r, g, b] = (color.match(/\d+/g) ?? []).map(Number);
  return r !== undefined && g !== undefined && b !== undefined && r > 150 && g < 100 && b < 100;
}

async function previewQuery(sql: string): Promise<void> {
  await page.locator('.cm-content').fill(sql);
  await page.getByTestId('preview-data').click();
}

/** Opens a saved chart from the chart list's URL (a fresh history entry, as a user gets it). */
async function openChart(id: string): Promise<void> {
  await page.goto(`${url}/charts`);
  await page.getByTestId('new-chart').waitFor({ timeout: 30_000 });
  await page.goto(`${url}/charts/${encodeURIComponent(id)}`);
  await page.getByTestId('build-panel').waitFor({ timeout: 30_000 });
}

beforeAll(async () => {
  token = (await apiCall<{ token: string }>(url, '/auth/sign-in', E2E_ADMIN)).token;
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('classic builder: the validation rules of charts.md §4 and §5 on screen', () => {
  it("asks to 'Select raw table(s)' first, then to 'Prepare data'", async () => {
    await signInAsAdmin(page, url);
    await page.goto(`${url}/charts/new`);
    await page.getByTestId('chart-builder').waitFor();
    const picker = page.getByTestId('connection-picker');
    await expect.poll(() => picker.inputValue(), { timeout: 30_000 }).not.toBe('');
    if ((await picker.inputValue()) !== 'Demo warehouse') await pick(picker, 'Demo warehouse');
    await page.getByTestId('chart-name').fill(`E2E validation ${Date.now()}`);
    await expect
      .poll(() => blocker().innerText())
      .toBe("Please 'Select raw table(s)' before proceeding");
    await shot('select-raw-tables');

    await pick(page.getByTestId('raw-table-select'), 'main.orders');
    await page.keyboard.press('Escape');
    await expect.poll(() => blocker().innerText()).toBe("Please 'Prepare data' before proceeding");
    await page.getByTestId('step-raw-next').click();
    expect(await page.getByTestId('step-build').isDisabled()).toBe(true);
    await shot('prepare-data');
  });

  it('flags a variable chip red while no filter exists, and never previews it unfiltered', async () => {
    await page.locator('.cm-content').fill(VARIABLE_SQL);
    const chip = page.getByTestId('variable-chip-channel');
    await chip.waitFor();
    expect(await chip.getAttribute('data-missing')).toBe('true');
    expect(await chip.evaluate((el) => getComputedStyle(el).color)).toMatch(
      /rgb\(2[0-5]\d, \d+, \d+\)/,
    );
    await expect
      .poll(() => page.getByTestId('variable-value-hint').innerText())
      .toContain('{{channel}}');
    await shot('variable-red');

    // The preview creates the variable's 'Input Equals' filter (the chip is no longer red) but,
    // the variable having no value, shows no row: only the output columns are found.
    await page.getByTestId('preview-data').click();
    await expect.poll(() => chip.getAttribute('data-missing'), { timeout: 30_000 }).toBeNull();
    expect(await chip.getAttribute('data-no-value')).toBe('true');
    await page.getByTestId('query-preview-empty').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('output-column-channel').getAttribute('data-type')).toBe(
      'string',
    );
    expect(await page.getByTestId('output-column-amount').getAttribute('data-type')).toBe('number');
    await expect
      .poll(() => page.getByTestId('variable-value-hint').innerText())
      .toContain('{{channel}}');
    await shot('variable-no-value');
  });

  it('prepares the data the chart is built on', async () => {
    await previewQuery(SQL);
    await expect
      .poll(() => page.getByTestId('query-preview').getAttribute('data-rows'), {
        timeout: 30_000,
      })
      .toBe('100');
    expect(await page.getByTestId('variable-chips').count()).toBe(0);
    expect(await page.getByTestId('output-column-nothing').getAttribute('data-type')).toBe('mixed');
    await page.getByTestId('step-prep-next').click();
    await page.getByTestId('build-panel').waitFor();
  });

  it('disables adding a series for a Table', async () => {
    expect(await page.getByTestId('chart-type').inputValue()).toBe('Table');
    expect(await page.getByTestId('add-series').isDisabled()).toBe(true);
  });

  it("sets month bucketing and '(by bucket)' for a date X axis; changing axes clears order", async () => {
    await pick(page.getByTestId('chart-type'), 'Line');
    await pick(page.getByTestId('x-axis-column'), 'created_at');
    await expect.poll(() => page.getByTestId('x-axis-bucketing').inputValue()).toBe('Month');
    expect(await page.getByTestId('x-axis-label').inputValue()).toBe('(by bucket)');
    await shot('date-axis');
    await pick(page.getByTestId('order-by'), 'created_at');
    expect(await page.getByTestId('order-by').inputValue()).toBe('created_at');
    await pick(page.getByTestId('x-axis-column'), 'channel');
    await expect.poll(() => page.getByTestId('x-axis-label').inputValue()).toBe('');
    expect(await page.getByTestId('x-axis-bucketing').isDisabled()).toBe(true);
    expect(await page.getByTestId('order-by').inputValue()).not.toBe('created_at');
  });

  it('sets Sum for a number series, Distinct count and 4 aggregations for the others', async () => {
    await page.getByTestId('add-series').click();
    await expect.poll(() => page.getByTestId('series-0-column').inputValue()).toBe('amount');
    expect(await page.getByTestId('series-0-aggregation').inputValue()).toBe('Sum');
    for (const column of ['status', 'created_at', 'nothing']) {
      await pick(page.getByTestId('series-0-column'), column);
      await expect
        .poll(() => page.getByTestId('series-0-aggregation').inputValue())
        .toBe('Distinct count');
      expect(await optionsOf(page.getByTestId('series-0-aggregation'))).toEqual([
        'Count',
        'Distinct count',
        'First',
        'Collect list',
      ]);
    }
    await pick(page.getByTestId('series-0-column'), 'quantity');
    await expect.poll(() => page.getByTestId('series-0-aggregation').inputValue()).toBe('Sum');
    expect((await optionsOf(page.getByTestId('series-0-aggregation'))).length).toBeGreaterThan(4);
    await pick(page.getByTestId('series-0-column'), 'amount');
  });

  it("refuses a 21st series: 'No more than 20 series supported'", async () => {
    await clickTimes(page.getByTestId('add-series'), 20 - (await seriesCards().count()));
    await expect.poll(() => page.getByTestId('series-19').count()).toBe(1);
    await page.getByTestId('add-series').click();
    await expect.poll(() => notice().innerText()).toContain('No more than 20 series supported');
    expect(await page.getByTestId('series-20').count()).toBe(0);
    await notice().scrollIntoViewIfNeeded();
    await shot('max-series');
  });

  it('keeps at most 2 series for a Combo Chart and adds an orange second one', async () => {
    await pick(page.getByTestId('chart-type'), 'Combo Chart');
    await expect.poll(() => seriesCards().count()).toBe(2);
    expect(await page.getByTestId('add-series').isDisabled()).toBe(true);
    await page.getByTestId('series-1-remove').click();
    await expect.poll(() => seriesCards().count()).toBe(1);
    expect(await page.getByTestId('add-series').isDisabled()).toBe(false);
    await pick(page.getByTestId('chart-type'), 'Line');
    await pick(page.getByTestId('chart-type'), 'Combo Chart');
    await expect.poll(() => seriesCards().count()).toBe(2);
    expect(await page.getByTestId('series-1-color').inputValue()).toBe('orange');
    expect(await page.getByTestId('series-1-column').inputValue()).toBe('quantity');
    expect(await page.getByTestId('add-series').isDisabled()).toBe(true);
    await page.getByTestId('series-1').scrollIntoViewIfNeeded();
    await shot('combo');
  });

  it("'Segment data' on the first series disables the others; segment-by is required", async () => {
    await pick(page.getByTestId('chart-type'), 'Line');
    expect(await seriesCards().count()).toBe(2);
    await page.getByTestId('segment-toggle').click();
    await expect.poll(() => seriesCards().count()).toBe(1);
    // The whole-config validation: the prefix plus the first schema message.
    await expect
      .poll(() => blocker().innerText())
      .toBe('Invalid Chart Config: Select a column to segment by');
    await expect
      .poll(() => page.getByTestId('segment-section').innerText())
      .toContain('Select a column to segment by');
    expect(await page.getByTestId('segment-by').getAttribute('aria-invalid')).toBe('true');
    await page.getByTestId('add-series').click();
    await expect
      .poll(() => notice().innerText())
      .toContain('Only 1 series supported if segmentation is enabled');
    expect(await seriesCards().count()).toBe(1);
    await shot('segment-required');
  });

  it("says 'No segments found…' for a column without segments", async () => {
    await pick(page.getByTestId('segment-by'), 'nothing');
    await expect
      .poll(() => page.getByTestId('no-segments').innerText(), { timeout: 30_000 })
      .toBe('No segments found. Reset segments or try another column to segment by');
    await page.getByTestId('reset-segments').click();
    await expect
      .poll(() => notice().innerText())
      .toContain('No segments found. Reset segments or try another column to segment by');
    await shot('no-segments');
  });

  it("reorders segments and 'Reset segments' recomputes them", async () => {
    await pick(page.getByTestId('segment-by'), 'status');
    await expect
      .poll(async () => (await segmentOrder()).length, { timeout: 30_000 })
      .toBeGreaterThan(1);
    await expect.poll(() => blocker().count()).toBe(0);
    const computed = await segmentOrder();
    await page.getByRole('button', { name: `Move ${computed[0]} down`, exact: true }).click();
    await expect.poll(segmentOrder).toEqual([computed[1], computed[0], ...computed.slice(2)]);
    await shot('segments-reordered');
    await page.getByTestId('reset-segments').click();
    await expect.poll(segmentOrder).toEqual(computed);
  });

  it('re-enables the other series when segmentation ends or its series is removed', async () => {
    await page.getByTestId('segment-toggle').click();
    await expect.poll(() => seriesCards().count()).toBe(2);
    expect(await page.getByTestId('series-1-column').inputValue()).toBe('quantity');
    await page.getByTestId('segment-toggle').click();
    await expect.poll(() => seriesCards().count()).toBe(1);
    await page.getByTestId('series-0-remove').click();
    await expect.poll(() => seriesCards().count()).toBe(1);
    expect(await page.getByTestId('series-0-column').inputValue()).toBe('quantity');
    expect(await page.getByTestId('segment-list').count()).toBe(0);
    expect(await page.getByTestId('add-series').isDisabled()).toBe(false);
  });

  it('sets a small title for a Stat Card; its stat selector excludes mixed columns', async () => {
    await page.getByTestId('title-size').getByText('Large').click();
    await expect
      .poll(() => page.getByTestId('title-size').locator('input:checked').getAttribute('value'))
      .toBe('large');
    await pick(page.getByTestId('chart-type'), 'Stat Card');
    await expect
      .poll(() => page.getByTestId('title-size').locator('input:checked').getAttribute('value'))
      .toBe('small');
    const offered = await optionsOf(page.getByTestId('series-0-column'));
    expect(offered).toContain('amount');
    expect(offered).toContain('channel');
    expect(offered).not.toContain('nothing');
    await shot('stat-card');
  });

  it("shows 'No format config provided' and 'Error parsing config:' with the parser's message", async () => {
    await page.getByTestId('format-open').click();
    const popover = page.getByTestId('format-popover');
    await popover.waitFor();
    await expect
      .poll(() => page.getByTestId('format-empty').innerText())
      .toBe('No format config provided');
    const typed = "{'style': }";
    // The parser's own message, from the browser's JSON parser (quotes made double).
    const parserMessage = await page.evaluate((text) => {
      try {
        JSON.parse(text.replace(/'/g, '"'));
        return '';
      } catch (err) {
        return (err as Error).message;
      }
    }, typed);
    expect(parserMessage).not.toBe('');
    await page.getByTestId('format-json').fill(typed);
    expect(await page.getByTestId('format-empty').count()).toBe(0);
    // On a busy machine the popover can close as the page re-lays out under it (CI): open it
    // again and type again rather than wait on a hidden button.
    for (let attempt = 0; ; attempt += 1) {
      const applied = await page
        .getByTestId('format-apply')
        .click({ timeout: 5_000 })
        .then(() => true)
        .catch(() => false);
      if (applied) break;
      if (attempt === 3) throw new Error('the format popover kept closing before Apply');
      if (!(await popover.isVisible())) await page.getByTestId('format-open').click();
      await popover.waitFor();
      await page.getByTestId('format-json').fill(typed);
    }
    await expect
      .poll(() => popover.innerText())
      .toContain(`Error parsing config: ${parserMessage}`);
    await expect.poll(() => popover.isVisible()).toBe(true);
    await shot('format-error');
    await page.getByTestId('format-json').fill('');
    await expect
      .poll(() => page.getByTestId('format-empty').innerText())
      .toBe('No format config provided');
    await page.keyboard.press('Escape');
  });

  it('disables adding a series for Text (no series list at all)', async () => {
    // A Text chart's Build tab is its rich-text editor: there is no 'Add series' to disable, so
    // the rule itself (canAddSeries false for Text) is covered by chart-config-reducer.test.ts.
    await pick(page.getByTestId('chart-type'), 'Text');
    expect(await page.getByTestId('add-series').count()).toBe(0);
    await pick(page.getByTestId('chart-type'), 'Table');
    expect(await page.getByTestId('add-series').isDisabled()).toBe(true);
  });

  it('refuses a 21st layer, and a second one on a Scatter Plot', async () => {
    await pick(page.getByTestId('chart-type'), 'Map');
    await clickTimes(page.getByTestId('add-layer'), 20);
    await expect.poll(() => page.getByTestId('layer-19').count()).toBe(1);
    await page.getByTestId('add-layer').click();
    await expect.poll(() => notice().innerText()).toContain('No more than 20 layer supported');
    expect(await page.getByTestId('layer-20').count()).toBe(0);
    await notice().scrollIntoViewIfNeeded();
    await shot('max-layers');
    await pick(page.getByTestId('chart-type'), 'Scatter Plot');
    await expect.poll(() => page.getByTestId('layer-1').count()).toBe(0);
    expect(await page.getByTestId('layer-0').count()).toBe(1);
    await page.getByTestId('add-layer').click();
    await expect.poll(() => notice().innerText()).toContain('No more than 1 layer supported');
    expect(await page.getByTestId('layer-1').count()).toBe(0);
  });

  it('saves a bar chart by channel', async () => {
    await pick(page.getByTestId('chart-type'), 'Grouped Bar');
    await pick(page.getByTestId('x-axis-column'), 'channel');
    await pick(page.getByTestId('series-0-column'), 'amount');
    await expect.poll(() => blocker().count()).toBe(0);
    await page.getByTestId('apply-changes').click();
    await expect
      .poll(() => page.getByTestId('apply-changes').innerText(), { timeout: 30_000 })
      .toBe('Changes applied');
    await page.waitForURL(/\/charts\/(?!new)[^/]+$/);
    chartId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  });

  it('marks the saved X axis column red once it disappears from the query output', async () => {
    await page.getByTestId('step-prep').click();
    await previewQuery('SELECT created_at, status, amount FROM orders');
    await expect
      .poll(() => page.getByTestId('output-column-channel').count(), { timeout: 30_000 })
      .toBe(0);
    await page.getByTestId('output-column-status').waitFor();
    await page.getByTestId('apply-changes').click();
    await expect
      .poll(() => page.getByTestId('apply-changes').innerText(), { timeout: 30_000 })
      .toBe('Changes applied');
    // The saved chart, opened afresh: its X axis column is no output column any more.
    await openChart(chartId);
    const x = page.getByTestId('x-axis-column');
    // Opening and settling the chart can take a while when the machine is busy.
    const settle = { timeout: 30_000 };
    await expect.poll(() => x.getAttribute('aria-invalid'), settle).toBe('true');
    expect(await x.inputValue()).toBe('channel');
    await expect.poll(() => hasRedBorder(x), settle).toBe(true);
    // Not queried (the engine would fail on it): the preview says which column is missing.
    await expect
      .poll(() => blocker().innerText(), settle)
      .toBe("Invalid Chart Config: X axis column 'channel' is not in the query output");
    await shot('invalid-axis');
    await pick(x, 'status');
    await expect.poll(() => x.getAttribute('aria-invalid'), settle).not.toBe('true');
    await expect.poll(() => hasRedBorder(x), settle).toBe(false);
    await expect.poll(() => blocker().count(), settle).toBe(0);
  });

  it('marks a stored chart type outside the enumeration red', async () => {
    // A chart stored through the API (PATCH /chart/v3, as API clients and older versions
    // do) with the legacy type 'KPI card', which the classic builder does not offer.
    const listed = await apiCall<{ charts: { id: string; version: number }[] }>(
      url,
      '/chart/list',
      undefined,
      token,
    );
    const version = listed.charts.find((c) => c.id === chartId)!.version;
    const got = await apiCall<{
      chart: { name: string; connection: string; config: { chartConfig: Record<string, unknown> } };
    }>(url, '/tenant/get-chart-v2', { chart: { id: chartId, version } }, token);
    const config = {
      ...got.chart.config,
      type: 'KPI card',
      chartConfig: { ...got.chart.config.chartConfig, type: 'KPI card' },
    };
    const res = await fetch(`${url}/chart/v3`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        id: chartId,
        name: got.chart.name,
        config,
        connection: got.chart.connection,
      }),
    });
    expect(res.status).toBe(200);

    await openChart(chartId);
    const type = page.getByTestId('chart-type');
    await expect.poll(() => type.inputValue()).toBe('KPI card');
    await expect.poll(() => type.getAttribute('aria-invalid')).toBe('true');
    expect(await hasRedBorder(type)).toBe(true);
    await shot('invalid-type');
    await pick(type, 'Stat Card');
    await expect.poll(() => type.getAttribute('aria-invalid')).not.toBe('true');
    expect(await hasRedBorder(type)).toBe(false);
    expect(pageErrors).toEqual([]);
  });
});
