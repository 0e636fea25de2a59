// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { presetRange } from './dates';
import { FilterBar } from './FilterBar';
import { renderWithMantine } from '../test-utils/render';
import type { DashboardFilterValue, FilterBarFilter } from './types';

const filters: FilterBarFilter[] = [
  { id: 'country', displayName: 'Country', filterType: 'Select', filterSubType: 'Select Single' },
  { id: 'tags', displayName: 'Tags', filterType: 'Select', filterSubType: 'Select Multi' },
  { id: 'name', displayName: 'Name', filterType: 'Input', filterSubType: 'Input Equals' },
  { id: 'qty', displayName: 'Quantity', filterType: 'Number', filterSubType: 'Number Equal to' },
  { id: 'when', displayName: 'Order date', filterType: 'Date', filterSubType: 'Date Range' },
];

function Harness(props: {
  initial?: Record<string, DashboardFilterValue>;
  onChange: (id: string, v: DashboardFilterValue) => void;
  embedded?: boolean;
  list?: FilterBarFilter[];
}) {
  const [values, setValues] = useState<Record<string, DashboardFilterValue>>(props.initial ?? {});
  return (
    <FilterBar
      filters={props.list ?? filters}
      values={values}
      embedded={props.embedded}
      options={{ country: ['France', 'Spain'], tags: ['a', 'b'] }}
      onChange={(id, value) => {
        props.onChange(id, value);
        setValues((prev) => ({ ...prev, [id]: value }));
      }}
    />
  );
}

