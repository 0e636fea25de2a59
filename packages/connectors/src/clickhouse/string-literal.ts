import { QueryRefusedError } from '../errors';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A ClickHouse string literal for `value`: single quotes, backslash and quote escaped, every
 * control character as a `\xHH` escape. Used only where ClickHouse takes no query parameter
 * (the `additional_table_filters` setting). Malformed UTF-16 (lone surrogates) is refused.
 */
export function clickHouseStringLiteral(value: string): string {
  if (LONE_SURROGATE.test(value)) {
    throw new QueryRefusedError('A filter value is not valid Unicode text.');
  }
  let out = "'";
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\\') out += '\\\\';
    else if (char === "'") out += "\\'";
    else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, '0')}`;
    else out += char;
  }
  return `${out}'`;
}
