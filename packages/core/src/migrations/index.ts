// Pure migrations of stored documents, one file per step; see packages/core/README.md.
export * from './dashboard-chart-versions';
export * from './chart-config-version';
export * from './parse-stored';
