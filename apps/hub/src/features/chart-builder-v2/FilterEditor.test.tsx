// @vitest-environment jsdom
import type { ChartDocument, ChartV2Filter } from '@chartroom/core';
import { i18n } from '@chartroom/ui';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HUB_NAMESPACE } from '../../i18n/hub-i18n';
import { chartBuilderV2En } from '../../i18n/locales/chart-builder-v2.en';
import { renderInHub, startHubTestServer, type HubTestServer } from '../golden-charts/test-harness';
import { FilterEditor } from './FilterEditor';
import type { V2Field } from './v2-fields';

// The filter editor against an HTTP server answering the 'Scan' of a field's values: a stored
// filter reopens with its type and sub-type, and Apply stores it by the spec's rules.
let server: HubTestServer;
beforeAll(async () => {
  server = await startHubTestServer();
});
afterAll(async () => server.close());
beforeEach(() => {
  server.seen.length = 0;
  // Scanned values of a field, most frequent first once sorted by count.
  server.answer(() => ({
    status: 200,
    body: {
      data: {
        columns: [
          { name: 'value', type: 'string' },
          { name: 'count', type: 'number' },
        ],
        rows: [
          { value: 'Web', count: 10 },
          { value: 'Mobile', count: 30 },
          { value: 'Retail', count: 5 },
        ],
      },
    },
  }));
});
afterEach(() => cleanup());

const FIELDS: V2Field[] = [
  { name: 'created_at', type: 'date', aggregations: [] },
  { name: 'channel', type: 'string', aggregations: [] },
  { name: 'amount', type: 'number', aggregations: ['sum', 'avg', 'min', 'max', 'count'] },
];
const DOCUMENT: ChartDocument = {
  type: 'table',
  goldenTable: 'orders',
  dataPrep: {
    query: 'select * from orders',
    rawTableNames: ['orders'],
    rawTables: [],
    outputColumns: [],
    limit: 2000,
    steps: [],
  },
} as ChartDocument;

function open(filter: ChartV2Filter | null) {
  i18n.addResourceBundle('en', HUB_NAMESPACE, { chartBuilderV2: chartBuilderV2En }, true, false);
  const onApply = vi.fn<(f: ChartV2Filter) => void>();
  renderInHub(
    <FilterEditor
      fields={FIELDS}
      filter={filter}
      document={DOCUMENT}
      connection="demo"
      onApply={onApply}
      onCancel={() => undefined}
    />,
    server.baseUrl,
  );
  return onApply;
}

const checkedType = () =>
  screen.getByTestId('filter-type').querySelector<HTMLInputElement>('input:checked')?.value;
const subType = () => (screen.getByTestId('filter-sub-type') as HTMLInputElement).value;
const pills = () =>
  Array.from(screen.getByTestId('filter-editor').querySelectorAll('.mantine-MultiSelect-pill')).map(
    (p) => p.textContent,
  );

function pickField(name: string) {
  fireEvent.click(screen.getByTestId('filter-field'));
  fireEvent.click(screen.getByRole('option', { name }));
  expect((screen.getByTestId('filter-field') as HTMLInputElement).value).toBe(name);
}

describe('FilterEditor', () => {
  it('reopens a saved Select Single as Select / Select Single with its value', async () => {
    open({ field: 'channel', operator: 'LIKE', value: ['%Web%'] });
    expect(checkedType()).toBe('Select');
    expect(subType()).toBe('Select Single');
    await waitFor(() => expect(pills()).toEqual(['Web']));
    expect(screen.queryByTestId('filter-text')).toBeNull();
  });

  it('reopens a saved text filter as Input / Input Equals with its text', () => {
    open({ field: 'channel', operator: 'LIKE', value: '%eb%' });
    expect(checkedType()).toBe('Input');
    expect(subType()).toBe('Input Equals');
    expect((screen.getByTestId('filter-text') as HTMLInputElement).value).toBe('eb');
  });

  it('reopens a saved multi-select as Select / Select Multi with its values', async () => {
    open({ field: 'channel', operator: 'IN', value: ['Web', 'Retail'] });
    expect(checkedType()).toBe('Select');
    expect(subType()).toBe('Select Multi');
    await waitFor(() => expect(pills()).toEqual(['Web', 'Retail']));
  });

  it('stores the first scanned option when none is chosen on Apply, and reopens it', async () => {
    const onApply = open(null);
    pickField('channel');
    fireEvent.click(screen.getByText('Select'));
    expect(subType()).toBe('Select Single');
    await screen.findByText('If none is chosen on Apply, the first option is used');
    const apply = screen.getByTestId('filter-apply');
    await waitFor(() => expect((apply as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(apply);
    // Mobile is the most frequent value, so the first option.
    expect(onApply).toHaveBeenCalledWith({
      field: 'channel',
      operator: 'LIKE',
      value: ['%Mobile%'],
    });
    cleanup();
    open(onApply.mock.calls[0]![0]);
    expect(checkedType()).toBe('Select');
    expect(subType()).toBe('Select Single');
  });

  it('stores a typed text as LIKE with % wrapping', () => {
    const onApply = open(null);
    pickField('channel');
    fireEvent.change(screen.getByTestId('filter-text'), { target: { value: 'eb' } });
    fireEvent.click(screen.getByTestId('filter-apply'));
    expect(onApply).toHaveBeenCalledWith({ field: 'channel', operator: 'LIKE', value: '%eb%' });
  });

  it('takes two clicks of the calendar as a custom range (first day, then last day)', async () => {
    // Only Date is faked: the calendar opens on June 2026, 7 days before 'now'.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T12:00:00.000Z'));
    try {
      const onApply = open(null);
      expect((screen.getByTestId('filter-date-preset') as HTMLInputElement).value).toBe(
        'Last 7 days',
      );
      fireEvent.click(screen.getByTestId('filter-date-range'));
      fireEvent.click(await screen.findByLabelText('3 June 2026'));
      fireEvent.click(screen.getByLabelText('5 June 2026'));
      await waitFor(() =>
        expect((screen.getByTestId('filter-date-preset') as HTMLInputElement).value).toBe(
          'Custom range',
        ),
      );
      fireEvent.click(screen.getByTestId('filter-apply'));
      expect(onApply).toHaveBeenCalledWith({
        field: 'created_at',
        operator: 'BETWEEN',
        value: ['2026-06-03T00:00:00.000Z', '2026-06-05T23:59:59.999Z'],
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
