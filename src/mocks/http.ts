import { createOpenApiHttp } from "openapi-msw";
import type { paths } from "../../shared/contract/schema.gen";

/** Where the API lives, on any origin: "/api/v1" in the browser, "http://…/api/v1" in node. */
export const API_BASE_PATTERN = "*/api/v1";

/**
 * MSW's `http`, typed by the contract: paths, params, query, bodies and, through
 * `response(status).json(…)`, every answer. A handler that drifts from the contract fails tsc.
 */
export const http = createOpenApiHttp<paths>({ baseUrl: API_BASE_PATTERN });
