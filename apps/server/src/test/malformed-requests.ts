import fc from 'fast-check';
import { ID_PATTERN } from '@chartroom/core';
import type { ApiRoute } from './openapi-routes';
import { NUL, corrupted, validLooking, type Hints, type JsonSchema } from './json-schema-arbitrary';

/** One request to send, what is wrong with it, and what the server must do. */
export interface FuzzRequest {
  query: Array<[string, string]>;
  contentType?: string;
  body?: string;
  how: string;
  /** 'refused': malformed by construction, must get a 4xx; 'no-5xx': junk for a route without inputs. */
  expect: 'refused' | 'no-5xx';
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/** Texts that are not JSON. */
const BROKEN_JSON = [
  '{',
  '{"a":',
  "{'a': 1}",
  '{a:1}',
  '{"a":1,}',
  '[1,2',
  'undefined',
  'NaN',
  '\u0000',
  '{"a":"\\u0000',
  '{"a":1}{"b":2}',
  '\uFEFF{"a":1',
];

/** Control characters refused in ids, enums and names of query strings. */
const QUERY_CONTROLS = [NUL, '\u0001', '\n', '\u001b', '\u007f', '\u0085'];

function extraKeys(): fc.Arbitrary<Record<string, unknown>> {
  return fc.dictionary(
    fc.string({ minLength: 1, maxLength: 12 }).filter((k) => k !== '__proto__'),
    fc.jsonValue({ maxDepth: 2 }),
    { maxKeys: 3 },
  );
}

/** A JSON body its schema refuses: one corruption inside, possibly with unknown keys added. */
function corruptedBody(schema: JsonSchema, hints: Hints): fc.Arbitrary<FuzzRequest> {
  return fc.tuple(corrupted(schema, hints), fc.option(extraKeys())).map(([bad, extra]) => {
    const value = extra && isPlainObject(bad.value) ? { ...extra, ...bad.value } : bad.value;
    return {
      query: [],
      contentType: 'application/json',
      body: JSON.stringify(value),
      how: `body ${bad.how}${extra && isPlainObject(bad.value) ? ' (+ unknown keys)' : ''}`,
      expect: 'refused' as const,
    };
  });
}

/** Any JSON value that is not an object, deep nesting included. */
function nonObjectBody(): fc.Arbitrary<FuzzRequest> {
  const deep = fc
    .constantFrom(100, 5_000, 200_000)
    .map((n) => ({ text: `${'['.repeat(n)}${']'.repeat(n)}`, how: `arrays nested ${n} deep` }));
  const value = fc
    .jsonValue({ maxDepth: 3 })
    .filter((v) => !isPlainObject(v))
    .map((v) => ({ text: JSON.stringify(v), how: 'JSON value that is not an object' }));
  return fc.oneof(value, deep).map(({ text, how }) => ({
    query: [],
    contentType: 'application/json',
    body: text,
    how,
    expect: 'refused' as const,
  }));
}

/** An object body whose unknown field holds junk nested far deeper than any document. */
function deepObjectBody(schema: JsonSchema, hints: Hints): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(validLooking(schema, hints), fc.constantFrom(65, 1_000, 100_000))
    .map(([base, n]) => {
      const keys = Object.keys(schema.properties ?? {});
      const key = keys.find((k) => schema.properties?.[k]?.type === 'object') ?? keys[0] ?? 'x';
      const nested = `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
      const rest = isPlainObject(base) ? JSON.stringify({ ...base, [key]: null }) : '{}';
      return {
        query: [],
        contentType: 'application/json',
        body: rest.replace(`"${key}":null`, `"${key}":${nested}`),
        how: `${key} nested ${n} objects deep`,
        expect: 'refused' as const,
      };
    });
}

function brokenJson(): fc.Arbitrary<FuzzRequest> {
  const typed = fc
    .string({ maxLength: 40 })
    .filter((t) => {
      try {
        JSON.parse(t);
        return false;
      } catch {
        return true;
      }
    })
    .filter((t) => t.trim() !== '');
  return fc.oneof(fc.constantFrom(...BROKEN_JSON), typed).map((text) => ({
    query: [],
    contentType: 'application/json',
    body: text,
    how: 'malformed JSON text',
    expect: 'refused' as const,
  }));
}

function wrongContentType(schema: JsonSchema, hints: Hints): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(
      validLooking(schema, hints),
      fc.constantFrom('text/plain', 'application/xml', 'application/octet-stream', 'text/csv'),
    )
    .map(([value, contentType]) => ({
      query: [],
      contentType,
      body: JSON.stringify(value),
      how: `JSON sent as ${contentType}`,
      expect: 'refused' as const,
    }));
}

function queryValues(route: ApiRoute, hints: Hints): fc.Arbitrary<Array<[string, string]>> {
  const parts = route.query.map((p) => {
    const value = validLooking(p.schema, hints).map((v) =>
      (Array.isArray(v) ? v : [v]).map((x) => [p.name, String(x)] as [string, string]),
    );
    return p.required ? value : fc.option(value, { nil: [] });
  });
  return fc.tuple(...parts).map((lists) => lists.flat());
}

/** A query string with one parameter missing or corrupted (control character, too long, unknown). */
function corruptedQuery(route: ApiRoute, hints: Hints): fc.Arbitrary<FuzzRequest> {
  const names = route.query.map((p) => p.name);
  const required = route.query.filter((p) => p.required).map((p) => p.name);
  const corruptions = fc.constantFrom(...names).chain((name) => {
    const schema = route.query.find((p) => p.name === name)?.schema ?? {};
    const bad = fc.oneof(
      fc
        .tuple(validLooking(schema, hints), fc.constantFrom(...QUERY_CONTROLS), fc.nat())
        .map(([v, c, at]) => {
          // Inside the value (never at an end, where list items are trimmed).
          const text = `x${String(Array.isArray(v) ? (v[0] ?? '') : v)}x`;
          const i = 1 + (at % (text.length - 1));
          return {
            text: `${text.slice(0, i)}${c}${text.slice(i)}`,
            how: `control U+${c.codePointAt(0)?.toString(16).padStart(4, '0')}`,
          };
        }),
      fc.constant({ text: 'x'.repeat(5000), how: '5000 characters' }),
      // Ids take none of these (names in lists may).
      ...(schema.pattern === ID_PATTERN.source
        ? [fc.constant({ text: 'a b/c?', how: 'spaces and punctuation in an id' })]
        : []),
    );
    return fc.tuple(queryValues(route, hints), bad).map(([query, b]) => ({
      query: [...query.filter(([k]) => k !== name), [name, b.text] as [string, string]],
      how: `query ${name}: ${b.how}`,
    }));
  });
  const missing =
    required.length > 0
      ? fc.tuple(queryValues(route, hints), fc.constantFrom(...required)).map(([query, name]) => ({
          query: query.filter(([k]) => k !== name),
          how: `query without ${name}`,
        }))
      : null;
  const arb = missing ? fc.oneof(corruptions, missing) : corruptions;
  return arb.map(({ query, how }) => ({ query, how, expect: 'refused' as const }));
}

/** Junk for a route that takes no input: unknown query parameters and, for writes, a body. */
function junk(route: ApiRoute): fc.Arbitrary<FuzzRequest> {
  const query = fc.array(
    fc.tuple(fc.string({ minLength: 1, maxLength: 8 }), fc.string({ maxLength: 20 })),
    { maxLength: 3 },
  );
  const body =
    route.method === 'GET'
      ? fc.constant(undefined)
      : fc.option(
          fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
          {
            nil: undefined,
          },
        );
  return fc.tuple(query, body).map(([q, b]) => ({
    query: q,
    ...(b !== undefined ? { contentType: 'application/json', body: b } : {}),
    how: 'unknown query parameters and body',
    expect: route.otherBody ? ('refused' as const) : ('no-5xx' as const),
  }));
}

/** Malformed requests for one route, from what its OpenAPI operation declares. */
export function malformedRequests(route: ApiRoute, hints: Hints): fc.Arbitrary<FuzzRequest> {
  const arbs: Array<fc.Arbitrary<FuzzRequest>> = [];
  if (route.body) {
    arbs.push(
      corruptedBody(route.body, hints),
      corruptedBody(route.body, hints),
      nonObjectBody(),
      brokenJson(),
      wrongContentType(route.body, hints),
    );
    if (route.body.properties && route.body.type === 'object') {
      arbs.push(deepObjectBody(route.body, hints));
    }
  }
  if (route.query.length > 0) arbs.push(corruptedQuery(route, hints), corruptedQuery(route, hints));
  if (arbs.length === 0) arbs.push(junk(route));
  return fc.oneof(...arbs);
}
