// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeConfig } from '../test-utils/config';
import { installDomPolyfills, renderWithMantine } from '../test-utils/render';
import type { ChartData } from './chart-data';
import { ChartRenderer } from './ChartRenderer';

beforeAll(installDomPolyfills);
afterEach(cleanup);

const data: ChartData = {
  columns: [
    { name: 'country', type: 'string' },
    { name: 'revenue', type: 'number' },
  ],
  rows: [
    { country: 'France', revenue: 10 },
    { country: 'Spain', revenue: 20 },
  ],
};

describe('click to filter through ChartRenderer', () => {
  it('a table cell names its column and raw value', async () => {
    const onDatumClick = vi.fn();
    renderWithMantine(
      <div style={{ height: 300 }}>
        <ChartRenderer
          config={makeConfig({ type: 'Table' })}
          data={data}
          colorScheme="light"
          title="Chart"
          onDatumClick={onDatumClick}
        />
      </div>,
    );
    fireEvent.click(await screen.findByText('Spain', {}, { timeout: 10_000 }));
    expect(onDatumClick).toHaveBeenCalledWith({ column: 'country', value: 'Spain' });
    fireEvent.click(screen.getAllByText('20').find((e) => e.closest('td'))!);
    expect(onDatumClick).toHaveBeenLastCalledWith({ column: 'revenue', value: 20 });
  });

  it('without a handler a cell click does nothing and shows no pointer', async () => {
    renderWithMantine(
      <div style={{ height: 300 }}>
        <ChartRenderer
          config={makeConfig({ type: 'Table' })}
          data={data}
          colorScheme="light"
          title="Chart"
        />
      </div>,
    );
    const cell = await screen.findByText('Spain', {}, { timeout: 10_000 });
    expect((cell.closest('td') as HTMLElement).style.cursor).toBe('');
  });
});
