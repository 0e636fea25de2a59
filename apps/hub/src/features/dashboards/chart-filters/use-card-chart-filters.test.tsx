// @vitest-environment jsdom
import type { ChartroomClient } from '@chartroom/client';
import { chartFilterSchema, type ChartFilter } from '@chartroom/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiContext } from '../../../api/api-context';
import { useCardChartFilters } from './use-card-chart-filters';

afterEach(cleanup);

const rows: ChartFilter[] = [
  chartFilterSchema.parse({
    filterId: 'f-channel',
    parent_chart_id: 'c1',
    config: {
      displayName: 'Channel',
      filterType: 'Select',
      filterSubType: 'Select Multi',
      filterTarget: { sourceType: 'Raw', rawTable: 'orders', rawColumn: 'channel' },
      defaultValue: ['Web'],
    },
  }),
  chartFilterSchema.parse({
    filterId: 'f-var',
    parent_chart_id: 'c1',
    config: {
      displayName: 'status',
      filterType: 'Variable',
      filterTarget: { sourceType: 'Variable', variableName: 'status' },
    },
  }),
];

function setup() {
  const asked: unknown[] = [];
  const client = {
    getChartFilterValues: (body: unknown) => {
      asked.push(body);
      return Promise.resolve({ values: ['Mobile', 'Web'] });
    },
  } as unknown as ChartroomClient;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiContext.Provider value={{ client, scope: 'test' }}>{children}</ApiContext.Provider>
    </QueryClientProvider>
  );
  const hook = renderHook(() => useCardChartFilters('c1', 'd1', rows), { wrapper });
  return { hook, asked };
}

describe('useCardChartFilters', () => {
  it('shows the settable filters with their saved values and sends only the changed ones', () => {
    const { hook } = setup();
    expect(hook.result.current.filters.map((f) => f.filterId)).toEqual(['f-channel']);
    expect(hook.result.current.values['f-channel']).toEqual(['Web']);
    expect(hook.result.current.active).toBe(true);
    expect(hook.result.current.requestValues).toEqual([]);
    act(() => hook.result.current.setValue('f-channel', ['Mobile']));
    expect(hook.result.current.requestValues).toEqual([
      { filterId: 'f-channel', value: ['Mobile'] },
    ]);
    // An emptied multi-select becomes null, which clears the saved default on the server.
    act(() => hook.result.current.setValue('f-channel', []));
    expect(hook.result.current.requestValues).toEqual([{ filterId: 'f-channel', value: null }]);
    expect(hook.result.current.active).toBe(false);
  });

  it('scans the Select options only once the popover opens', async () => {
    const { hook, asked } = setup();
    await new Promise((r) => setTimeout(r, 20));
    expect(asked).toEqual([]);
    act(() => hook.result.current.onOpen());
    await waitFor(() =>
      expect(hook.result.current.options['f-channel']).toEqual(['Mobile', 'Web']),
    );
    expect(asked).toEqual([{ chartId: 'c1', filterId: 'f-channel', dashboardId: 'd1' }]);
  });
});
