import { describe, expect, it } from 'vitest';
import { csvFileName, toCsv } from './csv-export';

describe('CSV export', () => {
  it("names the file '{prefix} {YYYY-MM-DD} (data export).csv'", () => {
    expect(csvFileName('Revenue by country', new Date(2024, 2, 5, 23, 59))).toBe(
      'Revenue by country 2024-03-05 (data export).csv',
    );
  });

  it('writes a header row and quotes where needed', () => {
    const csv = toCsv(
      ['name', 'amount'],
      [
        { name: 'Smith, John', amount: 10.5 },
        { name: null, amount: 2 },
      ],
    );
    expect(csv.split(/\r?\n/)).toEqual(['name,amount', '"Smith, John",10.5', ',2']);
  });

  it('neutralises spreadsheet formulas', () => {
    expect(toCsv(['v'], [{ v: '=HYPERLINK("x")' }])).toContain("'=HYPERLINK");
  });
});
