import Ajv2020, { type ErrorObject } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { readContract } from "./contract";

const CONTRACT_ID = "https://storefront.example/openapi/storefront.v1.yaml";

/**
 * Validates bodies against the contract's schemas. The whole document is added under an $id, so
 * "#/components/schemas/X" refs inside it resolve. Strict mode is off because the document also
 * holds OpenAPI keywords (paths, info, …) that are not JSON Schema.
 */
function createValidator() {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addSchema(readContract(), CONTRACT_ID);
  return ajv;
}

let ajv: Ajv2020 | undefined;

/** The errors of `data` against the schema at `ref` ("#/components/schemas/Cart"); [] when valid. */
export function schemaErrors(ref: string, data: unknown): ErrorObject[] {
  ajv ??= createValidator();
  const validate =
    ajv.getSchema(`${CONTRACT_ID}${ref}`) ?? ajv.compile({ $ref: `${CONTRACT_ID}${ref}` });
  return validate(data) ? [] : (validate.errors ?? []);
}

/** Readable errors for an assertion message: "/data/0/price must be number". */
export function describeErrors(errors: readonly ErrorObject[]): string {
  return errors.map((error) => `${error.instancePath || "/"} ${error.message ?? ""}`).join("; ");
}
