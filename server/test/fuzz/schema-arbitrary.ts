import fc from 'fast-check';
import type { JsonSchema } from './json-schema';

/** Values of the running world that generated inputs draw on, so that calls reach past "not found". */
export type ValuePool = { ids: string[]; strings: string[] };

const UUID_FORMAT = 'uuid';
const MAX_GENERATED_LENGTH = 60;

/** Text of every kind: plain, any code point (NUL, lone surrogates), markup and injection tries. */
const nastyText = fc.constantFrom(
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '../../etc/passwd',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🏳️‍🌈',
  '%00%2e%2e%2f',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  '${7*7}{{7*7}}',
  ' ',
  '',
);

function anyText(minLength: number, maxLength: number) {
  const max = Math.min(maxLength, minLength + MAX_GENERATED_LENGTH);
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength, maxLength: max }) },
    { weight: 2, arbitrary: fc.string({ minLength, maxLength: max, unit: 'binary' }) },
    { weight: 1, arbitrary: nastyText.filter((s) => s.length >= minLength && s.length <= maxLength) },
  );
}

function regexOf(pattern: string): RegExp {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return new RegExp(pattern);
  }
}

function stringArbitrary(schema: JsonSchema, pool: ValuePool): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 10_000;
  const fits = (s: string) => s.length >= minLength && s.length <= maxLength;
  if (schema.enum) return fc.constantFrom(...(schema.enum as string[]));
  if (schema.format === UUID_FORMAT) {
    const known = pool.ids.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom(...pool.ids) }] : [];
    return fc.oneof(...known, { weight: 1, arbitrary: fc.uuid({ version: 4 }) });
  }
  if (schema.format === 'email') {
    return fc
      .tuple(fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.constantFrom('example.com', 'example.org'))
      .map(([local, domain]) => `${local}@${domain}`);
  }
  if (schema.format === 'date-time') {
    return fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2100-01-01T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString());
  }
  if (schema.pattern) {
    const regex = regexOf(schema.pattern);
    const known = pool.strings.filter((s) => regex.test(s) && fits(s));
    const generated = fc.stringMatching(regex, { maxLength }).filter(fits);
    return known.length > 0 ? fc.oneof(fc.constantFrom(...known), generated) : generated;
  }
  const known = pool.strings.filter(fits);
  const text = anyText(minLength, maxLength).filter(fits);
  return known.length > 0
    ? fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...known) }, { weight: 3, arbitrary: text })
    : text;
}

function bound(value: number | boolean | undefined, fallback: number): number {
  return typeof value === 'number' ? value : fallback;
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const exclusiveMin =
    schema.exclusiveMinimum === true
      ? schema.minimum
      : typeof schema.exclusiveMinimum === 'number'
        ? schema.exclusiveMinimum
        : undefined;
  const exclusiveMax =
    schema.exclusiveMaximum === true
      ? schema.maximum
      : typeof schema.exclusiveMaximum === 'number'
        ? schema.exclusiveMaximum
        : undefined;
  if (schema.type === 'integer') {
    const min = Math.max(
      schema.minimum ?? -1_000_000,
      exclusiveMin === undefined ? -Infinity : exclusiveMin + 1,
    );
    const max = Math.min(
      schema.maximum ?? 1_000_000,
      exclusiveMax === undefined ? Infinity : exclusiveMax - 1,
    );
    const small = fc.integer({ min: Math.max(min, -20), max: Math.min(max, 100) });
    const wide = fc.integer({
      min: Math.max(min, Number.MIN_SAFE_INTEGER),
      max: Math.min(max, Number.MAX_SAFE_INTEGER),
    });
    return min <= 100 && max >= -20 && min <= max ? fc.oneof(small, wide) : wide;
  }
  const min = bound(schema.minimum, exclusiveMin ?? -1e9);
  const max = bound(schema.maximum, exclusiveMax ?? 1e9);
  return fc
    .oneof(
      fc.integer({ min: Math.ceil(min), max: Math.floor(max) }),
      fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
    )
    .filter(
      (n) =>
        (exclusiveMin === undefined || n > exclusiveMin) && (exclusiveMax === undefined || n < exclusiveMax),
    );
}

