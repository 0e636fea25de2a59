import { describe, expect, it } from 'vitest';
import { serializeRowAnswer } from './row-serializer';

describe('serializeRowAnswer', () => {
  it('writes the same JSON as JSON.stringify for every answer shape', () => {
    const rows = [
      { a: 1, b: 'x "quoted"', c: null },
      { a: 2.5, b: 'é', c: true },
    ];
    const answers = [
      { data: rows },
      { data: [] },
      {
        data: {
          columns: [{ name: 'a', type: 'number' }],
          rows,
          comparisonRows: [{ a: 0 }],
          segmentNames: ['x', 'y'],
          skipped: undefined,
        },
      },
      { data: { values: ['a', 'b'] } },
      { data: null },
    ];
    for (const answer of answers) {
      expect(JSON.parse(serializeRowAnswer(answer))).toEqual(JSON.parse(JSON.stringify(answer)));
      expect(serializeRowAnswer(answer)).toBe(JSON.stringify(answer));
    }
  });

  it('reuses the text of a row array it has written (a cached answer)', () => {
    const rows = [{ a: 1 }];
    const first = serializeRowAnswer({ data: { rows } });
    // A mutation after the first write is not seen: cached row arrays are never mutated.
    rows.push({ a: 2 });
    expect(serializeRowAnswer({ data: { rows } })).toBe(first);
    expect(serializeRowAnswer({ data: { rows: [...rows] } })).toBe(
      JSON.stringify({ data: { rows } }),
    );
  });
});
