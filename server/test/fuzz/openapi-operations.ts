import { type JsonSchema, resolveRefs } from './json-schema';

export type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
};

/** One operation of the OpenAPI document: what it takes and what it answers, refs resolved. */
export type Operation = {
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
  /** By status ("200", "4XX", "default"): the JSON schema of the answer, or null when none is given. */
  responses: Record<string, JsonSchema | null>;
};

type RawOperation = {
  parameters?: (Omit<Parameter, 'schema'> & { schema?: JsonSchema; $ref?: string })[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
};

export type OpenApiDocument = { paths: Record<string, Record<string, RawOperation>> };

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

/** Every operation of the document, in document order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const parameters = (raw.parameters ?? []).map((parameter) => ({
        name: parameter.name,
        in: parameter.in,
        required: parameter.required || parameter.in === 'path',
        schema: resolveRefs(parameter.schema ?? {}, doc),
      }));
      const bodySchema = raw.requestBody?.content?.['application/json']?.schema;
      const responses = Object.fromEntries(
        Object.entries(raw.responses ?? {}).map(([status, response]) => {
          const schema = response.content?.['application/json']?.schema;
          return [status, schema ? resolveRefs(schema, doc) : null];
        }),
      );
      operations.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters,
        body: bodySchema ? resolveRefs(bodySchema, doc) : undefined,
        responses,
      });
    }
  }
  return operations;
}