/** Values that `schema` accepts (refinements the document cannot say, e.g. "passwords match", aside). */
export function validValue(schema: JsonSchema, pool: ValuePool, depth = 0): fc.Arbitrary<unknown> {
  const base = validBase(schema, pool, depth);
  return schema.nullable ? fc.oneof(fc.constant(null), base) : base;
}

function validBase(schema: JsonSchema, pool: ValuePool, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => validValue(option, pool, depth + 1)));
  if (schema.allOf) return validValue(Object.assign({}, ...schema.allOf) as JsonSchema, pool, depth + 1);
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema, pool);
    case 'number':
    case 'integer':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items ?? {}, pool, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, (schema.minItems ?? 0) + 5),
      });
    case 'object':
      return objectArbitrary(schema, pool, depth);
    default:
      return depth > 3 ? fc.jsonValue({ maxDepth: 1 }) : fc.jsonValue({ maxDepth: 2 });
  }
}

function objectArbitrary(schema: JsonSchema, pool: ValuePool, depth: number) {
  const properties = schema.properties ?? {};
  const shape = Object.fromEntries(
    Object.entries(properties).map(([key, child]) => [key, validValue(child, pool, depth + 1)]),
  );
  const requiredKeys = (schema.required ?? []).filter((key) => key in properties);
  const record = fc.record(shape, { requiredKeys });
  if (schema.additionalProperties === false || Object.keys(properties).length > 0) return record;
  return fc
    .tuple(record, fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }))
    .map(([known, extra]) => ({ ...extra, ...known }));
}

/**
 * Values that are probably not what `schema` accepts: a wrong type, a bound crossed, a required
 * key dropped, an unknown key added, or any JSON at all. Whether one really is invalid is decided
 * afterwards by the validator, not assumed.
 */
export function invalidValue(schema: JsonSchema, pool: ValuePool): fc.Arbitrary<unknown> {
  const anything = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.constantFrom(null, true, 0, -1, 1e308, '', 'null', [], {}, [[]], { __proto__: { isAdmin: true } }),
  );
  const mutations: fc.Arbitrary<unknown>[] = [anything];
  if (schema.type === 'object' && schema.properties) {
    const properties = schema.properties;
    const keys = Object.keys(properties);
    const valid = validValue(schema, pool) as fc.Arbitrary<Record<string, unknown>>;
    if (keys.length > 0) {
      mutations.push(
        fc
          .tuple(valid, fc.constantFrom(...keys))
          .chain(([value, key]) =>
            invalidValue(properties[key]!, pool).map((bad) => ({ ...value, [key]: bad })),
          ),
        fc.tuple(valid, fc.constantFrom(...keys)).map(([value, key]) => {
          const { [key]: _dropped, ...rest } = value;
          return rest;
        }),
      );
    }
    mutations.push(
      fc
        .tuple(
          valid,
          fc.constantFrom('chips', 'isAdmin', 'userId', 'isWon', 'permissions', '__proto__', 'constructor'),
        )
        .map(([value, key]) => ({ ...value, [key]: key === 'isAdmin' ? true : 1_000_000 })),
    );
  }
  if (schema.type === 'string') {
    const maxLength = schema.maxLength;
    if (maxLength !== undefined && maxLength < 5000) {
      mutations.push(fc.string({ minLength: maxLength + 1, maxLength: maxLength + 20 }));
    }
    mutations.push(anyText(0, 40), fc.integer(), fc.boolean());
  }
  if (schema.type === 'number' || schema.type === 'integer') {
    mutations.push(
      fc.constantFrom(
        (schema.minimum ?? 0) - 1,
        (schema.maximum ?? 0) + 1,
        0.5,
        -0,
        Number.MAX_SAFE_INTEGER + 2,
        1e300,
        -1e300,
        '1',
        '1e3',
        'NaN',
      ),
    );
  }
  if (schema.type === 'array' && schema.items) {
    mutations.push(fc.array(invalidValue(schema.items, pool), { minLength: 1, maxLength: 3 }));
    if (schema.maxItems !== undefined && schema.maxItems < 200) {
      mutations.push(
        fc.array(validValue(schema.items, pool), {
          minLength: schema.maxItems + 1,
          maxLength: schema.maxItems + 2,
        }),
      );
    }
  }
  return fc.oneof(...mutations);
}
