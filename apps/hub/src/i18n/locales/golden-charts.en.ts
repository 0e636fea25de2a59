/**
 * English texts of 'Refine model' (golden charts) and the strict-tenant warning
 * (`hub:goldenCharts.*`). Spec texts are verbatim.
 */
export const goldenChartsEn = {
  refine: {
    button: 'Refine model',
    title: 'Refine your AI model',
    description:
      'Type an example question that should generate this chart. Dash learns from it when answering similar questions.',
    label: 'Example question',
    placeholder: 'e.g. How many orders did we get per channel last month?',
    shortcut: 'Ctrl/⌘ + Enter to apply',
    cancel: 'Cancel',
    apply: 'Apply',
    saved: 'Golden chart saved',
    savedText: 'Dash will use “{{prompt}}” as an example for this chart.',
    needsSave: 'Save the chart first',
  },
  strictTenant: {
    warning: 'This chart will only work for {{covered}}/{{total}} of your tenants',
    hint: 'This connection is tenant-strict: tenants whose payload keys are not among the output columns see an error. Add a column named after a tenant payload key to the query.',
  },
};
