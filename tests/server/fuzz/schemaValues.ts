import fc from "fast-check";

/**
 * Values a JSON schema of the contract allows (mostly): the starting point the fuzz test then
 * corrupts. Not a complete JSON Schema generator: it knows what the contract's request schemas
 * use (types, enums, const, formats, patterns, bounds, oneOf/anyOf, required properties).
 */

export type JsonObject = Record<string, unknown>;
/** Follows `$ref`s of the contract (local pointers only). */
export type Resolve = (node: unknown) => JsonObject;

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  uuid: fc.uuid({ version: 4 }),
  "date-time": fc
    .date({ min: new Date("2020-01-01"), max: new Date("2035-01-01"), noInvalidDate: true })
    .map((date) => date.toISOString()),
  date: fc
    .date({ min: new Date("2020-01-01"), max: new Date("2035-01-01"), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  email: fc.emailAddress(),
};

function stringFor(schema: JsonObject): fc.Arbitrary<string> {
  const format = typeof schema.format === "string" ? FORMATS[schema.format] : undefined;
  if (format) return format;
  const minLength = typeof schema.minLength === "number" ? schema.minLength : 0;
  const maxLength = Math.min(typeof schema.maxLength === "number" ? schema.maxLength : 40, 200);
  if (typeof schema.pattern === "string") {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((text) => text.length >= minLength && text.length <= maxLength);
  }
  return fc.string({ minLength, maxLength: Math.max(minLength, maxLength) });
}

function numberFor(schema: JsonObject, integer: boolean): fc.Arbitrary<number> {
  const exclusive = typeof schema.exclusiveMinimum === "number" ? schema.exclusiveMinimum : null;
  const min = typeof schema.minimum === "number" ? schema.minimum : (exclusive ?? -1000);
  const max = typeof schema.maximum === "number" ? schema.maximum : 1_000_000;
  if (integer) return fc.integer({ min: Math.ceil(min + (exclusive === null ? 0 : 1)), max });
  return fc.double({
    min,
    max,
    noNaN: true,
    noDefaultInfinity: true,
    minExcluded: exclusive !== null,
  });
}

function objectFor(schema: JsonObject, resolve: Resolve, depth: number): fc.Arbitrary<unknown> {
  const properties = Object.entries((schema.properties ?? {}) as JsonObject);
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  const model = Object.fromEntries(
    properties.map(([name, property]) => [name, valueFor(property, resolve, depth + 1)]),
  );
  return fc.record(model, { requiredKeys: required.filter((name) => name in model) });
}

/** An arbitrary of values `schema` (possibly a `$ref`) describes. */
export function valueFor(node: unknown, resolve: Resolve, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(node);
  if (depth > 8) return fc.constant(null);
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const options = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (Array.isArray(options)) return fc.oneof(...options.map((o) => valueFor(o, resolve, depth)));
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type];
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case "string":
          return stringFor(schema);
        case "integer":
          return numberFor(schema, true);
        case "number":
          return numberFor(schema, false);
        case "boolean":
          return fc.boolean();
        case "null":
          return fc.constant(null);
        case "array":
          return fc.array(valueFor(schema.items, resolve, depth + 1), {
            minLength: typeof schema.minItems === "number" ? schema.minItems : 0,
            maxLength: Math.min(typeof schema.maxItems === "number" ? schema.maxItems : 5, 5),
          });
        case "object":
          return objectFor(schema, resolve, depth);
        default:
          // No type (a file part, a free-form value): anything JSON.
          return fc.jsonValue({ maxDepth: 2 });
      }
    }),
  );
}
