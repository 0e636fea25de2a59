/** English texts of the edit toolbar's tenant selector and the view as a tenant (`hub:tenantView.*`). */
export const tenantViewEn = {
  /** Spec text (dashboards.md §2): the selector's default; an empty choice means Global Admin. */
  globalAdmin: 'Global Admin',
  label: 'View as',
  loadingTenants: 'Loading tenants…',
  noTenants: 'No tenants yet',
  tenantsError: 'The tenants could not be loaded',
  banner: 'Viewing as tenant {{name}}',
  bannerHint:
    'Every query runs with this tenant’s token on the server: you see what {{name}} sees. Editing is off.',
  back: 'Back to Global Admin',
  preparing: 'Preparing the view as {{name}}…',
  tokenError: 'Could not view as {{name}}: {{message}}',
};
