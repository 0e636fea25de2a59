import type { ResultRow } from '@chartroom/core';
import { format } from 'date-fns';
import Papa from 'papaparse';

/** '{prefix} {YYYY-MM-DD} (data export).csv' (spec). */
export function csvFileName(prefix: string, date: Date = new Date()): string {
  return `${prefix} ${format(date, 'yyyy-MM-dd')} (data export).csv`;
}

/** CSV text of the given columns and rows (header row first, optionally with display names). */
export function toCsv(columns: string[], rows: ResultRow[], headers: string[] = columns): string {
  return Papa.unparse(
    { fields: headers, data: rows.map((r) => columns.map((c) => r[c] ?? '')) },
    { escapeFormulae: true },
  );
}

/** Starts a browser download of the CSV. */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob([csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
