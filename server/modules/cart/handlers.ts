import { unauthorized } from "../../http/errors";
import type { Session } from "../../http/session";
import type { ModuleHandlers } from "../../http/types";
import { listSaved, moveSavedToCart, removeSaved, saveForLater } from "./saved";
import {
  applyCoupon,
  cartAnswer,
  clearTip,
  removeCoupon,
  removeItem,
  replaceItem,
  setTip,
} from "./service";

type CartOperation =
  | "getCart"
  | "removeCartItem"
  | "replaceCartItem"
  | "applyCartCoupon"
  | "removeCartCoupon"
  | "setCartTip"
  | "removeCartTip"
  | "listSavedForLater"
  | "saveForLater"
  | "removeSavedForLater"
  | "moveSavedToCart";

/** The contract requires a session on every cart operation; the route already answered 401. */
function required(session: Session | null): Session {
  if (!session) throw unauthorized("Please sign in to continue.");
  return session;
}

const userOf = (session: Session | null) => required(session).user.id;

/** The session's cart (guests and customers alike): every change answers the updated cart. */
export const cartHandlers: ModuleHandlers<CartOperation> = (context) => ({
  getCart: async ({ session }) => ({ data: await cartAnswer(context, userOf(session)) }),
  replaceCartItem: async ({ session, body }) => ({
    data: await replaceItem(context, userOf(session), body.productId, body.qty),
  }),
  removeCartItem: async ({ session, params }) => ({
    data: await removeItem(context, userOf(session), params.id),
  }),
  applyCartCoupon: async ({ session, body }) => ({
    data: await applyCoupon(context, userOf(session), body.code),
  }),
  removeCartCoupon: async ({ session }) => ({
    data: await removeCoupon(context, userOf(session)),
  }),
  setCartTip: async ({ session, body }) => ({
    data: await setTip(context, userOf(session), body.tipAmount),
  }),
  removeCartTip: async ({ session }) => ({ data: await clearTip(context, userOf(session)) }),
  listSavedForLater: async ({ session }) => ({ data: await listSaved(context, required(session)) }),
  saveForLater: async ({ session, body }) => ({
    data: await saveForLater(context, userOf(session), body.productId),
  }),
  removeSavedForLater: async ({ session, body }) => ({
    data: await removeSaved(context, required(session), body.ids),
  }),
  moveSavedToCart: async ({ session, body }) => ({
    data: await moveSavedToCart(context, userOf(session), body.productId),
  }),
});
