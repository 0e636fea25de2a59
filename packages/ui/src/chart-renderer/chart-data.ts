import type { ResultColumn, ResultRow } from '@chartroom/core';

/** What a chart receives (docs/dev/contracts.md "ChartData"). */
export interface ChartData {
  columns: ResultColumn[];
  rows: ResultRow[];
  comparisonRows?: ResultRow[];
  segmentNames?: string[];
}
