import { setupServer } from "msw/node";
import { handlers } from "./handlers";

/** The mock API for Vitest: `server.listen()` once per file, `server.use(...scenario)` per test. */
export const server = setupServer(...handlers);
