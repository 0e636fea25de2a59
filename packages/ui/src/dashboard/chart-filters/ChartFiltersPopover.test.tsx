// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../test-utils/render';
import type { DashboardFilterValue } from '../types';
import { ChartFilterChips } from './ChartFilterChips';
import { ChartFiltersPopover } from './ChartFiltersPopover';
import type { CardChartFilter } from './types';

const filters: CardChartFilter[] = [
  { filterId: 'f-name', displayName: 'Name', filterType: 'Input', filterSubType: 'Input Equals' },
  {
    filterId: 'f-bound',
    displayName: 'Region',
    filterType: 'Input',
    filterSubType: 'Input Equals',
    isBound: true,
  },
];

function Harness({ onChange, onOpen }: { onChange: () => void; onOpen: () => void }) {
  const [values, setValues] = useState<Record<string, DashboardFilterValue>>({});
  return (
    <>
      <ChartFiltersPopover
        chartId="c1"
        filters={filters}
        values={values}
        options={{}}
        optionsLoading={{}}
        onOpen={onOpen}
        onChange={(id, value) => {
          onChange();
          setValues((v) => ({ ...v, [id]: value }));
        }}
      />
      <ChartFilterChips
        chartId="c1"
        filters={filters}
        values={values}
        onRemove={(id) => setValues((v) => ({ ...v, [id]: null }))}
        onClearAll={() => setValues({})}
      />
    </>
  );
}

afterEach(cleanup);

describe('ChartFiltersPopover and ChartFilterChips', () => {
  it("opens 'Set chart filters', applies a value on Enter, shows its chip and removes it", async () => {
    const onChange = vi.fn();
    const onOpen = vi.fn();
    renderWithMantine(<Harness onChange={onChange} onOpen={onOpen} />);
    expect(screen.queryByTestId('chart-filter-chips-c1')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Set chart filters' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    await screen.findByTestId('chart-filters-popover-c1');
    expect(screen.getAllByText('Set chart filters').length).toBeGreaterThan(0);
    const input = screen.getByLabelText('Name');
    fireEvent.change(input, { target: { value: 'Ada' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const chip = await screen.findByTestId('chart-filter-chip-f-name');
    expect(chip.textContent).toContain('Name:');
    expect(chip.textContent).toContain('Ada');
    // A bound filter is set at the dashboard level.
    expect(screen.getByText('This filter can be set at the dashboard level.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Remove the value of Name'));
    await waitFor(() => expect(screen.queryByTestId('chart-filter-chip-f-name')).toBeNull());
  });
});
