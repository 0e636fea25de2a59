import fc from 'fast-check';
import { ID_PATTERN } from '@chartroom/core';

/** The parts of JSON Schema (as the OpenAPI document writes our zod schemas) the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** Real ids of the test server, so valid-looking references point at existing rows. */
export interface Hints {
  ids: readonly string[];
}

const MAX_DEPTH = 6;
/** A string that is never a valid value of any of our fields. */
export const NUL = '\u0000';

function typesOf(schema: JsonSchema): string[] {
  if (schema.enum) return [...new Set(schema.enum.map((v) => (v === null ? 'null' : typeof v)))];
  const declared = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const types = declared.map((t) => (t === 'integer' ? 'number' : t));
  if (schema.nullable) types.push('null');
  return types;
}

function branches(schema: JsonSchema): JsonSchema[] | null {
  return schema.anyOf ?? schema.oneOf ?? null;
}

function stringArb(schema: JsonSchema, hints: Hints): fc.Arbitrary<string> {
  if (schema.pattern === ID_PATTERN.source) {
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...hints.ids, 'acme', 'no-such-id') },
      { weight: 1, arbitrary: fc.stringMatching(ID_PATTERN) },
    );
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  if (schema.format === 'email') return fc.constantFrom('ada@example.com', 'ops@acme.example');
  if (schema.format === 'uri') return fc.constantFrom('https://example.com/a', 'http://x.test/');
  if (schema.format === 'date-time') return fc.constant('2025-01-02T03:04:05.000Z');
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? 16, 16));
  return fc.string({ minLength: min, maxLength: max });
}

function numberArb(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? -1000, -1_000_000);
  const max = Math.min(schema.maximum ?? 1000, 1_000_000);
  if (integer)
    return fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) });
  return fc.double({ min, max: Math.max(min, max), noNaN: true, noDefaultInfinity: true });
}

