import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The SQL injection payload lists of ../shared/data/sqli (see its README). */
export const SQLI_DIR = fileURLToPath(new URL('../../../../../shared/data/sqli', import.meta.url));

/** Every distinct non-blank line of every payload list (files starting with '_' are notes). */
export function sqliPayloads(dir: string = SQLI_DIR): string[] {
  const lines = new Set<string>();
  for (const source of readdirSync(dir)) {
    for (const file of readdirSync(join(dir, source))) {
      if (!file.endsWith('.txt') || file.startsWith('_')) continue;
      for (const line of readFileSync(join(dir, source, file), 'utf8').split('\n')) {
        const text = line.replace(/\r$/, '');
        if (text.trim()) lines.add(text);
      }
    }
  }
  return [...lines];
}
