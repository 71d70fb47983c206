/**
 * One schema for PGlite and PostgreSQL, one file per section. Money is integer cents; the API
 * formats dollars. Catalogue ids are integers (the contract's ids); carts, tags and threads use
 * uuids. drizzle-kit reads this file (server/drizzle.config.ts): a table is part of the schema
 * once it is exported here.
 */
export * from "./support";
export * from "./catalogue";
export * from "./users";
export * from "./auth";
export * from "./cart";
export * from "./coupons";
export * from "./payments";
export * from "./orders";
export * from "./operations";
export * from "./chat";
export * from "./files";
export * from "./inbox";
