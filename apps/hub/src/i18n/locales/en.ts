import { chartBuilderEn } from './chart-builder.en';
import { chartBuilderV2En } from './chart-builder-v2.en';
import { chartFiltersEn } from './chart-filters.en';
import { chartLibraryEn } from './chart-library.en';
import { dashboardLifecycleEn } from './dashboards.en';
import { dashboardVersionsEn } from './dashboard-versions.en';
import { dashboardEditEn } from './dashboard-edit.en';
import { goldenChartsEn } from './golden-charts.en';
import { tenantsEn } from './tenants.en';
import { embeddedEditingEn } from './embedded-editing.en';
import { settingsEn } from './settings.en';
import { dashboardSettingsEn } from './dashboard-settings.en';
import { dashboardExportEn } from './dashboard-export.en';
import { shareInvitationEn } from './share-invitation.en';
import { tenantViewEn } from './tenant-view.en';
import { filterAuthoringEn } from './filter-authoring.en';
import { tenantAccessEn } from './tenant-access.en';
import { filterControlEn } from './filter-control.en';

/** English texts of the hub (`hub` namespace), complete. Spec texts are verbatim. */
export const en = {
  chartBuilder: chartBuilderEn,
  chartBuilderV2: chartBuilderV2En,
  chartFilters: chartFiltersEn,
  chartLibrary: chartLibraryEn,
  dashboardLifecycle: dashboardLifecycleEn,
  dashboardVersions: dashboardVersionsEn,
  dashboardEdit: dashboardEditEn,
  goldenCharts: goldenChartsEn,
  tenants: tenantsEn,
  embeddedEditing: embeddedEditingEn,
  settings: settingsEn,
  dashboardSettings: dashboardSettingsEn,
  dashboardExport: dashboardExportEn,
  shareInvitation: shareInvitationEn,
  tenantView: tenantViewEn,
  filterControl: filterControlEn,
  filterAuthoring: filterAuthoringEn,
  common: {
    retry: 'Try again',
  },
  errors: {
    title: 'Something went wrong',
    unknown: 'unknown error',
  },
  nav: {
    dashboards: 'Dashboards',
    charts: 'Charts',
    connections: 'Connections',
    tenants: 'Tenants',
    settings: 'Settings',
    usage: 'Usage',
    demo: 'Demo',
    apiDocs: 'API reference',
    version: 'Chartroom {{version}}',
  },
  header: {
    toggleNav: 'Toggle navigation',
    lightMode: 'Switch to light mode',
    darkMode: 'Switch to dark mode',
    userMenu: 'Account menu',
    signedInAs: 'Signed in as',
    signOut: 'Sign out',
  },
  setup: {
    title: 'Set up Chartroom',
    subtitle: 'Create your organisation and its first admin account. You can invite others later.',
    organization: 'Organisation name',
    organizationPlaceholder: 'Acme Inc.',
    name: 'Your name',
    namePlaceholder: 'Ada Lovelace',
    passwordHint: 'At least {{count}} characters.',
    orgRequired: 'Organisation name is required',
    nameRequired: 'Name is required',
    emailInvalid: 'Please enter a valid email address.',
    passwordShort: 'Password must be at least {{count}} characters',
    submit: 'Create organisation',
    unreachableTitle: 'Cannot reach the Chartroom server',
    unreachableText:
      'The hub could not load its status ({{message}}). Check that the server is running, then try again.',
  },
  auth: {
    title: 'Sign in',
    subtitle: 'Welcome back. Sign in to manage your dashboards.',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    expired: 'Your session has expired. Please sign in again.',
  },
  list: {
    name: 'Name',
    version: 'Version',
    status: 'Status',
    updated: 'Updated',
    published: 'Published',
    draft: 'Draft',
  },
  dashboards: {
    title: 'Dashboards',
    description: 'Dashboards of your organisation, ready to view and to embed for your tenants.',
    emptyTitle: 'No dashboards yet',
    emptyText:
      'Dashboards your organisation builds will be listed here, with their version and publication status.',
  },
  dashboard: {
    refresh: 'Refresh data',
    untitledChart: 'Untitled chart',
    chartMissing: 'This chart could not be loaded.',
    chartInvalid: 'This chart has an invalid configuration.',
  },
  charts: {
    title: 'Charts',
    description: 'The chart library of your organisation.',
    emptyTitle: 'No charts yet',
    emptyText: 'Charts your organisation builds will be listed here.',
  },
  connections: {
    title: 'Connections',
    description: 'The databases and files your charts query. Credentials are encrypted at rest.',
    emptyTitle: 'No connections yet',
    emptyText:
      'Connect a database (PostgreSQL, MySQL, SQL Server, ClickHouse, BigQuery, DynamoDB) or upload a CSV or Parquet file to start building charts.',
    notFoundTitle: 'Connection not found',
    notFoundText: 'This connection does not exist or was deleted.',
    backToList: 'Back to connections',
    errorLoadingData: 'Error loading data',
    tenantAccess: tenantAccessEn,
    actions: {
      add: 'Add connection',
      upload: 'Upload CSV or Parquet',
      test: 'Test connection',
      refreshSchema: 'Refresh schema',
      clearCache: 'Clear cache',
      edit: 'Edit',
      delete: 'Delete',
      save: 'Save changes',
      create: 'Save connection',
      cancel: 'Cancel',
      close: 'Close',
    },
    list: {
      name: 'Name',
      engine: 'Engine',
      policies: 'Tenant access',
      updated: 'Updated',
      actions: 'More actions',
      default: 'Default',
      strict: 'Strict',
    },
    form: {
      addTitle: 'Add a connection',
      editTitle: 'Edit connection',
      engine: 'Engine',
      name: 'Display name',
      namePlaceholder: 'Production warehouse',
      sectionConnection: 'Connection',
      sectionOptions: 'Options',
      keepSecret: 'Leave empty to keep the saved one.',
      default: 'Default connection',
      defaultHint: 'Chosen first for new charts.',
      timeout: 'Statement timeout',
      timeoutHint: 'Queries running longer are cancelled (1–600 seconds).',
      seconds: 's',
    },
    fields: {
      host: 'Host',
      port: 'Port',
      database: 'Database',
      user: 'User',
      password: 'Password',
      ssl: 'Use SSL',
      encrypt: 'Encrypt connection',
      trustServerCertificate: 'Trust server certificate',
      url: 'URL',
      projectId: 'Project id',
      dataset: 'Dataset',
      location: 'Location',
      credentialsJson: 'Service account key (JSON)',
      region: 'Region',
      accessKeyId: 'Access key id',
      secretAccessKey: 'Secret access key',
      endpoint: 'Endpoint',
    },
    fieldHints: {
      ssl: 'Encrypt traffic between Chartroom and the database.',
      encrypt: 'Required by Azure SQL.',
      trustServerCertificate: 'Accept a self-signed certificate (development servers only).',
      credentialsJson: 'Paste the JSON key of a service account with BigQuery read access.',
    },
    test: {
      success: 'Connection successful.',
      failure: 'Connection failed',
      latency: 'Connected in {{ms}} ms.',
    },
    delete: {
      title: 'Delete connection',
      text: 'Delete “{{name}}”? Its saved credentials and schema are removed. Charts that use it must be changed first.',
    },
    notify: {
      created: 'Connection added',
      updated: 'Connection saved',
      deleted: 'Connection deleted',
      saveFailed: 'The connection could not be saved',
      schemaRefreshed: 'Schema refreshed',
      tableCount_one: '{{count}} table found.',
      tableCount_other: '{{count}} tables found.',
      cacheCleared: 'Cache cleared',
      cacheEntries_one: '{{count}} cached answer removed.',
      cacheEntries_other: '{{count}} cached answers removed.',
    },
    schema: {
      search_one: 'Search {{count}} table',
      search_other: 'Search {{count}} tables',
      searchLabel: 'Search tables',
      noMatch: 'No table matches your search.',
      emptyTitle: 'No tables found',
      emptyText:
        'Chartroom found no tables this connection can read. Check the user’s permissions, then refresh the schema.',
      columnsTab: 'Columns',
      previewTab: 'Preview',
      column: 'Column',
      type: 'Type',
      noColumns: 'This table has no columns.',
      notSelectable: 'Hidden from tenants and Dash',
      columnCount_one: '{{count}} column',
      columnCount_other: '{{count}} columns',
    },
    columnTypes: {
      number: 'number',
      string: 'string',
      date: 'date',
      boolean: 'boolean',
      mixed: 'mixed',
      unknown: 'unknown',
    },
    preview: {
      noData: 'No data',
      loadMore: 'Load More',
      showing_one: 'Showing {{rows}} row',
      showing_other: 'Showing {{rows}} rows',
    },
    upload: {
      title: 'Upload CSV or Parquet',
      drop: 'Drop a file here or click to choose one',
      choose: 'Choose a CSV or Parquet file',
      limits: '.csv or .parquet, up to 200 MB',
      replace: 'click to choose another file',
      tableName: 'Table name',
      tableNameHint:
        'Letters, digits and underscores. The table is created in your “Uploads” connection.',
      submit: 'Upload',
      uploading: 'Uploading… {{percent}}%',
      bytes: '{{loaded}} of {{total}}',
      processing: 'Processing…',
      processingHint: 'Creating the table',
      doneTitle: 'Upload complete',
      doneText_one: 'Table “{{table}}” was created with {{rows}} row.',
      doneText_other: 'Table “{{table}}” was created with {{rows}} rows.',
      open: 'Open table',
      failed: 'Upload failed',
      problem: {
        missing: 'Choose a file to upload.',
        type: 'Only .csv and .parquet files can be uploaded.',
        size: 'This file is larger than 200 MB.',
        empty: 'This file is empty.',
      },
    },
  },
  comingSoon: {
    title: 'Coming soon',
    connections: {
      description: 'Data sources your charts query.',
      text: 'Managing connections from the hub is not available yet. The built-in demo database is connected for you.',
    },
    tenants: {
      description: 'Your customers and the tokens that let them view dashboards.',
      text: 'Managing tenants from the hub is not available yet. Tenant tokens can be created through the API (POST /tenant/create-token).',
    },
    settings: {
      description: 'Organisation, theme, language and embedding settings.',
      text: 'Settings are not available in the hub yet.',
    },
  },
  viewStates: {
    error: 'Error loading dashboard, contact support',
    malformed: 'Malformed dashboard config, contact support',
    notPublic: 'Oops! This dashboard does not exist or is not public',
    notPublicEdit: 'Open it in the editor',
    unauthorizedTitle: 'This link has expired or is not valid',
    unauthorizedText:
      'Access to this dashboard needs a valid token. Reload the page from the application that showed it to get a fresh one.',
  },
  gallery: {
    title: 'Chart gallery',
    description: 'Every chart type ({{count}}) on the demo warehouse, drawn from unsaved charts.',
    noConnection: 'No connection to draw the gallery from: add one first.',
    scheme: 'Colour scheme',
    light: 'Light',
    dark: 'Dark',
  },
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    back: 'Go to dashboards',
  },
};

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
type PartialStrings<T> = {
  [K in keyof T]?: T[K] extends string ? string : PartialStrings<T[K]>;
};

/** Sections other languages may leave (partly) untranslated: i18next falls back to English. */
type FallbackSections = 'connections';

/** The shape every language must have. */
export type HubResources = Strings<Omit<typeof en, FallbackSections>> &
  PartialStrings<Pick<typeof en, FallbackSections>>;
