import { describe, expect, it } from 'vitest';
import { AstNumberText, parseAst, stringifyAst } from './sql-ast';

describe('lossless AST round trip', () => {
  it('keeps integers above 2^53 and decimals exactly as written', () => {
    const text =
      '{"query_location":18446744073709551615,"n":-9223372036854775808,"small":7,"d":50.0,"e":1.5e3}';
    const ast = parseAst(text);
    expect(ast).toEqual({
      query_location: new AstNumberText('18446744073709551615'),
      n: new AstNumberText('-9223372036854775808'),
      small: 7,
      d: new AstNumberText('50.0'),
      e: new AstNumberText('1.5e3'),
    });
    expect(stringifyAst(ast)).toBe(text);
  });

  it('leaves digits inside strings alone, including escaped quotes', () => {
    const text = '{"value":"\\"query_location\\":18446744073709551615 1.0","x":[1,"2",null,true]}';
    const ast = parseAst(text);
    expect(ast).toEqual({
      value: '"query_location":18446744073709551615 1.0',
      x: [1, '2', null, true],
    });
    expect(stringifyAst(ast)).toBe(text);
  });
});
