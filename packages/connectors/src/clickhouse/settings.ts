import type { ClickHouseSettings } from '@clickhouse/client';

/** Parsing, introspection and `test()`: read-only, no setting changes from the statement. */
export const READ_ONLY_SETTINGS: ClickHouseSettings = { readonly: '1' };

/**
 * Settings of a query run. `readonly=2` reads only and still lets the prepared statement carry
 * its `SETTINGS additional_table_filters` clause (`prepare` refuses any other SETTINGS clause;
 * `readonly` itself cannot be changed by the statement). The row cap stops the result
 * (`break`, block-granular; the driver cuts exactly), the timeout is enforced by the server
 * too, and a closed HTTP connection cancels the query.
 */
export function runSettings(timeoutMs: number, rowCap: number): ClickHouseSettings {
  return {
    readonly: '2',
    max_execution_time: Math.max(1, Math.ceil(timeoutMs / 1000)),
    timeout_overflow_mode: 'throw',
    max_result_rows: String(Math.max(1, rowCap)),
    result_overflow_mode: 'break',
    cancel_http_readonly_queries_on_client_close: 1,
    date_time_output_format: 'iso',
    output_format_json_quote_64bit_integers: 1,
  };
}
