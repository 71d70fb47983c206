/**
 * The store's one rule for a phone number a code may be texted to, for the login modal (src/),
 * the API server (server/) and the mock server (src/mocks/) alike, so the three cannot drift.
 * Nothing from src/ or server/ (eslint.config.js refuses it).
 */
export * from "./phoneNumber";
