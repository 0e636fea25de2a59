// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ControlledFiltersProvider } from './ControlledFiltersProvider';
import { useControlledFilters, type ControlledFilters } from './controlled-filters-context';

/** The window embedding the page: what `window.parent` is inside an iframe. */
const parent = { postMessage: vi.fn() };
const seen: ControlledFilters[] = [];

function Probe({ keys }: { keys: string[] | null }) {
  const filters = useControlledFilters();
  if (filters) seen.push(filters);
  const register = filters?.register;
  useEffect(() => {
    if (keys) register?.(keys);
  }, [register, keys]);
  return null;
}

beforeEach(() => {
  Object.defineProperty(window, 'parent', { value: parent, configurable: true });
  parent.postMessage.mockClear();
  seen.length = 0;
});
afterEach(() => {
  cleanup();
  Object.defineProperty(window, 'parent', { value: window, configurable: true });
  Object.defineProperty(document, 'referrer', { value: '', configurable: true });
});

function post(data: unknown, source: unknown = parent, origin = 'http://localhost:3000') {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data, origin, source: source as MessageEventSource }),
    );
  });
}

describe('ControlledFiltersProvider (the share page end)', () => {
  it("opens with the link's values, then merges the parent's messages and answers each", () => {
    const params = new URLSearchParams(
      `controlledFilterValues=${encodeURIComponent('{"region":"EU"}')}`,
    );
    const keys = ['region', 'year'];
    render(
      <ControlledFiltersProvider params={params}>
        <Probe keys={keys} />
      </ControlledFiltersProvider>,
    );
    expect(seen.at(-1)?.values).toEqual({ region: 'EU' });
    // Ready, with the dashboard's keys, once they are known (to any origin: the embedder's is
    // unknown here, no referrer).
    expect(parent.postMessage).toHaveBeenCalledWith(
      { type: 'chartroom:filter-control-ready', version: 1, controlKeys: ['region', 'year'] },
      '*',
    );

    post({
      type: 'chartroom:set-filter-values',
      version: 1,
      requestId: 'r1',
      values: { year: 2024, other: 'x', bad: { no: 1 } },
    });
    expect(seen.at(-1)?.values).toEqual({ region: 'EU', year: 2024, other: 'x' });
    expect(parent.postMessage).toHaveBeenLastCalledWith(
      {
        type: 'chartroom:filter-values-applied',
        version: 1,
        requestId: 'r1',
        applied: ['year'],
        ignored: ['bad', 'other'],
      },
      'http://localhost:3000',
    );
  });

  it('ignores messages of another window, another origin or another version', () => {
    Object.defineProperty(document, 'referrer', {
      value: 'http://localhost:3000/app',
      configurable: true,
    });
    render(
      <ControlledFiltersProvider params={new URLSearchParams()}>
        <Probe keys={['region']} />
      </ControlledFiltersProvider>,
    );
    const calls = parent.postMessage.mock.calls.length;
    const set = { type: 'chartroom:set-filter-values', version: 1, values: { region: 'EU' } };
    post(set, { postMessage: vi.fn() });
    post(set, parent, 'https://evil.example');
    post({ ...set, version: 2 });
    expect(seen.at(-1)?.values).toEqual({});
    expect(parent.postMessage.mock.calls.length).toBe(calls);
    post(set);
    expect(seen.at(-1)?.values).toEqual({ region: 'EU' });
  });
});
