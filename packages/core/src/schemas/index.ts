// The zod schemas of every entity and API payload; see packages/core/README.md.
export * from './common/column-type';
export * from './common/grid-layout';
export * from './common/color';
export * from './common/chart-identifier';
export * from './common/date-bucketing';
export * from './common/filter-comparison';
export * from './common/text';

export * from './chart/chart-type';
export * from './chart/aggregation';
export * from './chart/data-label-config';
export * from './chart/normalize-config';
export * from './chart/segment-config';
export * from './chart/series';
export * from './chart/x-axis';
export * from './chart/layer';
export * from './chart/format-config';
export * from './chart/table-options';
export * from './chart/advanced-options';
export * from './chart/chart-config-classic';
export * from './chart/data-prep';
export * from './chart/chart-document';
export * from './chart/chart-row';

export * from './chart-v2/measure-aggregation';
export * from './chart-v2/dimension';
export * from './chart-v2/measure';
export * from './chart-v2/semantic-filter';
export * from './chart-v2/comparison';
export * from './chart-v2/chart-settings-v2';
export * from './chart-v2/chart-config-v2';
export * from './chart-v2/semantic-query';

export * from './filter/filter-type';
export * from './filter/filter-value';
export * from './filter/chart-filter-structure';
export * from './filter/check-filter-fields';
export * from './filter/dashboard-filter';
export * from './filter/legacy-filter';
export * from './filter/chart-filter';

export * from './dashboard/permissions';
export * from './dashboard/selected-table';
export * from './dashboard/golden-prompts';
export * from './dashboard/dashboard-config';
export * from './dashboard/dashboard-row';
export * from './dashboard/timezones';

export * from './data/table-schema';
export * from './data/connection-type';
export * from './data/connection-settings';
export * from './data/connection';
export * from './data/tenant';
export * from './filter/date-preset';

export * from './dashboard/theme-common';
export * from './dashboard/theme';

export * from './ai/chat-message';
export * from './ai/deep-dive';
export * from './ai/golden-chart';
export * from './analytics/analytics-event';

export * from './api/common';
export * from './api/auth';
export * from './api/admin-lists';
export * from './api/query';
export * from './api/chart-data-batch';
export * from './api/tenant-token';
export * from './api/query-string';
export * from './api/chart';
export * from './api/chart-thumbnail';
export * from './api/dashboard';
export * from './api/tenant';
export * from './api/filters';
export * from './api/chart-filter-values';
export * from './api/dashboard-filters';
export * from './api/ai';
export * from './api/golden';
export * from './api/analytics';
export * from './api/demo';
export * from './api/demo-constants';
export * from './api/theme';
export * from './api/connection';
export * from './api/organization';
export * from './api/share-invitation';
