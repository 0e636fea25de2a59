import { uploadTableNameSchema } from '@chartroom/core';

/** Largest upload the server takes (contracts.md: ≤ 200 MB). */
export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;
export const UPLOAD_ACCEPT = '.csv,.parquet,text/csv';

export type FileProblem = 'type' | 'size' | 'empty';

/** Why a file cannot be uploaded, or null. */
export function fileProblem(file: { name: string; size: number }): FileProblem | null {
  if (!/\.(csv|parquet)$/i.test(file.name)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_UPLOAD_BYTES) return 'size';
  return null;
}

/** A valid table name from a file name: `Sales 2024.csv` → `sales_2024`, `2024.csv` → `_2024`. */
export function tableNameFromFile(fileName: string): string {
  const base = fileName.replace(/\.[^.]*$/, '').toLowerCase();
  let name = base
    .replace(/[^a-z0-9_]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (name === '') name = 'upload';
  if (/^[0-9]/.test(name)) name = `_${name}`;
  return name.slice(0, 63);
}

/** The schema's message when the name is not `^[A-Za-z_][A-Za-z0-9_]{0,62}$`, else null. */
export function tableNameError(name: string): string | null {
  const parsed = uploadTableNameSchema.safeParse(name);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** 1536 → "1.5 KB" (locale aware). */
export function formatBytes(bytes: number, locale?: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}
