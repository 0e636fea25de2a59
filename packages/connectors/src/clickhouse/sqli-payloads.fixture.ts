import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedDataPath } from '../test-support/shared-data';

const SQLI_ROOT = sharedDataPath('sqli');

/** Payloads aimed at ClickHouse literals, map literals and the setting's own parser. */
const CLICKHOUSE_PAYLOADS = [
  "\\'",
  '\\',
  "\\\\'",
  "acme'",
  "acme\\' OR 1=1 --",
  "'}, 'shop.orders': '1 = 1",
  "x\\'}, \\'shop.orders\\': \\'1=1",
  "acme' OR tenant_id != '",
  'acme\\x27 OR 1=1',
  "acme\u0000' OR 1 = 1 --",
  'acme\n) OR (1 = 1',
  "acme\r\n'; DROP TABLE shop.orders; --",
  "é'ü\u2028\u{1F600}'",
  '{p1:String}',
  "' SETTINGS additional_table_filters = {} --",
  '`acme`',
  "acme' FORMAT JSON --",
];

/** Every SQL-injection payload of the shared corpora, deduplicated, plus ClickHouse-specific ones. */
export function sqlInjectionPayloads(): string[] {
  const payloads = new Set<string>(CLICKHOUSE_PAYLOADS);
  for (const corpus of readdirSync(SQLI_ROOT)) {
    for (const file of readdirSync(join(SQLI_ROOT, corpus))) {
      if (!file.endsWith('.txt')) continue;
      for (const line of readFileSync(join(SQLI_ROOT, corpus, file), 'utf8').split('\n')) {
        const payload = line.replace(/\r$/, '');
        if (payload.trim() !== '') payloads.add(payload);
      }
    }
  }
  return [...payloads];
}
