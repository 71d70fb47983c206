import { AjvCompiler } from "@fastify/ajv-compiler";
import type { FastifySchemaCompiler } from "fastify";

/** Fastify's own compiler; its typing names the schema, but its code takes the route's definition. */
type RouteCompiler = FastifySchemaCompiler<unknown>;

const SHARED_OPTIONS = { removeAdditional: false, allErrors: true, strictNumbers: true } as const;

/**
 * Validators for the contract's schemas. Path and query parameters arrive as text, so they are
 * coerced to the contract's types ("2" becomes 2). A JSON body already carries its types and must
 * match the contract exactly: coerced, `qty: null` would remove a line and `tipAmount: [5]` tip 5.
 * Multipart fields are text too, and the contract describes them as strings.
 */
export function contractValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const fromPool = AjvCompiler();
  const exact = fromPool({}, { customOptions: { ...SHARED_OPTIONS, coerceTypes: false } });
  const coercing = fromPool({}, { customOptions: { ...SHARED_OPTIONS, coerceTypes: "array" } });
  return (route) => {
    const compile = (route.httpPart === "body" ? exact : coercing) as unknown as RouteCompiler;
    return compile(
      route.httpPart === "headers" ? { ...route, schema: lowerCaseNames(route.schema) } : route,
    );
  };
}

/**
 * Node hands headers over with lowercase names; Fastify lowercases the contract's header names
 * (Idempotency-Key, Stripe-Signature) itself only for its built-in compiler, not a custom one.
 */
function lowerCaseNames(schema: unknown): unknown {
  if (typeof schema !== "object" || schema === null) return schema;
  const { properties, required, ...rest } = schema as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  return {
    ...rest,
    ...(properties
      ? {
          properties: Object.fromEntries(
            Object.entries(properties).map(([name, property]) => [name.toLowerCase(), property]),
          ),
        }
      : {}),
    ...(required ? { required: required.map((name) => name.toLowerCase()) } : {}),
  };
}
