import { requireSession, requireUserId } from "../../http/session";
import type { ModuleHandlers } from "../../http/types";
import { setCartIfUnavailable, setLineIfUnavailable } from "./ifUnavailable";
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
import { addCartShareToCart, createCartShare, readCartShare } from "./shares";

type CartOperation =
  | "getCart"
  | "removeCartItem"
  | "replaceCartItem"
  | "setCartItemIfUnavailable"
  | "setCartIfUnavailable"
  | "applyCartCoupon"
  | "removeCartCoupon"
  | "setCartTip"
  | "removeCartTip"
  | "listSavedForLater"
  | "saveForLater"
  | "removeSavedForLater"
  | "moveSavedToCart"
  | "createCartShare"
  | "getCartShare"
  | "addCartShareToCart";

/** The session's cart (guests and customers alike): every change answers the updated cart. */
export const cartHandlers: ModuleHandlers<CartOperation> = (context) => ({
  getCart: async ({ session }) => ({ data: await cartAnswer(context, requireUserId(session)) }),
  replaceCartItem: async ({ session, body }) => ({
    data: await replaceItem(context, requireUserId(session), body.productId, body.qty),
  }),
  setCartItemIfUnavailable: async ({ session, params, body }) => ({
    data: await setLineIfUnavailable(context, requireUserId(session), params.id, body),
  }),
  setCartIfUnavailable: async ({ session, body }) => ({
    data: await setCartIfUnavailable(context, requireUserId(session), body.choice),
  }),
  removeCartItem: async ({ session, params }) => ({
    data: await removeItem(context, requireUserId(session), params.id),
  }),
  applyCartCoupon: async ({ session, body }) => ({
    data: await applyCoupon(context, requireUserId(session), body.code),
  }),
  removeCartCoupon: async ({ session }) => ({
    data: await removeCoupon(context, requireUserId(session)),
  }),
  setCartTip: async ({ session, body }) => ({
    data: await setTip(context, requireUserId(session), body.tipAmount),
  }),
  removeCartTip: async ({ session }) => ({ data: await clearTip(context, requireUserId(session)) }),
  listSavedForLater: async ({ session }) => ({
    data: await listSaved(context, requireSession(session)),
  }),
  saveForLater: async ({ session, body }) => ({
    data: await saveForLater(context, requireUserId(session), body.productId),
  }),
  removeSavedForLater: async ({ session, body }) => ({
    data: await removeSaved(context, requireSession(session), body.ids),
  }),
  moveSavedToCart: async ({ session, body }) => ({
    data: await moveSavedToCart(context, requireUserId(session), body.productId),
  }),
  createCartShare: async ({ session }) => ({
    data: await createCartShare(context, requireUserId(session)),
  }),
  // Anyone with the link reads it; a session changes nothing.
  getCartShare: async ({ params }) => ({ data: await readCartShare(context, params.id) }),
  addCartShareToCart: async ({ session, params }) => ({
    data: await addCartShareToCart(context, requireUserId(session), params.id),
  }),
});
