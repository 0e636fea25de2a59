import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as schemas from './index';

// Every schema is the source of the OpenAPI document and AI tool definitions: each must be
// representable as JSON Schema, both as input (bodies) and as output (answers).
const entries: [string, z.ZodType][] = [];
for (const [name, value] of Object.entries(schemas as Record<string, unknown>)) {
  if (name.endsWith('Schema') && value instanceof z.ZodType) entries.push([name, value]);
}

describe('JSON Schema representation', () => {
  it('finds the schemas', () => {
    expect(entries.length).toBeGreaterThan(150);
  });

  it.each(entries)('%s converts for input and output', (_name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
    expect(() => z.toJSONSchema(schema, { io: 'output' })).not.toThrow();
  });
});
