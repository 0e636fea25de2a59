/** English texts of the demo (`hub:demo.*`). Role names and screen titles are the spec's own. */
export const demoEn = {
  title: 'Demo',
  description: 'Chartroom on its demo data: a dashboard prepared for your role.',
  start: {
    title: 'See Chartroom on live demo data',
    text: "Two years of a shop's orders, customers and web traffic, drawn for the role you choose.",
    action: 'Click to start',
  },
  roles: {
    title: 'Choose Your Role',
    text: 'Your dashboard shows the figures this role looks at first.',
    generate: 'Generate Dashboard',
    cfo: {
      name: 'Chief Financial Officer',
      text: 'Net revenue, discounts, refunds and gross against net by quarter.',
    },
    marketing: {
      name: 'Marketing Operations Lead',
      text: 'Sessions, sign-ups, channels and the top landing pages.',
    },
    sales: {
      name: 'Sales Director',
      text: 'Bookings, deal size, countries and the top customers.',
    },
    product: {
      name: 'Product Manager',
      text: 'Units sold, categories, best sellers and refund rates.',
    },
  },
  preparing: {
    title: 'Preparing Your Insights',
    text: 'Setting up the dashboard of a {{role}} on the demo data…',
  },
  empty: {
    title: 'No demo in this organisation',
    text: 'The demo dashboards come with the demo data: start Chartroom with CHARTROOM_DEMO=1 on a new data folder to explore them.',
  },
  error: 'The demo could not be loaded: {{message}}',
  openError: 'The dashboard could not be opened: {{message}}',
};
