import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** `../shared/data` beside the project root (the test material of ../shared/data/README.md). */
const SHARED_DATA = fileURLToPath(new URL('../../../../../shared/data/', import.meta.url));

/** A path inside the shared test data, e.g. `sharedDataPath('sqli', 'seclists', 'Generic-SQLi.txt')`. */
export function sharedDataPath(...parts: string[]): string {
  return join(SHARED_DATA, ...parts);
}
