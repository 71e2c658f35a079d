import fc from 'fast-check';

/** The part of an OpenAPI 3 schema object the generator reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
}

/** Text an attacker would try in any string: control bytes, broken UTF-16, markup, SQL, size. */
export const hostileString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFFy',
    '\u202Eevil',
    '',
    ' ',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '{"$gt":""}',
    '😀'.repeat(50),
    'a'.repeat(5_000),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Values of the wrong kind or at the edges of numbers. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -0,
    -1,
    1e308,
    -1e308,
    2 ** 64,
    Number.MAX_SAFE_INTEGER + 2,
    0.1,
    'NaN',
    'Infinity',
    [],
    {},
    [[[[[]]]]],
  ),
  fc.constant(deepNesting(40)),
  fc.constant({ __proto__: { admin: true }, constructor: { prototype: { admin: true } } }),
);

function deepNesting(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/**
 * Values for `schema`: mostly well-formed (so requests get past validation into the handlers),
 * with a hostile value in place of any part one time in four. `known` offers real values for
 * properties and parameters by name (an existing media id, say), so handlers see real rows too.
 */
export function valueFor(
  schema: JsonSchema | undefined,
  known: Record<string, string[]>,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  const wellFormed = wellFormedFor(schema ?? {}, known, name, depth);
  return fc.oneof({ weight: 3, arbitrary: wellFormed }, { weight: 1, arbitrary: hostileValue });
}

function wellFormedFor(
  schema: JsonSchema,
  known: Record<string, string[]>,
  name: string,
  depth: number,
): fc.Arbitrary<unknown> {
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0) {
    return fc.oneof(...options.map((option) => wellFormedFor(option, known, name, depth)));
  }
  if (schema.allOf?.[0]) return wellFormedFor(schema.allOf[0], known, name, depth);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  const real = known[name];
  switch (type) {
    case 'string': {
      const text =
        schema.format === 'email'
          ? fc.emailAddress()
          : fc.string({
              minLength: schema.minLength ?? 0,
              maxLength: Math.min(schema.maxLength ?? 30, 60),
            });
      return real && real.length > 0 ? fc.oneof(fc.constantFrom(...real), text) : text;
    }
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -10, max: schema.maximum ?? 1_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -10, max: schema.maximum ?? 1_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 4
        ? fc.constant([])
        : fc.array(valueFor(schema.items, known, name, depth + 1), { maxLength: 3 });
    case 'object': {
      if (depth > 4 || !schema.properties) return fc.constant({});
      const entries = Object.entries(schema.properties);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of entries)
        record[key] = valueFor(property, known, key, depth + 1);
      return fc.record(record, { requiredKeys: schema.required ?? [] });
    }
    default:
      return hostileValue;
  }
}

/**
 * A path or query value as it goes on the wire. `encodeURIComponent` refuses lone surrogates,
 * so those (and NUL) are written as the raw bytes an attacker would send: invalid UTF-8.
 */
export function encodeForUrl(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? null);
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    out += code >= 0xd800 && code <= 0xdfff ? '%ED%A0%80' : encodeURIComponent(char);
  }
  return out;
}
