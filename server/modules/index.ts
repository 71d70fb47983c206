import type { AppContext } from "../context";
import type { Handler, OperationId } from "../http/types";
import type { ClaimResumers } from "../idempotency/recovery";
import { authHandlers } from "./auth/handlers";
import { cartHandlers } from "./cart/handlers";
import { catalogHandlers } from "./catalog/handlers";
import { chatHandlers } from "./chat/handlers";
import { checkoutHandlers, checkoutResumer } from "./checkout";
import { devHandlers } from "./dev/handlers";
import { geoHandlers } from "./geo/handlers";
import { orderHandlers, tipResumer } from "./orders";
import { paymentHandlers } from "./payments/handlers";
import { promotionHandlers } from "./promotion/handlers";
import { supportHandlers } from "./support/handlers";
import { userHandlers } from "./users/handlers";

/** Every module's handlers by operationId; the contract decides routes, input and output. */
export function createHandlers(context: AppContext): Partial<{ [K in OperationId]: Handler<K> }> {
  return {
    ...authHandlers(context),
    ...devHandlers(context),
    ...supportHandlers(context),
    ...catalogHandlers(context),
    ...geoHandlers(context),
    ...cartHandlers(context),
    ...promotionHandlers(context),
    ...checkoutHandlers(context),
    ...paymentHandlers(context),
    ...orderHandlers(context),
    ...chatHandlers(context),
    ...userHandlers(context),
  };
}

/** How each module finishes the money calls a stopped process left claimed. */
export const claimResumers: ClaimResumers = {
  placeOrder: checkoutResumer,
  addAdditionalTip: tipResumer,
};
