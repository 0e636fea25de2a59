// @vitest-environment jsdom
import type { ChartroomClient } from '@chartroom/client';
import type { DashboardRow } from '@chartroom/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiContext } from '../../api/api-context';
import { toViewerDashboard, type ViewerDashboard } from './dashboard-model';
import {
  ControlledFiltersContext,
  type ControlledFilters,
} from './filter-control/controlled-filters-context';
import type { ControlledFilterValues } from './filter-control/embed-protocol';
import {
  controlledValues,
  initialValues,
  linkControlledValues,
  scanRestrictions,
  useDashboardFilters,
} from './use-dashboard-filters';

afterEach(cleanup);

const target = (column: string) => ({
  connection: 'conn',
  sourceType: 'Raw',
  table: 'orders',
  column,
});

/** Charts a, b, c: the channel filter reaches a and b, the country filter c, the date one all. */
function dashboard(): ViewerDashboard {
  const layout = { i: 'x', x: 0, y: 0, w: 4, h: 8 };
  const model = toViewerDashboard({
    id: 'd1',
    name: 'Sales',
    version: 1,
    config: {
      charts: { a: { layout, version: 1 }, b: { layout, version: 1 }, c: { layout, version: 1 } },
      filters: [
        {
          id: 'channel',
          displayName: 'Channel',
          filterType: 'Select',
          filterSubType: 'Select Multi',
          controlKey: 'channel',
          chartFilterStructures: { a: target('channel'), b: target('channel') },
        },
        {
          id: 'country',
          displayName: 'Country',
          filterType: 'Select',
          filterSubType: 'Select Single',
          filterRestrictionMethod: 'Manual',
          filterRestrictions: { values: ['France', 'Spain'] },
          selectedValue: 'Germany',
          chartFilterStructures: { c: target('country') },
        },
        {
          id: 'when',
          displayName: 'Date',
          filterType: 'Date',
          filterSubType: 'Date Range',
          chartFilterStructures: {
            a: target('created_at'),
            b: target('created_at'),
            c: target('created_at'),
          },
        },
      ],
    },
  } as unknown as DashboardRow);
  if (!model) throw new Error('fixture');
  return model;
}

describe('filter values of the viewer', () => {
  it('drops a selected value outside the Manual list when the dashboard opens', () => {
    expect(initialValues(dashboard())).toEqual({ channel: null, country: null, when: null });
  });

  it("opens with the share link's value of a controlled filter (share page only)", () => {
    const d = dashboard();
    const search = `?jwt=x&controlledFilterValues=${encodeURIComponent('{"channel":["Web"]}')}`;
    expect(linkControlledValues({ pathname: '/share/dashboard/d1', search })).toEqual({
      channel: ['Web'],
    });
    expect(linkControlledValues({ pathname: '/dashboards/d1', search })).toEqual({});
    expect(initialValues(d, { channel: ['Web'] }).channel).toEqual(['Web']);
  });

  it("takes a controlled filter's value from the host by its control key", () => {
    const d = dashboard();
    expect(controlledValues(d, { channel: ['web'], unknown: 'x' })).toEqual({ channel: ['web'] });
    expect(controlledValues(d, {})).toEqual({});
  });

  it('restricts a scan by the other filters, none for the last updated one', () => {
    const d = dashboard();
    const values = { channel: ['web'], country: 'France', when: null };
    expect(scanRestrictions(d, values, 'channel', null)).toEqual([
      { filterId: 'country', value: 'France' },
    ]);
    expect(scanRestrictions(d, values, 'channel', 'country')).toEqual([
      { filterId: 'country', value: 'France' },
    ]);
    expect(scanRestrictions(d, values, 'channel', 'channel')).toEqual([]);
  });
});

