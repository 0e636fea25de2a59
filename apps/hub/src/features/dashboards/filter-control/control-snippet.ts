import type { DashboardFilter } from '@chartroom/core';
import type { ControlledFilterValue } from './embed-protocol';
import { SET_FILTER_VALUES_MESSAGE, FILTER_CONTROL_VERSION } from './embed-protocol';

/** An example value of the filter's kind (docs/dev/contracts.md "Dashboard filter values"). */
export function exampleValue(filter: Pick<DashboardFilter, 'filterType' | 'filterSubType'>) {
  const example: ControlledFilterValue = (() => {
    switch (filter.filterSubType) {
      case 'Select Multi':
        return ['value 1', 'value 2'];
      case 'Select Single':
      case 'Input Equals':
        return 'value';
      case 'Number Equal to':
        return 42;
      case 'Date Range':
        return ['2025-01-01T00:00:00.000Z', '2025-01-31T23:59:59.999Z'];
      case 'Date Range (No Timestamp)':
        return ['2025-01-01', '2025-01-31'];
      case 'Date After':
      case 'Date Before':
      case 'Date Single':
        return '2025-01-01';
      case undefined:
        break;
    }
    switch (filter.filterType) {
      case 'Toggle':
        return true;
      case 'Number':
        return 42;
      case 'Date':
        return ['2025-01-01T00:00:00.000Z', '2025-01-31T23:59:59.999Z'];
      case 'Select':
      case 'Input':
        return 'value';
    }
  })();
  return example;
}

function objectKey(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
}

/**
 * The modal's usage snippet: passing the filter's value by its key to the embedded dashboard
 * component, and the same for any iframe (postMessage), as docs/embedding/filter-control.md.
 */
export function controlSnippet(
  key: string,
  filter: Pick<DashboardFilter, 'filterType' | 'filterSubType'>,
): string {
  const value = JSON.stringify(exampleValue(filter));
  return `<ChartroomDashboard
  host={host}
  dashboardId={dashboardId}
  token={token}
  controlledFilterValues={{ ${objectKey(key)}: ${value} }}
/>

// Any iframe of the share link:
iframe.contentWindow.postMessage(
  {
    type: '${SET_FILTER_VALUES_MESSAGE}',
    version: ${FILTER_CONTROL_VERSION},
    values: { ${objectKey(key)}: ${value} },
  },
  chartroomOrigin,
);
`;
}

/** Keys the other filters of the dashboard already use (a key is unique per dashboard). */
export function takenControlKeys(
  filters: readonly Pick<DashboardFilter, 'id' | 'controlKey'>[],
  filterId: string,
): string[] {
  return filters
    .filter((f) => f.id !== filterId)
    .map((f) => f.controlKey?.trim() ?? '')
    .filter((key) => key !== '');
}
