/**
 * The store's pure pricing rules, in integer cents, for the API server (server/) and the web
 * app's mock server (src/mocks/) alike, so the two cannot drift. No database, no framework, and
 * nothing from src/ or server/ (eslint.config.js refuses it).
 */
export * from "./coupons";
export * from "./freeDelivery";
export * from "./money";
export * from "./policy";
export * from "./refunds";
export * from "./shares";
export * from "./size";
export * from "./tips";
export * from "./totals";
export * from "./unitPrice";
