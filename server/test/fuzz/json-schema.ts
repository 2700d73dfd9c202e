/** The part of JSON Schema (OpenAPI 3.0 flavour) the API's documents use. */
export type JsonSchema = {
  $ref?: string;
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  description?: string;
};

/**
 * A copy of `schema` with every local `$ref` ("#/components/schemas/X") replaced by what it names.
 * A reference back into itself is cut off as `{}` (any value), which only loosens generation.
 */
export function resolveRefs(schema: JsonSchema, root: object, seen: string[] = []): JsonSchema {
  if (schema.$ref) {
    if (!schema.$ref.startsWith('#/') || seen.includes(schema.$ref)) return {};
    const target = schema.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], root);
    if (!target) throw new Error(`unresolved $ref ${schema.$ref}`);
    return resolveRefs(target as JsonSchema, root, [...seen, schema.$ref]);
  }
  const copy: JsonSchema = { ...schema };
  if (schema.properties) {
    copy.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, child]) => [key, resolveRefs(child, root, seen)]),
    );
  }
  if (schema.items) copy.items = resolveRefs(schema.items, root, seen);
  if (typeof schema.additionalProperties === 'object') {
    copy.additionalProperties = resolveRefs(schema.additionalProperties, root, seen);
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = schema[key];
    if (list) copy[key] = list.map((child) => resolveRefs(child, root, seen));
  }
  return copy;
}

/**
 * `schema` in the dialect ajv reads (draft-07): OpenAPI 3.0's boolean `exclusiveMinimum` /
 * `exclusiveMaximum` (which qualify `minimum` / `maximum`) become the numbers they stand for.
 */
export function toDraft7(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toDraft7);
  if (schema === null || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === 'enum' || key === 'const' ? value : toDraft7(value),
    ]),
  );
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof copy[exclusive] !== 'boolean') continue;
    if (copy[exclusive] === true && typeof copy[bound] === 'number') copy[exclusive] = copy[bound];
    else delete copy[exclusive];
    if (typeof copy[exclusive] === 'number') delete copy[bound];
  }
  return copy;
}
