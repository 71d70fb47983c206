// @vitest-environment node
import { readFileSync } from "node:fs";
import openapiTS, { astToString, COMMENT_HEADER } from "openapi-typescript";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { OUR_ADDITIONS, SPEC_OPERATIONS } from "./spec-operations";

const CONTRACT_URL = new URL("../../openapi/storefront.v1.yaml", import.meta.url);
/** The contract's types, which the web app, the server and shared/ all import. */
const GENERATED_FILE = "shared/contract/schema.gen.d.ts";

const HTTP_METHODS = ["get", "put", "post", "delete", "patch", "options", "head", "trace"] as const;
type HttpMethod = (typeof HTTP_METHODS)[number];

const ALLOWED_TAGS = [
  "auth",
  "support",
  "catalog",
  "cart",
  "orders",
  "checkout",
  "chat",
  "users",
  "promotion",
  "payments",
  "geo",
  "dev",
] as const;

type JsonObject = Record<string, unknown>;

interface Operation {
  /** "METHOD /path", e.g. "GET /catalog/ui/products/{id}". */
  key: string;
  method: HttpMethod;
  path: string;
  object: JsonObject;
  /** Parameters of the path item and the operation, with $refs resolved. */
  parameters: JsonObject[];
}

function isRecord(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function asRecord(value: unknown, where: string): JsonObject {
  if (!isRecord(value)) throw new Error(`${where} is not an object`);
  return value;
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function isHttpMethod(key: string): key is HttpMethod {
  return (HTTP_METHODS as readonly string[]).includes(key);
}

/** Resolves a local JSON pointer ("#/components/schemas/Product"); undefined when it does not resolve. */
function resolvePointer(root: unknown, ref: string): unknown {
  if (!ref.startsWith("#")) return undefined;
  const tokens = ref
    .slice(1)
    .split("/")
    .slice(1)
    .map((token) => decodeURIComponent(token).replace(/~1/g, "/").replace(/~0/g, "~"));
  let node: unknown = root;
  for (const token of tokens) {
    if (Array.isArray(node)) {
      node = node[Number(token)];
    } else if (isRecord(node) && Object.hasOwn(node, token)) {
      node = node[token];
    } else {
      return undefined;
    }
  }
  return node;
}

/** Follows $ref chains to the referenced object. */
function deref(root: unknown, value: unknown): unknown {
  let node = value;
  for (let depth = 0; depth < 20 && isRecord(node) && typeof node.$ref === "string"; depth++) {
    node = resolvePointer(root, node.$ref);
  }
  return node;
}

/** Every $ref in the document with its location. */
function collectRefs(node: unknown, location: string, out: { ref: string; at: string }[]): void {
  if (Array.isArray(node)) {
    node.forEach((item, index) => collectRefs(item, `${location}/${index}`, out));
  } else if (isRecord(node)) {
    for (const [key, value] of Object.entries(node)) {
      if (key === "$ref" && typeof value === "string") out.push({ ref: value, at: location });
      else collectRefs(value, `${location}/${key}`, out);
    }
  }
}

const contractText = readFileSync(CONTRACT_URL, "utf8");
const contract = asRecord(parse(contractText), "the contract");
const paths = asRecord(contract.paths, "paths");

const operations: Operation[] = Object.entries(paths).flatMap(([path, rawItem]) => {
  const item = asRecord(rawItem, `paths.${path}`);
  const shared = asArray(item.parameters);
  return Object.entries(item)
    .filter((entry): entry is [HttpMethod, unknown] => isHttpMethod(entry[0]))
    .map(([method, rawOperation]) => {
      const object = asRecord(rawOperation, `${method} ${path}`);
      const parameters = [...shared, ...asArray(object.parameters)]
        .map((parameter) => deref(contract, parameter))
        .filter(isRecord);
      return { key: `${method.toUpperCase()} ${path}`, method, path, object, parameters };
    });
});

const operationKeys = new Set(operations.map((operation) => operation.key));
const expectedKeys: readonly string[] = [...SPEC_OPERATIONS, ...OUR_ADDITIONS];

function responseCodes(operation: Operation): string[] {
  return Object.keys(asRecord(operation.object.responses, `${operation.key} responses`));
}

function effectiveSecurity(operation: Operation): unknown[] {
  return asArray(operation.object.security ?? contract.security);
}

/** True when the operation accepts (or requires) a bearer token. */
function usesBearer(operation: Operation): boolean {
  return effectiveSecurity(operation).some(
    (requirement) => isRecord(requirement) && Object.hasOwn(requirement, "bearerAuth"),
  );
}

describe("the operation lists", () => {
  it("hold 61 spec operations and 30 additions, without duplicates", () => {
    expect(SPEC_OPERATIONS).toHaveLength(61);
    expect(OUR_ADDITIONS).toHaveLength(30);
    expect(new Set(expectedKeys).size).toBe(expectedKeys.length);
  });
});

describe("openapi/storefront.v1.yaml", () => {
  it("is OpenAPI 3.1 served under /api/v1", () => {
    expect(contract.openapi).toBe("3.1.0");
    expect(asArray(contract.servers)).toEqual([expect.objectContaining({ url: "/api/v1" })]);
  });

  it.each(SPEC_OPERATIONS.map((key) => [key]))("has the spec operation %s", (key) => {
    expect(operationKeys.has(key), `${key} is missing from the contract`).toBe(true);
  });

  it.each(OUR_ADDITIONS.map((key) => [key]))("has our addition %s", (key) => {
    expect(operationKeys.has(key), `${key} is missing from the contract`).toBe(true);
  });

  it("has no operation outside the spec's and our additions", () => {
    const extra = operations
      .map((operation) => operation.key)
      .filter((key) => !expectedKeys.includes(key));
    expect(extra, "operations that are neither in SPEC_OPERATIONS nor in OUR_ADDITIONS").toEqual(
      [],
    );
  });

  it("gives every operation a unique camelCase operationId", () => {
    const ids = operations.map((operation) => operation.object.operationId);
    const missing = operations
      .filter((operation) => typeof operation.object.operationId !== "string")
      .map((operation) => operation.key);
    expect(missing, "operations without an operationId").toEqual([]);
    const notCamel = operations
      .filter((operation) => !/^[a-z][a-zA-Z0-9]*$/.test(String(operation.object.operationId)))
      .map((operation) => `${operation.key}: ${String(operation.object.operationId)}`);
    expect(notCamel, "operationIds that are not camelCase").toEqual([]);
    const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(duplicates, "duplicated operationIds").toEqual([]);
  });

  it("gives every operation exactly one declared tag from the allowed set", () => {
    const declared = asArray(contract.tags).flatMap((tag) =>
      isRecord(tag) && typeof tag.name === "string" ? [tag.name] : [],
    );
    expect([...declared].sort()).toEqual([...ALLOWED_TAGS].sort());
    const wrong = operations
      .filter((operation) => {
        const tags = asArray(operation.object.tags);
        return (
          tags.length !== 1 ||
          typeof tags[0] !== "string" ||
          !(ALLOWED_TAGS as readonly string[]).includes(tags[0])
        );
      })
      .map((operation) => `${operation.key}: ${JSON.stringify(operation.object.tags)}`);
    expect(wrong, "operations without exactly one allowed tag").toEqual([]);
  });

  it("resolves every $ref", () => {
    const refs: { ref: string; at: string }[] = [];
    collectRefs(contract, "#", refs);
    expect(refs.length).toBeGreaterThan(0);
    const broken = refs
      .filter(({ ref }) => resolvePointer(contract, ref) === undefined)
      .map(({ ref, at }) => `${at}: ${ref}`);
    expect(broken, "unresolved $refs").toEqual([]);
  });

  it("lists 404 on every operation with an {id} path parameter", () => {
    const withId = operations.filter((operation) =>
      operation.parameters.some((parameter) => parameter.in === "path" && parameter.name === "id"),
    );
    expect(withId.length).toBeGreaterThan(0);
    const missing = withId
      .filter((operation) => !responseCodes(operation).includes("404"))
      .map((operation) => operation.key);
    expect(missing, "{id} operations without a 404 response").toEqual([]);
  });

  it("lists 401 on every operation that takes a bearer token, and never on public ones", () => {
    const missing = operations
      .filter((operation) => usesBearer(operation) && !responseCodes(operation).includes("401"))
      .map((operation) => operation.key);
    expect(missing, "secured operations without a 401 response").toEqual([]);
    const publicWith401 = operations
      .filter((operation) => !usesBearer(operation) && responseCodes(operation).includes("401"))
      .map((operation) => operation.key);
    expect(publicWith401, "public operations that list 401").toEqual([]);
  });

  it("lists 500 with the error body on every operation, so no failure answers a stack trace", () => {
    const missing = operations
      .filter((operation) => {
        const responses = asRecord(operation.object.responses, `${operation.key} responses`);
        const response = deref(contract, responses["500"]);
        if (!isRecord(response) || !isRecord(response.content)) return true;
        const media = response.content["application/json"];
        return (
          !isRecord(media) ||
          !isRecord(media.schema) ||
          media.schema.$ref !== "#/components/schemas/Error"
        );
      })
      .map((operation) => operation.key);
    expect(missing, "operations without a 500 answering the Error body").toEqual([]);
  });

  it("lists 503 with Retry-After and the error body on every operation but the health check", () => {
    const described = operations.map((operation) => {
      const responses = asRecord(operation.object.responses, `${operation.key} responses`);
      const response = deref(contract, responses["503"]);
      if (!isRecord(response)) return { key: operation.key, shed: false };
      const headers = isRecord(response.headers) ? response.headers : {};
      const content = isRecord(response.content) ? response.content : {};
      const media = content["application/json"];
      const complete =
        isRecord(headers["Retry-After"]) &&
        isRecord(media) &&
        isRecord(media.schema) &&
        media.schema.$ref === "#/components/schemas/Error";
      return { key: operation.key, shed: true, complete };
    });
    expect(
      described.filter(({ shed }) => !shed).map(({ key }) => key),
      "operations that load shedding never answers 503 (server/http/loadShedding.ts)",
    ).toEqual(["GET /health"]);
    expect(
      described.filter(({ shed, complete }) => shed && !complete).map(({ key }) => key),
      "503 answers without Retry-After and the Error body",
    ).toEqual([]);
  });

  it("bounds every integer a request can carry by PostgreSQL's integer range", () => {
    const unbounded: string[] = [];
    const visit = (node: unknown, where: string, seen: Set<unknown>) => {
      const schema = deref(contract, node);
      if (!isRecord(schema) || seen.has(schema)) return;
      seen.add(schema);
      if (
        schema.type === "integer" &&
        !(typeof schema.maximum === "number" && schema.maximum <= 2147483647)
      ) {
        unbounded.push(where);
      }
      for (const [key, value] of Object.entries(schema)) {
        if (key === "properties" && isRecord(value)) {
          for (const [name, property] of Object.entries(value))
            visit(property, `${where}.${name}`, seen);
        } else if (key === "items" || key === "schema") {
          visit(value, `${where}[]`, seen);
        } else if (key === "oneOf" || key === "anyOf" || key === "allOf") {
          asArray(value).forEach((part) => visit(part, where, seen));
        }
      }
    };
    for (const operation of operations) {
      for (const parameter of operation.parameters) {
        visit(parameter.schema, `${operation.key} ${String(parameter.name)}`, new Set());
      }
      const body = deref(contract, operation.object.requestBody);
      if (isRecord(body) && isRecord(body.content)) {
        for (const media of Object.values(body.content)) {
          if (isRecord(media)) visit(media.schema, `${operation.key} body`, new Set());
        }
      }
    }
    expect(unbounded, "request integers without a maximum (a larger one answers 500)").toEqual([]);
  });

  it("wraps every JSON success body in { data }", () => {
    const unwrapped = operations.flatMap((operation) => {
      const responses = asRecord(operation.object.responses, `${operation.key} responses`);
      return Object.entries(responses)
        .filter(([code]) => code.startsWith("2"))
        .flatMap(([code, rawResponse]) => {
          const response = asRecord(deref(contract, rawResponse), `${operation.key} ${code}`);
          // Binary answers (a chat file) have no JSON body to wrap.
          if (!isRecord(response.content) || !("application/json" in response.content)) return [];
          const media = response.content["application/json"];
          const schema = isRecord(media) ? deref(contract, media.schema) : undefined;
          const ok =
            isRecord(schema) &&
            isRecord(schema.properties) &&
            Object.hasOwn(schema.properties, "data") &&
            asArray(schema.required).includes("data");
          return ok ? [] : [`${operation.key} ${code}`];
        });
    });
    expect(unwrapped, "success bodies without a required data field").toEqual([]);
  });

  it("answers the whole Product from getProduct only: every list holds ProductSummary cards", () => {
    // Issue 14: the product page's fields (the info table above all) were most of the bytes
    // of home and search; a list that reached Product again would bring them back.
    const WHOLE_PRODUCT = "#/components/schemas/Product";
    const reaches = (node: unknown, seen: Set<string>): boolean => {
      const refs: { ref: string; at: string }[] = [];
      collectRefs(node, "", refs);
      return refs.some(({ ref }) => {
        if (ref === WHOLE_PRODUCT) return true;
        if (seen.has(ref)) return false;
        seen.add(ref);
        return reaches(resolvePointer(contract, ref), seen);
      });
    };
    const withWholeProduct = operations
      .filter((operation) => reaches(operation.object.responses, new Set()))
      .map((operation) => operation.key);
    expect(withWholeProduct).toEqual(["GET /catalog/ui/products/{id}"]);
  });
});

describe(GENERATED_FILE, () => {
  it("is generated from the current contract", { timeout: 60_000 }, async () => {
    // Same call as the CLI behind `npm run api:types` (openapi-typescript bin/cli.js).
    const expected = `${COMMENT_HEADER}${astToString(await openapiTS(CONTRACT_URL, { silent: true }))}`;
    let committed = "";
    try {
      committed = readFileSync(new URL(`../../${GENERATED_FILE}`, import.meta.url), "utf8");
    } catch {
      // a missing file is stale too
    }
    const normalise = (text: string): string => text.replace(/\r\n/g, "\n");
    expect(
      normalise(committed) === normalise(expected),
      `${GENERATED_FILE} is stale: run npm run api:types`,
    ).toBe(true);
  });
});
