import type { AppContext } from "../context";
import type { Handler, OperationId } from "../http/types";
import { authHandlers } from "./auth/handlers";
import { catalogHandlers } from "./catalog/handlers";
import { devHandlers } from "./dev/handlers";
import { geoHandlers } from "./geo/handlers";
import { supportHandlers } from "./support/handlers";

/** Every module's handlers by operationId; the contract decides routes, input and output. */
export function createHandlers(context: AppContext): Partial<{ [K in OperationId]: Handler<K> }> {
  return {
    ...authHandlers(context),
    ...devHandlers(context),
    ...supportHandlers(context),
    ...catalogHandlers(context),
    ...geoHandlers(context),
  };
}
