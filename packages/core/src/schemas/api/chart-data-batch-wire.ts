/** The batch answers one JSON object per line, each written when its chart's data is ready. */
export const CHART_DATA_BATCH_CONTENT_TYPE = 'application/x-ndjson';
