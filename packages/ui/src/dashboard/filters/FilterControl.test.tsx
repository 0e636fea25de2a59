// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test-utils/render';
import type { FilterBarFilter } from '../types';
import { FilterControl } from './FilterControl';

afterEach(cleanup);

const filters: FilterBarFilter[] = [
  { id: 'country', displayName: 'Country', filterType: 'Select', filterSubType: 'Select Single' },
  { id: 'qty', displayName: 'Quantity', filterType: 'Number', filterSubType: 'Number Equal to' },
  { id: 'when', displayName: 'Order date', filterType: 'Date', filterSubType: 'Date Range' },
  { id: 'on', displayName: 'Active', filterType: 'Toggle' },
];

describe('FilterControl (a chunk per kind of control)', () => {
  it('shows the label over a disabled placeholder until the kind of control has loaded', async () => {
    renderWithMantine(
      <>
        {filters.map((filter) => (
          <FilterControl
            key={filter.id}
            filter={filter}
            label={filter.displayName ?? filter.id}
            value={null}
            onApply={() => undefined}
            debounceMs={1000}
            options={['France']}
            optionsLoading={false}
          />
        ))}
      </>,
    );
    const placeholders = screen.getAllByTestId('filter-control-loading');
    expect(placeholders).toHaveLength(filters.length);
    expect(placeholders.map((p) => p.textContent)).toEqual([
      'Country',
      'Quantity',
      'Order date',
      'Active',
    ]);
    for (const input of screen.getAllByRole('textbox'))
      expect(input).toHaveProperty('disabled', true);

    await waitFor(() => expect(screen.queryAllByTestId('filter-control-loading')).toHaveLength(0), {
      timeout: 50_000,
    });
    expect(screen.getByTestId('filter-input-country')).toBeTruthy();
    expect(screen.getByTestId('filter-input-qty')).toBeTruthy();
    expect(screen.getByText('Order date')).toBeTruthy();
    expect(screen.getByRole('switch')).toBeTruthy();
  }, 60_000);

  it('draws a text input filter at once (no chunk to load)', () => {
    renderWithMantine(
      <FilterControl
        filter={{ id: 'name', displayName: 'Name', filterType: 'Input' }}
        label="Name"
        value={null}
        onApply={() => undefined}
        debounceMs={1000}
        options={[]}
        optionsLoading={false}
      />,
    );
    expect(screen.queryByTestId('filter-control-loading')).toBeNull();
    expect(screen.getByTestId('filter-input-name')).toBeTruthy();
  });
});

describe('FilterControl select options', () => {
  it('shows at most 1000 options, or the cap it is given (300 in editors and chart filters)', async () => {
    const many = Array.from({ length: 1200 }, (_, i) => `v${i}`);
    const filter: FilterBarFilter = {
      id: 'big',
      displayName: 'Big',
      filterType: 'Select',
      filterSubType: 'Select Single',
    };
    const count = async (maxOptions?: number) => {
      renderWithMantine(
        <FilterControl
          filter={filter}
          label="Big"
          value={null}
          onApply={() => undefined}
          debounceMs={1000}
          options={many}
          optionsLoading={false}
          maxOptions={maxOptions}
        />,
      );
      const input = await screen.findByTestId('filter-input-big', undefined, { timeout: 30_000 });
      fireEvent.click(input);
      // Counted by selector: role queries over a thousand nodes are slow in jsdom.
      let shown = 0;
      await waitFor(
        () => {
          shown = document.querySelectorAll('[role="option"]').length;
          expect(shown).toBeGreaterThan(0);
        },
        { timeout: 20_000 },
      );
      cleanup();
      return shown;
    };
    expect(await count()).toBe(1000);
    expect(await count(300)).toBe(300);
  }, 60_000);
});
