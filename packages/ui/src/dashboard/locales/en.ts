/** English texts of the `dashboard` namespace (complete). Spec texts are verbatim. */
export const en = {
  canvas: {
    emptyTitle: 'Add chart to get started',
    emptyText: 'Switch to Edit mode to add charts here.',
    dragHandle: 'Drag to move',
    refreshing: 'Refreshing',
    editChart: 'Edit chart',
    removeChart: 'Remove chart',
  },
  filterBar: {
    label: 'Dashboard filters',
    clearAll: 'Clear all',
    removeValue: 'Remove filter {{name}}',
    pressEnter: 'Press Enter to apply filter.',
    selectPlaceholder: 'Select a value',
    multiPlaceholder: 'Select values',
    datePlaceholder: 'Pick a date',
    rangePlaceholder: 'Pick a date range',
    inputPlaceholder: 'Type a value',
    noOptions: 'No values found',
    loadingOptions: 'Loading values…',
    yes: 'Yes',
    no: 'No',
    unsupported: 'Unsupported filter type: {{type}}',
    boundHint: 'This filter can be set at the dashboard level.',
    controlledHint: 'This filter is controlled externally and will not appear when embedded',
  },
  presets: {
    today: 'Today',
    yesterday: 'Yesterday',
    last7Days: 'Last 7 days',
    last30Days: 'Last 30 days',
    monthToDate: 'Month to date',
    yearToDate: 'Year to date',
  },
};

/** The shape every language must have (values are strings). */
export type DashboardResources = {
  [Section in keyof typeof en]: { [Key in keyof (typeof en)[Section]]: string };
};
