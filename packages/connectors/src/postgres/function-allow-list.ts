/**
 * Functions a query may call: PostgreSQL built-ins that compute on their arguments only.
 * Anything else is refused — user-defined functions (which could read any table), and
 * built-ins that read files, URLs, large objects, settings, sequences or other databases,
 * run nested SQL, signal backends or take locks. Names are matched unqualified or qualified
 * with `pg_catalog` (where the parser puts SQL-syntax functions such as EXTRACT and TRIM).
 */
const ALLOWED = `
  count sum avg min max string_agg array_agg json_agg jsonb_agg json_object_agg jsonb_object_agg
  json_agg_strict jsonb_agg_strict json_object_agg_strict jsonb_object_agg_strict
  json_object_agg_unique jsonb_object_agg_unique json_object_agg_unique_strict
  jsonb_object_agg_unique_strict
  bool_and bool_or every bit_and bit_or bit_xor stddev stddev_pop stddev_samp variance var_pop
  var_samp corr covar_pop covar_samp regr_avgx regr_avgy regr_count regr_intercept regr_r2
  regr_slope regr_sxx regr_sxy regr_syy percentile_cont percentile_disc mode any_value
  range_agg range_intersect_agg
  row_number rank dense_rank percent_rank cume_dist ntile lag lead first_value last_value nth_value
  abs cbrt ceil ceiling degrees div exp factorial floor gcd lcm ln log log10 min_scale mod pi power
  pow radians round scale sign sqrt trim_scale trunc width_bucket random random_normal
  acos asin atan atan2 cos cot sin tan acosd asind atand atan2d cosd cotd sind tand sinh cosh tanh
  asinh acosh atanh erf erfc
  int2 int4 int8 float4 float8 numeric text varchar bpchar bool date time timetz timestamp
  timestamptz interval
  ascii bit_length btrim char_length character_length chr concat concat_ws format initcap left
  length lower lpad ltrim md5 octet_length overlay position quote_ident quote_literal
  quote_nullable regexp_count regexp_instr regexp_like regexp_match regexp_matches regexp_replace
  regexp_split_to_array regexp_split_to_table regexp_substr repeat replace reverse right rpad rtrim
  split_part starts_with string_to_array string_to_table strpos substr substring translate upper
  unistr normalize is_normalized to_hex to_bin to_oct encode decode sha224 sha256 sha384 sha512
  crc32 crc32c casefold textcat get_byte get_bit bit_count convert_from convert_to
  gen_random_uuid uuidv4 uuidv7 uuid_extract_timestamp uuid_extract_version
  to_char to_date to_number to_timestamp
  age date_add date_bin date_part date_subtract date_trunc extract isfinite justify_days
  justify_hours justify_interval make_date make_interval make_time make_timestamp make_timestamptz
  now clock_timestamp statement_timestamp transaction_timestamp timeofday timezone overlaps
  num_nulls num_nonnulls nullif coalesce greatest least
  array_append array_cat array_dims array_fill array_length array_lower array_ndims array_position
  array_positions array_prepend array_remove array_replace array_reverse array_sample
  array_shuffle array_sort array_to_string array_upper cardinality trim_array unnest
  generate_series generate_subscripts
  to_json to_jsonb array_to_json row_to_json json_build_array jsonb_build_array json_build_object
  jsonb_build_object json_object jsonb_object json_array_length jsonb_array_length json_each
  jsonb_each json_each_text jsonb_each_text json_extract_path jsonb_extract_path
  json_extract_path_text jsonb_extract_path_text json_object_keys jsonb_object_keys
  json_array_elements jsonb_array_elements json_array_elements_text jsonb_array_elements_text
  json_typeof jsonb_typeof json_strip_nulls jsonb_strip_nulls jsonb_set jsonb_set_lax
  jsonb_insert jsonb_pretty jsonb_path_exists jsonb_path_match jsonb_path_query
  jsonb_path_query_array jsonb_path_query_first jsonb_path_exists_tz jsonb_path_match_tz
  jsonb_path_query_tz jsonb_path_query_array_tz jsonb_path_query_first_tz
  lower_inc upper_inc lower_inf upper_inf isempty range_merge int4range int8range numrange tsrange
  tstzrange daterange multirange
  to_tsvector to_tsquery plainto_tsquery phraseto_tsquery websearch_to_tsquery ts_rank ts_rank_cd
  ts_headline setweight strip numnode querytree
  pg_typeof pg_sleep pg_sleep_for pg_sleep_until
`;

const ALLOWED_FUNCTIONS: ReadonlySet<string> = new Set(ALLOWED.split(/\s+/).filter(Boolean));

/**
 * Functions refused with a specific reason (also looked for in attribute notation such as
 * `t.pg_read_file`). Every other function outside the allow-list is refused too.
 */
const DANGEROUS = [
  /^pg_read_(binary_)?file$/,
  /^pg_ls_/,
  /^pg_stat_file$/,
  /^lo_/,
  /^loread$|^lowrite$/,
  /^dblink/,
  /^(query|table|cursor|schema|database)_to_xml/,
  /^(query|table|cursor|schema|database)_to_xmlschema$/,
  /^xpath/,
  /^(currval|nextval|setval|lastval)$/,
  /^(set_config|current_setting)$/,
  /^pg_(cancel|terminate)_backend$/,
  /^pg_advisory/,
  /^pg_try_advisory/,
  /^pg_(reload_conf|rotate_logfile|switch_wal|promote|notify)$/,
  /^pg_(logical|replication|create|drop|import|export|backup|file)_?/,
  /^txid_|^pg_current_/,
];

export type FunctionVerdict = 'allowed' | 'dangerous' | 'unknown';

/** Judges a call by its name parts (`['count']`, `['pg_catalog', 'extract']`). */
export function judgeFunction(parts: readonly string[]): FunctionVerdict {
  const name = (parts[parts.length - 1] ?? '').toLowerCase();
  if (isDangerousName(name)) return 'dangerous';
  if (parts.length > 2) return 'unknown';
  if (parts.length === 2 && parts[0]?.toLowerCase() !== 'pg_catalog') return 'unknown';
  return ALLOWED_FUNCTIONS.has(name) ? 'allowed' : 'unknown';
}

export function isDangerousName(name: string): boolean {
  const lower = name.toLowerCase();
  return DANGEROUS.some((pattern) => pattern.test(lower));
}