// Every kind of control is a lazily loaded chunk: load them once, so that the tests below see
// the controls at once (as a page does once it has loaded a kind).
beforeAll(async () => {
  renderWithMantine(<Harness onChange={() => {}} />);
  await waitFor(() => expect(screen.queryAllByTestId('filter-control-loading')).toHaveLength(0), {
    timeout: 50_000,
  });
  cleanup();
}, 60_000);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('FilterBar', () => {
  it('renders one labelled control per filter', () => {
    renderWithMantine(<Harness onChange={() => {}} />);
    expect(screen.getByTestId('filter-bar')).toBeTruthy();
    expect(screen.queryAllByTestId('filter-control-loading')).toHaveLength(0);
    for (const id of ['country', 'tags', 'name', 'qty']) {
      expect(screen.getByTestId(`filter-input-${id}`)).toBeTruthy();
    }
    for (const label of ['Country', 'Tags', 'Name', 'Quantity', 'Order date']) {
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    }
  });

  it('renders nothing without filters, and hides controlled filters when embedded', () => {
    const { container } = renderWithMantine(<Harness list={[]} onChange={() => {}} />);
    expect(container.querySelector('[data-testid="filter-bar"]')).toBeNull();
    cleanup();
    renderWithMantine(
      <Harness
        embedded
        list={[
          { id: 'x', displayName: 'Hidden one', filterType: 'Input', isControlled: true },
          { id: 'y', displayName: 'Shown one', filterType: 'Input' },
        ]}
        onChange={() => {}}
      />,
    );
    expect(screen.queryByText('Hidden one')).toBeNull();
    expect(screen.getByText('Shown one')).toBeTruthy();
  });

  it('applies a select value after the 1000 ms debounce', () => {
    const onChange = vi.fn();
    renderWithMantine(<Harness onChange={onChange} />);
    const input = screen.getByTestId('filter-input-country');
    fireEvent.click(input);
    fireEvent.click(screen.getByRole('option', { name: 'Spain' }));
    act(() => vi.advanceTimersByTime(999));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledWith('country', 'Spain');
    expect(screen.getByTestId('filter-chip-country').textContent).toContain('Spain');
  });

  it('applies Input filters on Enter and shows the hint while editing', () => {
    const onChange = vi.fn();
    renderWithMantine(<Harness onChange={onChange} />);
    const input = screen.getByTestId('filter-input-name');
    fireEvent.change(input, { target: { value: 'Ada' } });
    expect(screen.getByText('Press Enter to apply filter.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(5000));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('name', 'Ada');
    expect(screen.queryByText('Press Enter to apply filter.')).toBeNull();
  });

  it('shows chips for active values only, removes one, and clears all', () => {
    const onChange = vi.fn();
    renderWithMantine(
      <Harness
        onChange={onChange}
        initial={{
          country: 'France',
          tags: [],
          name: '',
          qty: Number.NaN,
          when: ['2024-01-01T00:00:00.000Z', '2024-01-31T23:59:59.999Z'],
        }}
      />,
    );
    expect(screen.getByTestId('filter-chip-country').textContent).toContain('Country:');
    expect(screen.getByTestId('filter-chip-when').textContent).toContain('2024-01-01 → 2024-01-31');
    expect(screen.queryByTestId('filter-chip-tags')).toBeNull();
    expect(screen.queryByTestId('filter-chip-name')).toBeNull();
    expect(screen.queryByTestId('filter-chip-qty')).toBeNull();

    fireEvent.click(screen.getByLabelText('Remove filter Country'));
    expect(onChange).toHaveBeenCalledWith('country', null);
    expect(screen.queryByTestId('filter-chip-country')).toBeNull();

    fireEvent.click(screen.getByText('Clear all'));
    expect(onChange).toHaveBeenCalledWith('when', null);
    expect(screen.queryByTestId('filter-chips')).toBeNull();
  });
});

describe('FilterBar: every type and sub type, bound and controlled filters', () => {
  const all: FilterBarFilter[] = [
    { id: 'after', displayName: 'After', filterType: 'Date', filterSubType: 'Date After' },
    { id: 'before', displayName: 'Before', filterType: 'Date', filterSubType: 'Date Before' },
    { id: 'single', displayName: 'Single', filterType: 'Date', filterSubType: 'Date Single' },
    { id: 'range', displayName: 'Range', filterType: 'Date', filterSubType: 'Date Range' },
    {
      id: 'plain',
      displayName: 'Plain range',
      filterType: 'Date',
      filterSubType: 'Date Range (No Timestamp)',
    },
    { id: 'one', displayName: 'One', filterType: 'Select', filterSubType: 'Select Single' },
    { id: 'many', displayName: 'Many', filterType: 'Select', filterSubType: 'Select Multi' },
    { id: 'text', displayName: 'Text', filterType: 'Input', filterSubType: 'Input Equals' },
    { id: 'num', displayName: 'Num', filterType: 'Number', filterSubType: 'Number Equal to' },
    { id: 'flag', displayName: 'Flag', filterType: 'Toggle' },
  ];

  const loaded = () =>
    waitFor(() => expect(screen.queryAllByTestId('filter-control-loading')).toHaveLength(0), {
      timeout: 30_000,
    });

  it('draws a control for each of the nine sub types and the Toggle', async () => {
    renderWithMantine(<Harness list={all} onChange={() => {}} />);
    await loaded();
    for (const f of all) expect(screen.getByTestId(`filter-input-${f.id}`)).toBeTruthy();
    expect(screen.queryByText(/Unsupported filter type/)).toBeNull();
    expect(screen.getByRole('switch')).toBeTruthy();
  });

  it('applies a Toggle at once and a Number on Tab', async () => {
    const onChange = vi.fn();
    renderWithMantine(<Harness list={all} onChange={onChange} />);
    await loaded();
    fireEvent.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenLastCalledWith('flag', true);
    const num = screen.getByTestId('filter-input-num');
    fireEvent.change(num, { target: { value: '42' } });
    expect(screen.getByText('Press Enter to apply filter.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(3000));
    expect(onChange).not.toHaveBeenCalledWith('num', 42);
    fireEvent.keyDown(num, { key: 'Tab' });
    expect(onChange).toHaveBeenLastCalledWith('num', 42);
    expect(screen.getByTestId('filter-chip-num').textContent).toContain('42');
  });

  it("disables a bound filter with 'This filter can be set at the dashboard level.'", () => {
    renderWithMantine(
      <Harness
        list={[
          { id: 'b', displayName: 'Bound', filterType: 'Input', isBound: true },
          { id: 'f', displayName: 'Free', filterType: 'Input' },
        ]}
        onChange={() => {}}
      />,
    );
    expect(screen.getByTestId('filter-input-b')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('filter-input-f')).toHaveProperty('disabled', false);
    expect(screen.getByTestId('filter-bound-hint-b').textContent).toBe(
      'This filter can be set at the dashboard level.',
    );
    expect(screen.queryByTestId('filter-bound-hint-f')).toBeNull();
  });

  it('marks a filter with a control key in the hub with the tooltip, and hides it embedded', async () => {
    const list: FilterBarFilter[] = [
      { id: 'k', displayName: 'Keyed', filterType: 'Input', controlKey: 'region' },
      { id: 'y', displayName: 'Shown one', filterType: 'Input' },
    ];
    renderWithMantine(<Harness list={list} onChange={() => {}} />);
    const mark = screen.getByTestId('filter-controlled-k');
    expect(mark.getAttribute('aria-label')).toBe(
      'This filter is controlled externally and will not appear when embedded',
    );
    expect(screen.queryByTestId('filter-controlled-y')).toBeNull();
    fireEvent.mouseEnter(mark);
    await waitFor(() =>
      expect(screen.getByRole('tooltip').textContent).toBe(
        'This filter is controlled externally and will not appear when embedded',
      ),
    );
    cleanup();
    renderWithMantine(<Harness embedded list={list} onChange={() => {}} />);
    expect(screen.queryByText('Keyed')).toBeNull();
    expect(screen.getByText('Shown one')).toBeTruthy();
  });
});

describe('presetRange', () => {
  it('computes the spec presets as inclusive day ranges', () => {
    const now = new Date(2025, 2, 15, 10, 0, 0);
    expect(presetRange('today', now)).toEqual(['2025-03-15', '2025-03-15']);
    expect(presetRange('yesterday', now)).toEqual(['2025-03-14', '2025-03-14']);
    expect(presetRange('last7Days', now)).toEqual(['2025-03-09', '2025-03-15']);
    expect(presetRange('last30Days', now)).toEqual(['2025-02-14', '2025-03-15']);
    expect(presetRange('monthToDate', now)).toEqual(['2025-03-01', '2025-03-15']);
    expect(presetRange('yearToDate', now)).toEqual(['2025-01-01', '2025-03-15']);
  });

  it('lays filters on 10/8/6/4 columns by the breakpoint of its own width', () => {
    const layout = (width: number) => {
      const spy = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
      try {
        renderWithMantine(<Harness onChange={() => undefined} />);
      } finally {
        spy.mockRestore();
      }
      const bar = screen.getByTestId('filter-bar');
      const span = screen.getByTestId('filter-country').style.gridColumn;
      const result = { columns: bar.getAttribute('data-columns'), span };
      cleanup();
      return result;
    };
    // A filter is 3 of 10 columns wide (its default layout), at least 2 columns.
    expect(layout(1300)).toEqual({ columns: '10', span: 'span 3' });
    expect(layout(1000)).toEqual({ columns: '8', span: 'span 2' });
    expect(layout(800)).toEqual({ columns: '6', span: 'span 2' });
    // A phone: two filters a row.
    expect(layout(358)).toEqual({ columns: '4', span: 'span 2' });
  });
});
