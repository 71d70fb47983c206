/**
 * Refusal wordings both the API server (server/) and the mock server (src/mocks/) send.
 * Nothing from src/ or server/ (eslint.config.js refuses it).
 */
export * from "./messages";
