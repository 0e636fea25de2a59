import { describe, expect, it } from 'vitest';
import {
  fileProblem,
  formatBytes,
  MAX_UPLOAD_BYTES,
  tableNameError,
  tableNameFromFile,
} from './upload-file';

describe('upload file helpers', () => {
  it('derives a valid table name from the file name', () => {
    expect(tableNameFromFile('Sales 2024.csv')).toBe('sales_2024');
    expect(tableNameFromFile('2024-orders.parquet')).toBe('_2024_orders');
    expect(tableNameFromFile('...csv')).toBe('upload');
    expect(tableNameFromFile(`${'x'.repeat(80)}.csv`)).toHaveLength(63);
    for (const name of ['Sales 2024.csv', '2024-orders.parquet', 'é.csv']) {
      expect(tableNameError(tableNameFromFile(name))).toBeNull();
    }
  });

  it('refuses names the server refuses, with the schema message', () => {
    expect(tableNameError('1abc')).toMatch(/^Table name must start with a letter or underscore/);
    expect(tableNameError('a-b')).not.toBeNull();
    expect(tableNameError('a'.repeat(64))).not.toBeNull();
    expect(tableNameError('Orders_2')).toBeNull();
  });

  it('accepts .csv and .parquet up to 200 MB', () => {
    expect(fileProblem({ name: 'a.CSV', size: 10 })).toBeNull();
    expect(fileProblem({ name: 'a.parquet', size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(fileProblem({ name: 'a.xlsx', size: 10 })).toBe('type');
    expect(fileProblem({ name: 'a.csv', size: 0 })).toBe('empty');
    expect(fileProblem({ name: 'a.csv', size: MAX_UPLOAD_BYTES + 1 })).toBe('size');
  });

  it('formats sizes', () => {
    expect(formatBytes(512, 'en')).toBe('512 B');
    expect(formatBytes(1536, 'en')).toBe('1.5 KB');
    expect(formatBytes(150 * 1024 * 1024, 'en')).toBe('150 MB');
  });
});
