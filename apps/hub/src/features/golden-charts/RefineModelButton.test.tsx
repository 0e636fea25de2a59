// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RefineModelButton } from './RefineModelButton';
import { renderInHub, startHubTestServer, type HubTestServer } from './test-harness';
import type { RefineModelChart } from './use-refine-model';

let server: HubTestServer;
beforeAll(async () => {
  server = await startHubTestServer();
});
afterAll(async () => server.close());
beforeEach(() => {
  server.seen.length = 0;
  server.answer(() => ({ status: 200, body: { data: { id: 'golden-1' } } }));
});
afterEach(() => {
  cleanup();
  notifications.clean();
  vi.restoreAllMocks();
});

const filter = {
  displayName: 'Channel',
  filterType: 'Input' as const,
  filterSubType: 'Input Equals' as const,
  filterRestrictionMethod: 'Scan' as const,
  filterRestrictions: { values: [] },
  filterTarget: { sourceType: 'Output' as const, outputColumn: 'channel' },
  layout: { i: 'f', x: 0, y: 0, w: 2, h: 1 },
  saved: true,
  isControlled: false,
  isBound: false,
};
const chart: RefineModelChart = {
  id: 'chart-1',
  version: 3,
  document: {
    type: 'Table',
    chartConfig: { type: 'Table', yAxis: [], layers: [] },
    goldenTable: 'orders',
    dataPrep: {
      query: 'select channel, amount from orders',
      rawTableNames: ['orders'],
      rawTables: [],
      outputColumns: [{ columnName: 'channel', type: 'string' }],
      limit: 2000,
      steps: [],
    },
  },
  filters: [filter],
};

async function open() {
  renderInHub(<RefineModelButton chart={chart} />, server.baseUrl);
  await reopen();
}
async function reopen() {
  fireEvent.click(screen.getByTestId('refine-model'));
  await screen.findByTestId('refine-model-prompt');
}
const prompt = () => screen.getByTestId('refine-model-prompt') as HTMLTextAreaElement;
const apply = () => screen.getByTestId('refine-apply') as HTMLButtonElement;

describe('RefineModelButton', () => {
  it('opens "Refine your AI model" with Apply disabled while the text is blank', async () => {
    await open();
    expect(await screen.findByText('Refine your AI model')).toBeTruthy();
    expect(screen.getByText('Refine model')).toBeTruthy();
    expect(screen.getByText('Cancel')).toBeTruthy();
    expect(apply().disabled).toBe(true);
    fireEvent.change(prompt(), { target: { value: '   \n ' } });
    expect(apply().disabled).toBe(true);
    fireEvent.change(prompt(), { target: { value: 'Orders per channel' } });
    expect(apply().disabled).toBe(false);
    // Ctrl+Enter with a blank text sends nothing.
    fireEvent.change(prompt(), { target: { value: ' ' } });
    fireEvent.keyDown(prompt(), { key: 'Enter', ctrlKey: true });
    fireEvent.click(apply());
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(server.seen).toEqual([]);
  });

  it('stores the golden chart with the config, version, data prep, filters and golden table', async () => {
    await open();
    fireEvent.change(prompt(), { target: { value: '  How many orders per channel?  ' } });
    fireEvent.click(apply());
    expect(await screen.findByText('Golden chart saved')).toBeTruthy();
    expect(server.seen).toHaveLength(1);
    expect(server.seen[0]).toMatchObject({ method: 'POST', url: '/ai-golden-charts/save' });
    expect(server.seen[0]?.json).toEqual({
      chart_id: 'chart-1',
      chartVersion: 3,
      prompt: 'How many orders per channel?',
      config: chart.document,
      filters: [filter],
      golden_table_raw_name: 'orders',
      chart_config_version: 1,
      filters_config_version: 1,
    });
    await waitFor(() => expect(screen.queryByText('Refine your AI model')).toBeNull());
  });

  it('applies with Ctrl+Enter or Cmd+Enter, but a plain Enter adds a line', async () => {
    await open();
    fireEvent.change(prompt(), { target: { value: 'Revenue by country' } });
    fireEvent.keyDown(prompt(), { key: 'Enter' });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(server.seen).toHaveLength(0);
    fireEvent.keyDown(prompt(), { key: 'Enter', metaKey: true });
    await waitFor(() => expect(server.seen).toHaveLength(1));
    expect((server.seen[0]?.json as { prompt: string }).prompt).toBe('Revenue by country');
    await waitFor(() => expect(screen.queryByText('Refine your AI model')).toBeNull());
    await reopen();
    fireEvent.keyDown(prompt(), { key: 'Enter', ctrlKey: true });
    fireEvent.change(prompt(), { target: { value: 'Top customers' } });
    fireEvent.keyDown(prompt(), { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(server.seen).toHaveLength(2));
  });

  it('shows a loading Apply while saving', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    server.answer(async () => {
      await gate;
      return { status: 200, body: { data: { id: 'g' } } };
    });
    await open();
    fireEvent.change(prompt(), { target: { value: 'Orders' } });
    fireEvent.click(apply());
    await waitFor(() => expect(apply().getAttribute('data-loading')).toBe('true'));
    expect((screen.getByTestId('refine-cancel') as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() => expect(screen.queryByText('Refine your AI model')).toBeNull());
  });

  it('cancels with Cancel or Escape, sending nothing and forgetting the text', async () => {
    await open();
    fireEvent.change(prompt(), { target: { value: 'Draft question' } });
    fireEvent.click(screen.getByTestId('refine-cancel'));
    await waitFor(() => expect(screen.queryByText('Refine your AI model')).toBeNull());
    await reopen();
    expect(prompt().value).toBe('');
    fireEvent.change(prompt(), { target: { value: 'Another' } });
    fireEvent.keyDown(prompt(), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByText('Refine your AI model')).toBeNull());
    expect(server.seen).toHaveLength(0);
  });

  it('only logs a failed store: no error shown, the dialog closes', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.answer(() => ({
      status: 400,
      body: { error: { message: 'Invalid body at prompt: Prompt cannot be blank' } },
    }));
    await open();
    fireEvent.change(prompt(), { target: { value: 'Orders' } });
    fireEvent.click(apply());
    await waitFor(() => expect(screen.queryByText('Refine your AI model')).toBeNull());
    expect(logged).toHaveBeenCalledWith(
      'Storing the golden chart failed',
      expect.objectContaining({ message: 'Invalid body at prompt: Prompt cannot be blank' }),
    );
    expect(screen.queryByText('Golden chart saved')).toBeNull();
    expect(screen.queryByText(/Prompt cannot be blank/)).toBeNull();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('is disabled until the chart is saved', () => {
    renderInHub(<RefineModelButton chart={{ ...chart, id: null }} />, server.baseUrl);
    expect((screen.getByTestId('refine-model') as HTMLButtonElement).disabled).toBe(true);
  });
});
