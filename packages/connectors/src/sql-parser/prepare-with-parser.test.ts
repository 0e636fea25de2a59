import { describe, expect, it } from 'vitest';
import { QueryRefusedError } from '../errors';
import { mySqlEngine } from '../mysql/sql-engine';
import { encodePlaceholders } from './placeholders';
import { prepareWithParser } from './prepare-with-parser';
import { sameTable } from './table-conditions';

const maria = mySqlEngine('shop', 'MariaDB');
const acme = { tenant: [{ table: 'orders', column: 'tenant_id', value: 'acme' }] };

describe('placeholders', () => {
  it('finds ? outside strings, quoted names and comments, in text order', () => {
    expect(
      encodePlaceholders('SELECT \'?\', `a?`, ? -- ?\n, "x\\"?", /* ? */ ? # ?', maria, 2),
    ).toBe('SELECT \'?\', `a?`, :__cr_o1 -- ?\n, "x\\"?", /* ? */ :__cr_o2 # ?');
  });

  it('refuses a parameter count that does not match', () => {
    expect(() => encodePlaceholders('SELECT ?', maria, 2)).toThrow(/1 placeholder \(\?\) but 2/);
  });
});

describe('sameTable', () => {
  it('matches any letter case and compares only the qualifiers both give', () => {
    expect(sameTable(['ORDERS'], ['orders'])).toBe(true);
    expect(sameTable(['shop', 'Orders'], ['orders'])).toBe(true);
    expect(sameTable(['orders'], ['shop', 'orders'])).toBe(true);
    expect(sameTable(['other', 'orders'], ['shop', 'orders'])).toBe(false);
    expect(sameTable(['orders_2'], ['orders'])).toBe(false);
  });
});

describe('MySQL/MariaDB prepare', () => {
  it('binds the rewrite’s values where their ? fall in the text', () => {
    expect(
      prepareWithParser(
        maria,
        {
          sql: 'SELECT id, ? AS label FROM orders WHERE id IN (SELECT id FROM ORDERS WHERE x = ?) AND y = ?',
          params: ['L', 1, 2],
        },
        acme,
      ),
    ).toEqual({
      sql:
        'SELECT `id`, ? AS `label` FROM (SELECT * FROM `orders` AS `__chartroom_scoped` WHERE ' +
        '(`__chartroom_scoped`.`tenant_id` = ?)) AS `orders` WHERE `id` IN (SELECT `id` FROM ' +
        '(SELECT * FROM `ORDERS` AS `__chartroom_scoped` WHERE (`__chartroom_scoped`.`tenant_id` = ?)) ' +
        'AS `ORDERS` WHERE `x` = ?) AND `y` = ?',
      params: ['L', 'acme', 'acme', 1, 2],
    });
  });

  it('keeps the SQL the MySQL dialect compiles faithful', () => {
    const sql =
      "SELECT CAST(DATE_FORMAT(CONVERT_TZ(`created_at`, 'UTC', 'Europe/Paris'), '%Y-%m-01 00:00:00') AS DATETIME) AS `m`, " +
      'DATE_SUB(DATE(`created_at`), INTERVAL WEEKDAY(`created_at`) DAY) AS `w`, ' +
      "GROUP_CONCAT(`name` SEPARATOR ', ') AS `names`, SUM(`amount`) AS `total` " +
      'FROM `orders` WHERE `created_at` BETWEEN CAST(? AS DATETIME) AND CAST(? AS DATETIME) ' +
      'GROUP BY 1, 2 ORDER BY 1 ASC LIMIT 2000';
    const prepared = prepareWithParser(maria, { sql, params: ['2024-01-01', '2024-02-01'] }, acme);
    expect(prepared.params).toEqual(['acme', '2024-01-01', '2024-02-01']);
    expect(prepared.sql).toContain(
      "CAST(DATE_FORMAT(CONVERT_TZ(`created_at`, 'UTC', 'Europe/Paris'), '%Y-%m-01 00:00:00') AS DATETIME)",
    );
    expect(prepared.sql).toContain("GROUP_CONCAT(`name` SEPARATOR ', ')");
    expect(prepared.sql).toContain('INTERVAL WEEKDAY(`created_at`) DAY');
  });

  it('refuses reserved names and unknown named parameters', () => {
    for (const sql of ['SELECT 1 AS __chartroom_scoped', 'SELECT :__cr_n1', 'SELECT :name']) {
      expect(() => prepareWithParser(maria, { sql }, acme), sql).toThrow(QueryRefusedError);
    }
  });
});
