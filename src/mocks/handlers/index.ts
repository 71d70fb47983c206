import { accessGuard } from "../session";
import { authHandlers } from "./auth";
import { cartHandlers } from "./cart";
import { cartShareHandlers } from "./cartShares";
import { catalogHandlers } from "./catalog";
import { chatHandlers } from "./chat";
import { checkoutHandlers } from "./checkout";
import { devHandlers } from "./dev";
import { geoHandlers } from "./geo";
import { notificationsHandlers } from "./notifications";
import { ordersHandlers } from "./orders";
import { paymentsHandlers } from "./payments";
import { promotionHandlers } from "./promotion";
import { supportHandlers } from "./support";
import { usersHandlers } from "./users";

/** The default, happy-path handlers of each contract tag. */
export const handlersByTag = {
  auth: authHandlers,
  support: supportHandlers,
  catalog: catalogHandlers,
  cart: [...cartHandlers, ...cartShareHandlers],
  orders: ordersHandlers,
  checkout: checkoutHandlers,
  chat: chatHandlers,
  users: [...usersHandlers, ...notificationsHandlers],
  promotion: promotionHandlers,
  payments: paymentsHandlers,
  geo: geoHandlers,
  dev: devHandlers,
};

/** Every operation of the contract, answered from the in-memory state in ../db, behind its access check. */
export const handlers = [accessGuard, ...Object.values(handlersByTag).flat()];
