import fc from 'fast-check';
import type { Operation, Parameter } from './openapi-operations';
import { invalidValue, type ValuePool, validValue } from './schema-arbitrary';

export type FuzzIdentity = 'anonymous' | 'player' | 'admin';

/** One generated call: who makes it, and what it sends. `valid` says what was meant, not what is. */
export type FuzzCase = {
  identity: FuzzIdentity;
  meant: 'valid' | 'invalid';
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  /** A JSON value, or `{ raw }`: bytes that are not JSON at all, sent as they are. */
  body: { json: unknown } | { raw: string; contentType: string } | undefined;
};

const identities = fc.constantFrom<FuzzIdentity>('anonymous', 'player', 'player', 'admin', 'admin');

function valuesOf(parameters: Parameter[], pool: ValuePool, invalidName: string | undefined) {
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const parameter of parameters) {
    shape[parameter.name] =
      parameter.name === invalidName
        ? invalidValue(parameter.schema, pool)
        : validValue(parameter.schema, pool);
  }
  const requiredKeys = parameters.filter((p) => p.required || p.name === invalidName).map((p) => p.name);
  return fc.record(shape, { requiredKeys });
}

const rawBodies = fc.oneof(
  fc.constantFrom(
    { raw: '{"a":', contentType: 'application/json' },
    { raw: '', contentType: 'application/json' },
    { raw: 'null', contentType: 'application/json' },
    { raw: '{"__proto__":{"isAdmin":true}}', contentType: 'application/json' },
    { raw: '{"constructor":{"prototype":{"isAdmin":true}}}', contentType: 'application/json' },
    { raw: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    { raw: '<xml/>', contentType: 'text/xml' },
    { raw: '{}', contentType: 'text/plain' },
  ),
  fc.string({ maxLength: 40, unit: 'binary' }).map((raw) => ({ raw, contentType: 'application/json' })),
);

/**
 * Calls of `operation`: half meant valid (every part from its schema), half meant invalid (one
 * part, a parameter or the body, broken; or a body that is not JSON at all).
 */
export function fuzzCases(operation: Operation, pool: ValuePool): fc.Arbitrary<FuzzCase> {
  const byPlace = (place: Parameter['in']) => operation.parameters.filter((p) => p.in === place);
  const parts = [
    ...operation.parameters.map((p) => p.name),
    ...(operation.body ? ['(body)', '(raw body)'] : []),
  ];
  const build = (meant: FuzzCase['meant'], broken: string | undefined) =>
    fc.record({
      identity: identities,
      meant: fc.constant(meant),
      params: valuesOf(byPlace('path'), pool, broken),
      query: valuesOf(byPlace('query'), pool, broken),
      headers: valuesOf(byPlace('header'), pool, broken),
      body: !operation.body
        ? fc.constant(undefined)
        : broken === '(raw body)'
          ? rawBodies
          : (broken === '(body)' ? invalidValue(operation.body, pool) : validValue(operation.body, pool)).map(
              (json) => ({ json }),
            ),
    });
  if (parts.length === 0) return build('valid', undefined);
  return fc.oneof(
    build('valid', undefined),
    fc.constantFrom(...parts).chain((part) => build('invalid', part)),
  );
}
