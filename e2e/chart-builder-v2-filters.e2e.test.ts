import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { apiCall } from './api-call';
import { E2E_ADMIN } from './server-process';
import {
  addMeasure,
  aggregationItem,
  applyChanges,
  createOrdersChart,
  deleteCharts,
  pick,
  previewReady,
  savedConfig,
  shot,
  signIn,
  type V2Session,
} from './chart-builder-v2-helpers';

// The v2 builder's field lists and filters (charts.md §5, §9) on screen: Dimensions are the
// non-number fields and Measures the number fields, duplicates are ignored, each filter type is
// stored by the spec's rule, date presets are detected within 1 day, and a saved filter reopens
// in the editor with its type and sub-type (a Select Single stays a Select Single).
const url = inject('serverUrl');
const DAY = 86_400_000;
const NUMBER_FIELDS = ['order_id', 'customer_id', 'product_id', 'quantity', 'amount', 'discount'];

let browser: Browser;
let context: BrowserContext;
let page: Page;
let session: V2Session;
let chartId = '';
const pageErrors: string[] = [];
const chosen = { tenant: '', countries: [] as string[] };

beforeAll(async () => {
  const { token } = await apiCall<{ token: string }>(url, '/auth/sign-in', E2E_ADMIN);
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  session = { page, url, token };
  await signIn(page, url);
});

afterAll(async () => {
  if (session && chartId) await deleteCharts(session, [chartId]);
  await context?.close();
  await browser?.close();
});

const editor = () => page.getByTestId('filter-editor');
const checkedType = () => page.getByTestId('filter-type').locator('input:checked').inputValue();
const pills = () => editor().locator('.mantine-MultiSelect-pill').allInnerTexts();
/** A UTC calendar day `days` before today: its ISO date and the calendar's day label. */
function dayBefore(days: number): { iso: string; label: string } {
  const d = new Date(Date.now() - days * DAY);
  const month = d.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  return {
    iso: d.toISOString().slice(0, 10),
    label: `${d.getUTCDate()} ${month} ${d.getUTCFullYear()}`,
  };
}

/** Whether a day is within 1 day of a month's first day (a preset could then match it). */
function nearMonthStart(days: number): boolean {
  const d = new Date(Date.now() - days * DAY);
  const next = new Date(d.getTime() + DAY);
  return d.getUTCDate() <= 2 || next.getUTCDate() === 1;
}

/** Testids of the rows under a sidebar section, without their prefix. */
async function rowNames(prefix: string): Promise<string[]> {
  const ids = await page
    .locator(`[data-testid^="${prefix}"]`)
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''));
  return ids.map((id) => id.slice(prefix.length));
}

/** Opens 'Add filter' and picks a field (the editor starts on the first date field). */
async function newFilterOn(field: string): Promise<void> {
  await page.getByTestId('add-filter').click();
  await editor().waitFor();
  if ((await page.getByTestId('filter-field').inputValue()) !== field)
    await pick(page, page.getByTestId('filter-field'), field);
}

/** Closes an open values dropdown by clicking the editor's title. */
async function closeDropdown(): Promise<void> {
  await editor().getByText('Filter', { exact: true }).click();
}

/** Scanned options offered by the values field, in order. */
async function scannedOptions(): Promise<string[]> {
  await expect.poll(() => editor().innerText(), { timeout: 30_000 }).not.toContain('Scanning');
  await page.getByTestId('filter-values').click();
  const options = await editor().getByRole('option').allInnerTexts();
  await closeDropdown();
  return options.map((o) => o.trim());
}

async function chooseValue(value: string): Promise<void> {
  await page.getByTestId('filter-values').click();
  await editor().getByRole('option', { name: value, exact: true }).click();
  await closeDropdown();
}

