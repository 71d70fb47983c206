import fc from "fast-check";
import { readContract } from "../../../openapi/operations";
import { corrupted, hostileRawJson, hostileText, hostileValue } from "./hostileValues";
import { valueFor, type JsonObject } from "./schemaValues";

/** One operation of the contract as the fuzz test calls it. */
export interface FuzzOperation {
  operationId: string;
  method: "GET" | "PUT" | "POST" | "DELETE" | "PATCH";
  /** As written in the contract: "/cart/items/{id}". */
  path: string;
  pathParameters: { name: string; schema: unknown }[];
  queryParameters: { name: string; schema: unknown }[];
  headerParameters: { name: string; schema: unknown }[];
  /** The request body's media type and schema, if the operation takes one. */
  body: { mediaType: string; schema: unknown } | null;
  /** Answers a `text/event-stream`, which stays open until the client or the server ends it. */
  streams: boolean;
}

/** A request ready for app.inject, the token added by the caller. */
export interface FuzzRequest {
  method: FuzzOperation["method"];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const contract = readContract();
const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function resolve(node: unknown): JsonObject {
  let current = node;
  for (let hops = 0; isObject(current) && typeof current.$ref === "string" && hops < 20; hops++) {
    current = current.$ref
      .slice(2)
      .split("/")
      .reduce<unknown>((at, key) => (isObject(at) ? at[key] : undefined), contract);
  }
  return isObject(current) ? current : {};
}

export function fuzzOperations(): FuzzOperation[] {
  return Object.entries(resolve(contract.paths)).flatMap(([path, item]) => {
    const shared = Array.isArray(resolve(item).parameters) ? (resolve(item).parameters as []) : [];
    return (["get", "put", "post", "delete", "patch"] as const).flatMap((method) => {
      const operation = resolve(resolve(item)[method]);
      if (typeof operation.operationId !== "string") return [];
      const own = Array.isArray(operation.parameters) ? (operation.parameters as []) : [];
      const parameters = [...shared, ...own].map(resolve);
      const ofKind = (kind: string) =>
        parameters
          .filter((parameter) => parameter.in === kind)
          .map((parameter) => ({ name: String(parameter.name), schema: parameter.schema }));
      const content = Object.entries(resolve(resolve(operation.requestBody).content));
      const [mediaType, media] = content[0] ?? [];
      return [
        {
          operationId: operation.operationId,
          method: method.toUpperCase() as FuzzOperation["method"],
          path,
          pathParameters: ofKind("path"),
          queryParameters: ofKind("query"),
          headerParameters: ofKind("header"),
          body: mediaType ? { mediaType, schema: resolve(media).schema } : null,
          streams:
            "text/event-stream" in resolve(resolve(resolve(operation.responses)["200"]).content),
        },
      ];
    });
  });
}

/** Percent-encodes any text, lone surrogates included (encodeURIComponent throws on those). */
function percentEncoded(text: string): string {
  return [...Buffer.from(text, "utf8")]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`,
    )
    .join("");
}

/** A parameter's value as text: mostly one its schema allows, often a hostile one. */
const parameterText = (schema: unknown): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 2, arbitrary: valueFor(schema, resolve).map((value) => String(value)) },
    { weight: 3, arbitrary: hostileText },
  );

/** Header values are printable text: light-my-request, like Node, refuses to send others. */
const headerSafe = (text: string) => /^[\x20-\x7e]*$/.test(text);

/** The operation's own headers (an Idempotency-Key, a signature): mostly valid, at times missing. */
function headersFor(operation: FuzzOperation): fc.Arbitrary<Record<string, string>> {
  const model = Object.fromEntries(
    operation.headerParameters.map((parameter) => [
      parameter.name.toLowerCase(),
      fc.oneof(
        { weight: 4, arbitrary: valueFor(parameter.schema, resolve).map(String) },
        { weight: 1, arbitrary: hostileText.filter(headerSafe) },
      ),
    ]),
  );
  return fc.record(model, { requiredKeys: [] }) as fc.Arbitrary<Record<string, string>>;
}

function urlFor(operation: FuzzOperation): fc.Arbitrary<string> {
  const pathValues = fc.tuple(...operation.pathParameters.map((p) => parameterText(p.schema)));
  const query = fc.record(
    Object.fromEntries(operation.queryParameters.map((p) => [p.name, parameterText(p.schema)])),
    { requiredKeys: [] },
  );
  const unknownQuery = fc.option(fc.tuple(hostileText, hostileText), { freq: 5 });
  return fc.tuple(pathValues, query, unknownQuery).map(([values, parameters, extra]) => {
    let index = 0;
    const path = operation.path.replace(/\{[^}]+\}/g, () => percentEncoded(values[index++] ?? ""));
    const pairs = Object.entries(parameters as Record<string, string>);
    if (extra) pairs.push(extra);
    const search = pairs.map(([k, v]) => `${percentEncoded(k)}=${percentEncoded(v)}`).join("&");
    return `/api/v1${path}${search ? `?${search}` : ""}`;
  });
}

const JSON_TYPES = ["application/json", "application/json; charset=utf-8", "text/plain", ""];

function jsonBody(schema: unknown): fc.Arbitrary<Pick<FuzzRequest, "headers" | "payload">> {
  const valid = valueFor(schema, resolve);
  const text = fc.oneof(
    { weight: 2, arbitrary: valid.map((value) => JSON.stringify(value)) },
    { weight: 4, arbitrary: corrupted(valid).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? "null") },
    { weight: 2, arbitrary: hostileRawJson },
  );
  const contentType = fc.oneof(
    { weight: 6, arbitrary: fc.constant(JSON_TYPES[0] ?? "") },
    { weight: 1, arbitrary: fc.constantFrom(...JSON_TYPES) },
  );
  return fc.tuple(text, contentType).map(([payload, type]) => {
    const headers: Record<string, string> = type ? { "content-type": type } : {};
    return { headers, payload };
  });
}

/** A multipart form as browsers send it, with hostile fields, parts or framing at times. */
function multipartBody(schema: unknown): fc.Arbitrary<Pick<FuzzRequest, "headers" | "payload">> {
  const fields = corrupted(valueFor(schema, resolve)).map((value) =>
    isObject(value) ? value : { value },
  );
  const file = fc.option(
    fc.record({ name: hostileText, bytes: fc.uint8Array({ maxLength: 64 }) }),
    { freq: 3 },
  );
  const framing = fc.constantFrom("whole", "whole", "whole", "cut short", "no boundary");
  return fc.tuple(fields, file, framing).map(([values, attached, how]) => {
    const boundary = "----fuzzboundary";
    const parts = Object.entries(values).map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n` +
        `${typeof value === "string" ? value : JSON.stringify(value)}\r\n`,
    );
    const filePart = attached
      ? Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; ` +
              `filename="${attached.name.replace(/["\r\n]/g, "")}"\r\n` +
              "Content-Type: application/octet-stream\r\n\r\n",
          ),
          Buffer.from(attached.bytes),
          Buffer.from("\r\n"),
        ])
      : Buffer.alloc(0);
    const whole = Buffer.concat([
      Buffer.from(parts.join("")),
      filePart,
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const payload = how === "cut short" ? whole.subarray(0, Math.floor(whole.length / 2)) : whole;
    const type =
      how === "no boundary" ? "multipart/form-data" : `multipart/form-data; boundary=${boundary}`;
    return { headers: { "content-type": type }, payload };
  });
}

function bodyFor(operation: FuzzOperation): fc.Arbitrary<Pick<FuzzRequest, "headers" | "payload">> {
  if (!operation.body) {
    // Bodies nobody asked for, sometimes.
    return fc
      .option(jsonBody({}), { freq: 4, nil: undefined })
      .map((body) => body ?? { headers: {} });
  }
  return operation.body.mediaType === "multipart/form-data"
    ? fc.oneof(multipartBody(operation.body.schema), jsonBody(operation.body.schema))
    : jsonBody(operation.body.schema);
}

/** Requests to `operation` whose address, query and body come from its schemas and hostile values. */
export function requestsFor(operation: FuzzOperation): fc.Arbitrary<FuzzRequest> {
  const parts = fc.tuple(urlFor(operation), headersFor(operation), bodyFor(operation));
  return parts.map(([url, headers, body]) => ({
    method: operation.method,
    url,
    headers: { ...headers, ...body.headers },
    ...(body.payload === undefined ? {} : { payload: body.payload }),
  }));
}
