/**
 * English texts of a connection's Tenant access tab and the mode badges
 * (`hub:connections.tenantAccess.*`): default-deny scopes (issue 10).
 */
export const tenantAccessEn = {
  tab: 'Tenant access',
  tables: 'Tables',
  title: 'Tenant access',
  description:
    'Which tables your tenants (the customers who view embedded dashboards) may read, and which of their rows.',
  modeLabel: 'Who can query this connection',
  modes: {
    open: {
      title: 'Admin only',
      text: 'No tenant reads any table of this connection. Charts on it work for admins and API keys only: for internal data.',
    },
    scoped: {
      title: 'Tenant-scoped',
      text: 'Tenants read scoped tables (only their own rows) and shared tables. Hidden tables and every unclassified table, including tables created later, are refused.',
    },
  },
  states: {
    scoped: 'Scoped',
    shared: 'Shared',
    hidden: 'Hidden from tenants',
    unclassified: 'Unclassified',
  },
  stateHints: {
    scoped: 'Each tenant reads only its own rows',
    shared: 'Every tenant reads every row (a product list, a calendar)',
    hidden: 'No tenant reads this table',
    unclassified: 'Refused for tenants until you choose',
  },
  head: {
    table: 'Table',
    access: 'Access for tenants',
    filter: 'Tenant filter',
  },
  stateLabel: 'Access of {{table}} for tenants',
  statePlaceholder: 'Choose access',
  column: 'Tenant column',
  columnLabel: 'Tenant column of {{table}}',
  payloadKey: 'Payload key',
  payloadKeyLabel: 'Token payload key that filters {{table}}',
  filterText: 'rows where {{column}} = the token’s {{payloadKey}}',
  notAvailable: 'Not available to tenants — classify it',
  suggest: 'Scope by {{column}}',
  suggestHint: 'Filter {{table}} by {{column}} = the token’s {{payloadKey}}',
  suggestAll_one: 'Scope {{count}} table by its suggested column',
  suggestAll_other: 'Scope {{count}} tables by their suggested column',
  unclassifiedCount_one: '{{count}} table is not classified: tenants cannot read it.',
  unclassifiedCount_other: '{{count}} tables are not classified: tenants cannot read them.',
  unclassifiedHint:
    'Choose Scoped, Shared or Hidden for each. Tables created later start unclassified too.',
  allClassified: 'Every table is classified.',
  summary: '{{scoped}} scoped · {{shared}} shared · {{hidden}} hidden',
  unknownTitle_one: '{{count}} entry names a table this connection does not have',
  unknownTitle_other: '{{count}} entries name tables this connection does not have',
  unknownText:
    'The table was renamed or dropped. Remove the entry, or refresh the tables if it exists now.',
  remove: 'Remove',
  removeLabel: 'Remove the entry for {{table}}',
  search: 'Filter tables',
  filterLabel: 'Show',
  filterAll: 'All',
  noMatch: 'No table matches.',
  noTablesTitle: 'No tables yet',
  noTablesText:
    'This connection has no tables. Tables created later are refused for tenants until you classify them here.',
  refresh: 'Refresh tables',
  loadErrorTitle: 'The tables could not be read',
  openNote:
    'Tenants are refused before any table is read. Switch to Tenant-scoped to choose what they may read.',
  classificationKept_one:
    'The classification of {{count}} table is kept for when you scope it again.',
  classificationKept_other:
    'The classification of {{count}} tables is kept for when you scope it again.',
  strict: 'Strict tenant isolation',
  strictHint:
    'Chart queries must return at least one column named after a tenant payload key; tenants without it see an error.',
  changed: 'Changed',
  unsaved_one: '{{count}} unsaved change',
  unsaved_other: '{{count}} unsaved changes',
  noChanges: 'No unsaved changes',
  save: 'Save tenant access',
  discard: 'Discard',
  saved: 'Tenant access saved',
  saveFailed: 'Tenant access was not saved',
  problems: {
    columnRequired: 'Choose the tenant column',
    payloadKeyRequired: 'Choose the payload key',
  },
  fixProblems_one: 'Complete the tenant filter of {{count}} scoped table before saving.',
  fixProblems_other: 'Complete the tenant filter of {{count}} scoped tables before saving.',
  badge: {
    open: 'Admin only',
    scoped: 'Tenant-scoped',
    unclassified_one: '{{count}} unclassified',
    unclassified_other: '{{count}} unclassified',
    openHint: 'Tenants are refused on this connection',
    scopedHint: 'Tenants read scoped and shared tables only',
  },
  formNoteNew:
    'New connections are admin only. Once saved, choose which tables tenants may read on the connection’s Tenant access tab.',
  formNoteEdit: 'Which tables tenants may read is set on the connection’s Tenant access tab.',
};