/** Clicks a day of the range calendar, moving month by month to it. */
async function clickDay(calendar: Locator, label: string): Promise<void> {
  const target = new Date(`${label} UTC`);
  for (let i = 0; i < 3; i += 1) {
    const day = calendar.locator(`button[aria-label="${label}"]:not([data-outside])`);
    if ((await day.count()) > 0) {
      await day.first().click();
      return;
    }
    const shown = await calendar
      .locator('button[aria-label]:not([data-outside])')
      .first()
      .getAttribute('aria-label');
    const earlier = shown !== null && target < new Date(`${shown} UTC`);
    await calendar
      .locator(`[data-direction="${earlier ? 'previous' : 'next'}"]`)
      .first()
      .click();
  }
  throw new Error(`day ${label} not found in the calendar`);
}

async function pickRange(from: string, to: string): Promise<void> {
  await page.getByTestId('filter-date-range').click();
  await clickDay(editor(), from);
  await clickDay(editor(), to);
  // The calendar closes once the range has both ends.
  await editor().locator('[data-direction="next"]').first().waitFor({ state: 'detached' });
}

describe('v2 builder: field lists and filters', () => {
  it('lists non-number fields as Dimensions and number fields as Measures', async () => {
    chartId = await createOrdersChart(session);
    await previewReady(page);
    const dims = await rowNames('dimension-');
    const measures = await rowNames('measure-');
    expect(dims).toEqual(expect.arrayContaining(['created_at', 'status', 'channel', 'country']));
    expect(measures.sort()).toEqual([...NUMBER_FIELDS].sort());
    for (const field of NUMBER_FIELDS) expect(dims).not.toContain(field);
    for (const field of dims)
      expect(await page.getByTestId(`dimension-${field}`).innerText()).not.toContain('Number');
    for (const field of measures)
      expect(await page.getByTestId(`measure-${field}`).innerText()).toContain('Number');
    await shot(page, 'filters-fields');
  });

  it('ignores a dimension or a measure added twice', async () => {
    await page.getByTestId('dimension-channel').click();
    await page.getByTestId('dimension-channel').click({ force: true });
    expect(await page.locator('[data-testid^="show-dimension-"]').count()).toBe(1);
    await addMeasure(page, 'order_id', 'count');
    await page.getByTestId('measure-order_id').click();
    const again = aggregationItem(page, 'order_id', 'count');
    expect(await again.getAttribute('data-disabled')).toBe('true');
    await again.click({ force: true });
    await page.keyboard.press('Escape');
    expect(await page.locator('[data-testid^="show-measure-"]').count()).toBe(1);
    await expect
      .poll(() => page.getByTestId('show-measure-0').innerText())
      .toBe('Count of order_id');
    await previewReady(page);
  });

  it('adds a text filter (LIKE with %) and a Select Single filter', async () => {
    await newFilterOn('channel');
    expect(await checkedType()).toBe('Input');
    expect(await page.getByTestId('filter-sub-type').inputValue()).toBe('Input Equals');
    await page.getByTestId('filter-text').fill('eb');
    await page.getByTestId('filter-apply').click();
    await expect.poll(() => page.getByTestId('filter-chip-0').innerText()).toBe('channel ~ eb');

    await newFilterOn('status');
    await page.getByTestId('filter-type').getByText('Select', { exact: true }).click();
    expect(await page.getByTestId('filter-sub-type').inputValue()).toBe('Select Single');
    expect(await scannedOptions()).toContain('completed');
    await chooseValue('completed');
    expect(await pills()).toEqual(['completed']);
    await shot(page, 'filters-select-single');
    await page.getByTestId('filter-apply').click();
    await expect
      .poll(() => page.getByTestId('filter-chip-1').innerText())
      .toBe('status = completed');
  });

  it('uses the first option when none is chosen on Apply', async () => {
    await newFilterOn('tenant_id');
    await page.getByTestId('filter-type').getByText('Select', { exact: true }).click();
    await expect
      .poll(() => editor().innerText(), { timeout: 30_000 })
      .toContain('If none is chosen on Apply, the first option is used');
    const options = await scannedOptions();
    chosen.tenant = options[0] ?? '';
    expect(chosen.tenant).not.toBe('');
    expect(await pills()).toEqual([]);
    await page.getByTestId('filter-apply').click();
    await expect
      .poll(() => page.getByTestId('filter-chip-2').innerText())
      .toBe(`tenant_id = ${chosen.tenant}`);
  });

  it('stores a multi-select of two values as IN', async () => {
    await newFilterOn('country');
    await page.getByTestId('filter-type').getByText('Select', { exact: true }).click();
    await pick(page, page.getByTestId('filter-sub-type'), 'Select Multi');
    chosen.countries = (await scannedOptions()).slice(0, 2);
    expect(chosen.countries).toHaveLength(2);
    for (const country of chosen.countries) await chooseValue(country);
    expect(await pills()).toEqual(chosen.countries);
    await page.getByTestId('filter-apply').click();
    await expect
      .poll(() => page.getByTestId('filter-chip-3').innerText())
      .toBe(`country in ${chosen.countries.join(', ')}`);
  });

  it('defaults a new date filter to the last 7 days and detects presets within 1 day', async () => {
    await newFilterOn('created_at');
    const preset = page.getByTestId('filter-date-preset');
    await expect.poll(() => preset.inputValue()).toBe('Last 7 days');
    // 12 or 17 calendar days to today: no preset (the start kept away from a month's start).
    const start = nearMonthStart(11) ? 16 : 11;
    await pickRange(dayBefore(start).label, dayBefore(0).label);
    await expect.poll(() => preset.inputValue()).toBe('Custom range');
    // 8 calendar days: last 7 days within the 1-day tolerance.
    await pickRange(dayBefore(7).label, dayBefore(0).label);
    await expect.poll(() => preset.inputValue()).toBe('Last 7 days');
    await shot(page, 'filters-date');
    await page.getByTestId('filter-apply').click();
    await expect
      .poll(() => page.getByTestId('filter-chip-4').innerText())
      .toBe('created_at: Last 7 days');
    await previewReady(page);
    await shot(page, 'filters-chips');
  });

  it('saves the filters in their spec forms', async () => {
    await page.getByTestId('chart-name').fill(`E2E v2 filters ${Date.now()}`);
    await applyChanges(session, chartId, 2);
    const config = await savedConfig(session, chartId, 2);
    expect(config.filters).toEqual([
      { field: 'channel', operator: 'LIKE', value: '%eb%' },
      { field: 'status', operator: 'LIKE', value: ['%completed%'] },
      { field: 'tenant_id', operator: 'LIKE', value: [`%${chosen.tenant}%`] },
      { field: 'country', operator: 'IN', value: chosen.countries },
      {
        field: 'created_at',
        operator: 'BETWEEN',
        value: [`${dayBefore(7).iso}T00:00:00.000Z`, `${dayBefore(0).iso}T23:59:59.999Z`],
      },
    ]);
  });

  it('reopens each saved filter with its type and sub-type after a reload', async () => {
    await page.reload();
    await page.getByTestId('chart-builder-v2').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('chart-version').innerText()).toBe('v2');
    const reopen = async (index: number) => {
      await page.getByTestId(`filter-chip-${index}`).locator('button').first().click();
      await editor().waitFor();
    };
    const close = async () => {
      await editor().getByRole('button', { name: 'Cancel' }).click();
      await editor().waitFor({ state: 'detached' });
    };

    await reopen(1);
    expect(await page.getByTestId('filter-field').inputValue()).toBe('status');
    expect(await checkedType()).toBe('Select');
    expect(await page.getByTestId('filter-sub-type').inputValue()).toBe('Select Single');
    await expect.poll(pills).toEqual(['completed']);
    expect(await page.getByTestId('filter-text').count()).toBe(0);
    await shot(page, 'filters-reopened-select-single');
    await close();

    await reopen(0);
    expect(await checkedType()).toBe('Input');
    expect(await page.getByTestId('filter-text').inputValue()).toBe('eb');
    await close();

    await reopen(3);
    expect(await checkedType()).toBe('Select');
    expect(await page.getByTestId('filter-sub-type').inputValue()).toBe('Select Multi');
    await expect.poll(pills).toEqual(chosen.countries);
    await close();

    await reopen(4);
    expect(await page.getByTestId('filter-date-preset').inputValue()).toBe('Last 7 days');
    await close();
    expect(pageErrors).toEqual([]);
  });
});
