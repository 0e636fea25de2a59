import { describe, expect, it } from 'vitest';
import { BaseDialect } from './base-dialect';
import { ParamList } from './param-list';

class Positional extends BaseDialect {
  readonly name = 'mysql' as const;
  override placeholder(): string {
    return '?';
  }
}

describe('ParamList', () => {
  it('numbers placeholders in text order, whatever order the values were added in', () => {
    const params = new ParamList(new Positional());
    const where = params.add('late');
    const select = params.add(1);
    const out = params.finish(`SELECT ${select} WHERE a = ${where} OR b = ${where}`);
    expect(out).toEqual({ sql: 'SELECT ? WHERE a = ? OR b = ?', params: [1, 'late', 'late'] });
  });

  it('uses the dialect placeholder with the value type', () => {
    class Typed extends BaseDialect {
      readonly name = 'clickhouse' as const;
      override placeholder(i: number, type = 'string'): string {
        return `{p${i}:${type}}`;
      }
    }
    const params = new ParamList(new Typed());
    const sql = `${params.add('a')} ${params.add(2)} ${params.add(false)} ${params.add('t', 'timestamp')}`;
    expect(params.finish(sql).sql).toBe('{p1:string} {p2:number} {p3:boolean} {p4:timestamp}');
  });
});
