// The contract's readable names live beside its generated types (shared/contract/types.ts), below
// every layer of the app (src/lib stores some of them); the app reaches them here by `@/api/types`.
export type * from "../../shared/contract/types";