describe('useDashboardFilters', () => {
  function setup(host: ControlledFilters | null) {
    const scans: unknown[] = [];
    const client = {
      getFilterValues: (body: unknown) => {
        scans.push(body);
        return Promise.resolve({ values: ['web', 'store'] });
      },
    } as unknown as ChartroomClient;
    const queryClient = new QueryClient();
    let current = host;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <ApiContext.Provider value={{ client, scope: 'test' }}>
          <ControlledFiltersContext.Provider value={current}>
            {children}
          </ControlledFiltersContext.Provider>
        </ApiContext.Provider>
      </QueryClientProvider>
    );
    const d = dashboard();
    const hook = renderHook(() => useDashboardFilters(d), { wrapper });
    const setHost = (next: ControlledFilters) => {
      current = next;
      hook.rerender();
    };
    return { hook, scans, setHost };
  }

  it('a host value reaches only the charts its filter targets, and marks it last updated', async () => {
    const registered: (readonly string[])[] = [];
    const host = (values: ControlledFilterValues): ControlledFilters => ({
      values,
      register: (keys) => registered.push(keys),
    });
    const { hook, setHost } = setup(host({}));
    await waitFor(() => expect(hook.result.current.options.channel).toEqual(['web', 'store']));
    expect(registered).toEqual([['channel']]);
    const before = ['a', 'b', 'c'].map((id) =>
      JSON.stringify(hook.result.current.valuesForChart(id)),
    );

    act(() => setHost(host({ channel: ['web'] })));
    const after = ['a', 'b', 'c'].map((id) =>
      JSON.stringify(hook.result.current.valuesForChart(id)),
    );
    expect(after[0]).not.toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[2]).toBe(before[2]); // chart c: same values, same query key, no refetch
    expect(hook.result.current.valuesForChart('a')).toEqual([
      { filterId: 'channel', value: ['web'] },
    ]);
    expect(hook.result.current.lastUpdatedFilterId).toBe('channel');
  });

  it('restricts a Manual list to the values a restricted scan still finds', async () => {
    const { hook, scans } = setup(null);
    await waitFor(() => expect(scans).toHaveLength(1)); // channel (Scan)
    expect(hook.result.current.options.country).toEqual(['France', 'Spain']); // no scan yet
    // Another filter applied: the Manual list is scanned under it (the fake answers web, store).
    act(() => hook.result.current.setValue('channel', ['web']));
    await waitFor(() =>
      expect(scans).toContainEqual({
        dashboardId: 'd1',
        filterId: 'country',
        filterValues: [{ filterId: 'channel', value: ['web'] }],
      }),
    );
    await waitFor(() => expect(hook.result.current.options.country).toEqual([]));
  });

  it("sends the other filters' values with a scan (cross-filtering), not the scanned one's", async () => {
    const { hook, scans } = setup(null);
    const channelScans = () =>
      scans.filter((b) => (b as { filterId: string }).filterId === 'channel');
    await waitFor(() => expect(channelScans()).toHaveLength(1));
    expect(channelScans()[0]).toEqual({ dashboardId: 'd1', filterId: 'channel', filterValues: [] });
    act(() => hook.result.current.setValue('country', 'Spain'));
    await waitFor(() => expect(channelScans()).toHaveLength(2));
    expect(channelScans()[1]).toEqual({
      dashboardId: 'd1',
      filterId: 'channel',
      filterValues: [{ filterId: 'country', value: 'Spain' }],
    });
    // A value outside the Manual list is dropped.
    act(() => hook.result.current.setValue('country', 'Germany'));
    expect(hook.result.current.values.country).toBeNull();
    act(() => hook.result.current.setValue('country', 'France'));
    await waitFor(() => expect(channelScans()).toHaveLength(3));
    expect(channelScans()[2]).toMatchObject({
      filterValues: [{ filterId: 'country', value: 'France' }],
    });
    // The scanned filter itself changed (last updated): its own list is the unrestricted one,
    // asked first and still fresh, so nothing is asked again for it.
    act(() => hook.result.current.setValue('channel', ['web']));
    expect(hook.result.current.lastUpdatedFilterId).toBe('channel');
    await waitFor(() => expect(hook.result.current.options.channel).toEqual(['web', 'store']));
    expect(channelScans()).toHaveLength(3);
  });
});
