import { describe, expect, it } from 'vitest';
import { charOffset, sqlExcerpt, withSqlExcerpt, withoutSqlExcerpt } from './sql-excerpt';

describe('sqlExcerpt', () => {
  it('quotes the line of the offset with a caret under it', () => {
    const sql = 'SELECT a,\n  nope\nFROM t';
    expect(sqlExcerpt(sql, sql.indexOf('nope'))).toBe('LINE 2:   nope\n          ^');
    expect(sqlExcerpt(sql, 0)).toBe('LINE 1: SELECT a,\n        ^');
    expect(sqlExcerpt(sql, sql.length)).toBe('LINE 3: FROM t\n              ^');
    expect(sqlExcerpt(sql, -1)).toBeNull();
    expect(sqlExcerpt(sql, sql.length + 1)).toBeNull();
  });

  it('cuts a long line around the offset', () => {
    const sql = `SELECT ${Array.from({ length: 40 }, (_, i) => `c${i}`).join(', ')}, nope FROM t`;
    const excerpt = sqlExcerpt(sql, sql.indexOf('nope'))!;
    const [line, caret] = excerpt.split('\n');
    expect(line!.startsWith('LINE 1: ...')).toBe(true);
    expect(line!.length).toBeLessThan(120);
    expect(line!.slice(caret!.indexOf('^'), caret!.indexOf('^') + 4)).toBe('nope');
  });

  it('adds the excerpt to a message, and takes an engine excerpt away', () => {
    expect(withSqlExcerpt('bad', 'SELECT x', 7)).toBe('bad\n\nLINE 1: SELECT x\n               ^');
    expect(withSqlExcerpt('bad', 'SELECT x', undefined)).toBe('bad');
    const engine = 'Binder Error: no "x"\n\nLINE 1: SELECT * FROM (SELECT x) AS q\n        ^';
    expect(withoutSqlExcerpt(engine)).toBe('Binder Error: no "x"');
  });

  it('turns a UTF-8 byte offset into a character offset', () => {
    expect(charOffset("SELECT 'é', x", 13)).toBe(12);
    expect(charOffset('SELECT x', 7)).toBe(7);
  });
});
