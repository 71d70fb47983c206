/**
 * Order rules both the API server (server/) and the mock server (src/mocks/) follow.
 * Nothing from src/ or server/ (eslint.config.js refuses it).
 */
export * from "./flags";
export * from "./lifecycle";
export * from "./issueReports";
export * from "./shortages";
