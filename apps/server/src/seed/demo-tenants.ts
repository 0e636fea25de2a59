/** The demo warehouse's tenants (tenant_id values in orders, customers and web_events). */
export const DEMO_TENANTS = [
  { id: 'acme', name: 'Acme Corp' },
  { id: 'globex', name: 'Globex' },
  { id: 'initech', name: 'Initech' },
  { id: 'umbrella', name: 'Umbrella' },
  { id: 'stark', name: 'Stark Industries' },
] as const;
