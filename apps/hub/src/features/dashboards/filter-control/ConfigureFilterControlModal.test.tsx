// @vitest-environment jsdom
import { dashboardFilterSchema, type DashboardFilter } from '@chartroom/core';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInHub } from '../../golden-charts/test-harness';
import { ConfigureFilterControlModal } from './ConfigureFilterControlModal';
import { controlSnippet, takenControlKeys } from './control-snippet';

afterEach(cleanup);

const filter = (extra: Partial<DashboardFilter> = {}): DashboardFilter =>
  dashboardFilterSchema.parse({
    id: 'f1',
    displayName: 'Channel',
    filterType: 'Select',
    filterSubType: 'Select Multi',
    ...extra,
  });

function open(props: Partial<Parameters<typeof ConfigureFilterControlModal>[0]> = {}) {
  const onSave = vi.fn();
  const onClose = vi.fn();
  renderInHub(
    <ConfigureFilterControlModal
      opened
      onClose={onClose}
      filter={filter()}
      dashboardSaved
      onSave={onSave}
      {...props}
    />,
    'http://127.0.0.1:9',
  );
  return { onSave, onClose };
}

describe("'Configure filter control' modal", () => {
  it('asks for a key with the display name as placeholder; Save only with a key', () => {
    const { onSave, onClose } = open();
    expect(
      screen.getByText('Provide a unique key for this filter to control it in your app'),
    ).toBeTruthy();
    const input = screen.getByTestId('filter-control-key');
    expect(input.getAttribute('placeholder')).toBe('Channel');
    expect(screen.getByTestId('filter-control-save')).toHaveProperty('disabled', true);
    expect(screen.queryByTestId('filter-control-delete')).toBeNull(); // no key yet
    expect(screen.queryByTestId('filter-control-snippet')).toBeNull();
    fireEvent.change(input, { target: { value: '   ' } });
    expect(screen.getByTestId('filter-control-save')).toHaveProperty('disabled', true);

    fireEvent.change(input, { target: { value: ' channel ' } });
    expect(screen.getByTestId('filter-control-snippet-code').textContent).toContain(
      'controlledFilterValues={{ channel: ["value 1","value 2"] }}',
    );
    // A new key works once the dashboard is saved.
    expect(screen.getByText('Please save the dashboard to use this feature.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('filter-control-save'));
    expect(onSave).toHaveBeenCalledWith('channel');
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the usage of an existing key, Delete removes it, Cancel saves nothing', () => {
    const { onSave, onClose } = open({
      filter: filter({ controlKey: 'region' }),
      dashboardSaved: false,
    });
    expect(screen.getByTestId('filter-control-key')).toHaveProperty('value', 'region');
    expect(screen.getByTestId('filter-control-snippet-code').textContent).toContain('region:');
    expect(screen.getByText('Please save the dashboard to use this feature.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('filter-control-cancel'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('filter-control-delete'));
    expect(onSave).toHaveBeenCalledWith(null);
  });

  it('a saved dashboard with its key unchanged needs no note; a taken key cannot be saved', () => {
    open({ filter: filter({ controlKey: 'region' }), takenKeys: ['country'] });
    expect(screen.queryByText('Please save the dashboard to use this feature.')).toBeNull();
    fireEvent.change(screen.getByTestId('filter-control-key'), { target: { value: 'country' } });
    expect(screen.getByText('Another filter of this dashboard already has this key.')).toBeTruthy();
    expect(screen.getByTestId('filter-control-save')).toHaveProperty('disabled', true);
  });
});

describe('control keys', () => {
  it('are unique per dashboard: the other filters’ keys are taken', () => {
    expect(
      takenControlKeys(
        [
          { id: 'a', controlKey: 'x' },
          { id: 'b', controlKey: ' y ' },
          { id: 'c', controlKey: null },
        ],
        'a',
      ),
    ).toEqual(['y']);
  });

  it('quote keys that are not identifiers in the snippet, with a value of the filter kind', () => {
    const snippet = controlSnippet('order date', {
      filterType: 'Date',
      filterSubType: 'Date Range (No Timestamp)',
    });
    expect(snippet).toContain(
      'controlledFilterValues={{ "order date": ["2025-01-01","2025-01-31"] }}',
    );
    expect(controlSnippet('on', { filterType: 'Toggle' })).toContain('{ on: true }');
    expect(
      controlSnippet('n', { filterType: 'Number', filterSubType: 'Number Equal to' }),
    ).toContain("type: 'chartroom:set-filter-values'");
  });
});
