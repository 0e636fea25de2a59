import type { JsonSchema } from './json-schema-arbitrary';

/** One operation of the server's OpenAPI document, with what it takes. */
export interface ApiRoute {
  method: string;
  path: string;
  /** JSON body schema, when the route takes a JSON body. */
  body: JsonSchema | null;
  /** Whether another body type (multipart) is declared instead. */
  otherBody: boolean;
  query: Array<{ name: string; required: boolean; schema: JsonSchema }>;
}

interface OpenApiOperation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the document (so a new route is fuzzed without listing it anywhere). */
export function routesOf(doc: OpenApiDocument): ApiRoute[] {
  const routes: ApiRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      if (!METHODS.has(method)) continue;
      const content = op.requestBody?.content ?? {};
      const json = content['application/json']?.schema ?? null;
      routes.push({
        method: method.toUpperCase(),
        path,
        body: json,
        otherBody: !json && Object.keys(content).length > 0,
        query: (op.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: p.required === true, schema: p.schema ?? {} })),
      });
    }
  }
  return routes;
}