/** A value that looks valid for `schema` (refinements aside). */
export function validLooking(schema: JsonSchema, hints: Hints, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const options = branches(schema);
  if (options && options.length > 0) {
    return fc.oneof(...options.map((o) => validLooking(o, hints, depth + 1)));
  }
  if (schema.allOf && schema.allOf[0]) return validLooking(schema.allOf[0], hints, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const base = baseArb(type, schema, hints, depth);
  return schema.nullable ? fc.oneof(base, fc.constant(null)) : base;
}

function baseArb(
  type: string | undefined,
  schema: JsonSchema,
  hints: Hints,
  depth: number,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArb(schema, hints);
    case 'integer':
      return numberArb(schema, true);
    case 'number':
      return numberArb(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const min = schema.minItems ?? 0;
      const max = depth > MAX_DEPTH ? min : Math.max(min, Math.min(schema.maxItems ?? 2, 2));
      return fc.array(validLooking(schema.items ?? {}, hints, depth + 1), {
        minLength: min,
        maxLength: max,
      });
    }
    case 'object':
      return objectArb(schema, hints, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectArb(schema: JsonSchema, hints: Hints, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = schema.required ?? [];
  const keys = Object.keys(properties).filter((k) => depth <= MAX_DEPTH || required.includes(k));
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const key of keys) model[key] = validLooking(properties[key] ?? {}, hints, depth + 1);
  const record = fc.record(model, { requiredKeys: required.filter((k) => keys.includes(k)) });
  const extra = schema.additionalProperties;
  if (keys.length > 0 || !extra || typeof extra !== 'object' || depth > MAX_DEPTH) return record;
  return fc.dictionary(fc.stringMatching(/^[a-z]{1,8}$/), validLooking(extra, hints, depth + 1), {
    maxKeys: 2,
  });
}

/**
 * A value that `schema` refuses whatever its refinements: one corruption somewhere inside an
 * otherwise valid-looking value (a NUL in a string, a string over its maximum, a number out of
 * range, a value of the wrong type, an unknown enum member), with a label saying which.
 */
export function corrupted(
  schema: JsonSchema,
  hints: Hints,
  depth = 0,
): fc.Arbitrary<{ value: unknown; how: string }> {
  const leaf: Array<fc.Arbitrary<{ value: unknown; how: string }>> = [
    wrongType(schema),
    withNul(schema, hints),
  ];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (schema.enum && schema.enum.length > 0) {
    if (typesOf(schema).includes('string')) {
      leaf.push(fc.constant({ value: 'zz-not-an-option', how: 'unknown enum member' }));
    }
  } else if (type === 'string' && schema.maxLength !== undefined && !branches(schema)) {
    const length = schema.maxLength + 1;
    leaf.push(fc.constant({ value: 'x'.repeat(length), how: `string of ${length} characters` }));
  } else if ((type === 'number' || type === 'integer') && schema.maximum !== undefined) {
    leaf.push(
      fc.constantFrom(
        { value: 1e308, how: 'huge number' },
        { value: schema.maximum + 1, how: 'number over its maximum' },
      ),
    );
    if (schema.minimum !== undefined) {
      leaf.push(fc.constant({ value: -1e308, how: 'huge negative number' }));
    }
    if (type === 'integer') leaf.push(fc.constant({ value: 0.5, how: 'fraction for an integer' }));
  }
  const inner = depth <= MAX_DEPTH ? innerCorruption(schema, hints, depth) : null;
  return inner ? fc.oneof(...leaf.filter(notNull), inner) : fc.oneof(...leaf.filter(notNull));
}

function notNull<T>(v: T | null): v is T {
  return v !== null;
}

/** A value whose JSON type none of the schema's branches accepts. */
function wrongType(schema: JsonSchema): fc.Arbitrary<{ value: unknown; how: string }> {
  const options = branches(schema);
  const accepted = new Set(options ? options.flatMap(typesOf) : typesOf(schema));
  if (accepted.size === 0) return fc.constant({ value: `x${NUL}`, how: 'NUL in a string' });
  const candidates: Array<[string, unknown]> = [
    ['string', 'not-the-right-type'],
    ['number', 12345],
    ['boolean', true],
    ['object', { nested: [[[{ junk: [1, 'two', null] }]]] }],
    ['array', [[], {}, 'junk']],
    ['null', null],
  ];
  const wrong = candidates.filter(([t]) => !accepted.has(t));
  if (wrong.length === 0) return fc.constant({ value: `x${NUL}`, how: 'NUL in a string' });
  return fc.constantFrom(
    ...wrong.map(([t, value]) => ({ value, how: `${t} for ${[...accepted].join('|')}` })),
  );
}

/** A valid-looking value with NUL put into one of its strings (or a NUL string in its place). */
function withNul(schema: JsonSchema, hints: Hints): fc.Arbitrary<{ value: unknown; how: string }> {
  return fc.tuple(validLooking(schema, hints), fc.nat()).map(([value, pick]) => {
    const injected = injectNul(value, pick);
    return injected.done
      ? { value: injected.value, how: 'NUL in a string' }
      : { value: `x${NUL}`, how: 'NUL string in place of a value' };
  });
}

function injectNul(value: unknown, pick: number): { value: unknown; done: boolean } {
  const strings: string[][] = [];
  collectStrings(value, [], strings);
  if (strings.length === 0) return { value, done: false };
  const path = strings[pick % strings.length] ?? [];
  const copy = structuredClone(value) as Record<string, unknown>;
  if (path.length === 0) return { value: `${String(value)}${NUL}`, done: true };
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = path[path.length - 1] ?? '';
  const text = String(node[last]);
  const at = pick % (text.length + 1);
  node[last] = `${text.slice(0, at)}${NUL}${text.slice(at)}`;
  return { value: copy, done: true };
}

function collectStrings(value: unknown, path: string[], out: string[][]): void {
  if (typeof value === 'string') out.push(path);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) collectStrings(v, [...path, k], out);
  }
}

/** One property (or array item) corrupted, the rest valid-looking. */
function innerCorruption(
  schema: JsonSchema,
  hints: Hints,
  depth: number,
): fc.Arbitrary<{ value: unknown; how: string }> | null {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' && schema.properties && Object.keys(schema.properties).length > 0) {
    const props = schema.properties;
    const keys = Object.keys(props);
    return fc.constantFrom(...keys).chain((key) =>
      fc
        .tuple(objectArb(schema, hints, depth), corrupted(props[key] ?? {}, hints, depth + 1))
        .map(([base, bad]) => ({
          value: { ...(base as Record<string, unknown>), [key]: bad.value },
          how: `${key}: ${bad.how}`,
        })),
    );
  }
  if (type === 'array' && schema.items) {
    const items = schema.items;
    return fc
      .tuple(validLooking(schema, hints, depth), corrupted(items, hints, depth + 1), fc.nat())
      .map(([base, bad, at]) => {
        const list = [...(base as unknown[])];
        list.splice(at % (list.length + 1), 0, bad.value);
        return { value: list, how: `[item]: ${bad.how}` };
      });
  }
  return null;
}
