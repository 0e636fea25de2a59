// @vitest-environment jsdom
import { chartRowSchema, dashboardFilterSchema, type DashboardFilter } from '@chartroom/core';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  renderInHub,
  startHubTestServer,
  type HubTestServer,
} from '../../golden-charts/test-harness';
import { editorChart, editorTables } from './editor-sources';
import { newDashboardFilter } from './filter-editor-model';
import { FilterEditorV25 } from './FilterEditorV25';

let server: HubTestServer;
beforeAll(async () => {
  server = await startHubTestServer();
});
afterAll(async () => server.close());
afterEach(cleanup);

const chart = editorChart(
  chartRowSchema.parse({
    id: 'c1',
    name: 'Orders',
    version: 1,
    connection: 'k1',
    config: {
      dataPrep: {
        query: 'SELECT * FROM orders',
        outputColumns: [
          { columnName: 'channel', type: 'string' },
          { columnName: 'created_at', type: 'date' },
          { columnName: 'big_order', type: 'boolean' },
        ],
      },
    },
  }),
  [],
  [],
);
const tables = editorTables([chart], []);

function renderEditor(initial: DashboardFilter, isNew: boolean) {
  const onSubmit = vi.fn();
  renderInHub(
    <FilterEditorV25
      initial={initial}
      isNew={isNew}
      charts={[chart]}
      tables={tables}
      onSubmit={onSubmit}
    />,
    server.baseUrl,
  );
  return onSubmit;
}

describe('FilterEditorV25', () => {
  it('starts a new filter, offers the types of the column and submits its chart structure', () => {
    const onSubmit = renderEditor(newDashboardFilter('f1', []), true);
    expect(screen.getByTestId('filter-no-charts').textContent).toBe(
      'This filter will not currently apply to any charts in this dashboard.',
    );
    expect(screen.getByTestId('filter-submit').textContent).toBe('Add filter');
    fireEvent.click(screen.getByTestId('filter-column-created_at'));
    expect((screen.getByTestId('filter-type') as HTMLInputElement).value).toBe('Date');
    expect((screen.getByTestId('filter-sub-type') as HTMLInputElement).value).toBe('Date Range');
    expect(screen.queryByTestId('filter-no-charts')).toBeNull();
    fireEvent.click(screen.getByTestId('filter-column-big_order'));
    expect((screen.getByTestId('filter-type') as HTMLInputElement).value).toBe('Toggle');
    expect(screen.getByText('A toggle has no sub type.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('filter-submit'));
    const submitted = onSubmit.mock.calls[0]?.[0] as DashboardFilter;
    expect(submitted.filterType).toBe('Toggle');
    expect(submitted.filterSubType).toBeUndefined();
    expect(submitted.chartFilterStructures).toEqual({
      c1: { connection: 'k1', sourceType: 'Output', table: '', column: 'big_order' },
    });
  });

  it("reads 'Update filter' and is disabled with the first schema message", () => {
    const bad = {
      ...dashboardFilterSchema.parse({
        id: 'f2',
        filterType: 'Number',
        filterSubType: 'Number Equal to',
      }),
      defaultValue: 'ten',
    };
    const onSubmit = renderEditor(bad, false);
    const button = screen.getByTestId('filter-submit') as HTMLButtonElement;
    expect(button.textContent).toBe('Update filter');
    expect(button.disabled).toBe(true);
    expect(screen.getByTestId('filter-schema-message').textContent).toBe(
      'A number filter value is a number',
    );
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
