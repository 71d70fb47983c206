import type { HttpHandler, RequestHandler } from "msw";
import type { TimeSlotAvailability, TimeSlotDay } from "@/api/types";
import {
  CHAT_TOO_FAST_MESSAGE,
  CHAT_UPLOADS_TOO_LARGE_TODAY_MESSAGE,
  PRODUCT_NOT_FOUND_MESSAGE,
} from "../../../shared/errors";
import { FILE_TOO_LARGE_MESSAGE } from "../files";
import {
  CART_SHARE_NOT_FOUND_MESSAGE,
  cartFixture,
  emptyCartFixture,
  NOT_DELIVERABLE_MESSAGE,
  notificationInboxFixture,
  outOfStockCartShareFixture,
  timeSlotDays,
} from "../fixtures";
import type { OrderRecord } from "../fixtures";
import { handlersByTag } from "../handlers";
import { DIET_FILTERS } from "../handlers/catalogQueries";
import { CARD_DECLINED_MESSAGE } from "../handlers/checkout";
import { http } from "../http";
import { findOrderRecord, orderView } from "../views";
import {
  answer,
  answers,
  failure,
  loading,
  overrideEvery,
  SERVER_ERROR_MESSAGE,
  serverError,
  slow,
} from "./builders";
import { longChatHistory } from "./chatHistory";
import { riderReplies, supportAgentReplies } from "./replies";

/**
 * Named sets of handler overrides, shared by Storybook (`parameters: { msw: scenarios.cart.empty }`)
 * and Vitest (`server.use(...scenarios.cart.empty)`). Each is a RequestHandler[] that sits in
 * front of the default handlers, so a scenario only names what differs.
 */
export type Scenario = RequestHandler[];

/** Every tag gets the same three failure modes over all of its operations. */
function commonScenarios(tagHandlers: readonly HttpHandler[]) {
  return {
    loading: overrideEvery(tagHandlers, answers.loading),
    serverError: overrideEvery(tagHandlers, answers.error(500, SERVER_ERROR_MESSAGE)),
    networkError: overrideEvery(tagHandlers, answers.networkError),
  };
}

const emptyThreadPage = { data: [], meta: { hasOlder: false, hasNewer: false } };

const emptyPage = { data: [], meta: { currentPage: 1, totalPages: 0 } };

/** A product list with nothing in it, every chip counting none. */
const emptyProductPage = {
  ...emptyPage,
  filterCounts: DIET_FILTERS.map((filter) => ({ filter, count: 0 })),
};

const TOO_MANY_CODES = "Too many codes requested. Try again in a minute.";
const LOCKED_OUT = "Too many wrong codes were entered for this number. Please try again later.";

const auth = {
  ...commonScenarios(handlersByTag.auth),
  sendOtpFails: [serverError("post", "/auth/login-by-phone", "Failed to send OTP")],
  tooManyOtpRequests: [failure("post", "/auth/login-by-phone", 429, TOO_MANY_CODES)],
  /** The code never goes out, so 'Send OTP' stays busy. */
  sendOtpLoading: [loading("post", "/auth/login-by-phone")],
  /** Too many wrong codes for this number: the server blocks it for a while (429). */
  lockedOut: [failure("post", "/auth/login-by-phone/verify", 429, LOCKED_OUT)],
  /** Revoking the token fails; the browser still ends its session. */
  logoutFails: [serverError("post", "/auth/logout")],
};

const NOT_DELIVERABLE = { isDeliverable: false, message: NOT_DELIVERABLE_MESSAGE };

/** A delivery day with every window closed (today) or full (the days after). */
function unbookable(day: TimeSlotDay, index: number): TimeSlotDay {
  const availability: TimeSlotAvailability = index === 0 ? "CLOSED" : "FULL";
  const slots = day.deliveryTimeSlotSettings.map((slot) => ({ ...slot, availability }));
  return { ...day, deliveryTimeSlotSettings: slots };
}

const support = {
  ...commonScenarios(handlersByTag.support),
  noEthnicities: [answer("/support/ethnicities", { data: [] })],
  notDeliverable: [answer("/support/delivery-address/validation", { data: NOT_DELIVERABLE })],
  countryCodesFail: [serverError("get", "/support/country-phone-codes")],
  /** Every delivery window is closed (today) or full (the days after). */
  windowsClosed: [
    answer("/support/delivery/time-slot-settings", { data: timeSlotDays.map(unbookable) }),
  ],
};

const catalog = {
  ...commonScenarios(handlersByTag.catalog),
  emptySearch: [
    answer("/catalog/ui/products", emptyProductPage),
    answer("/catalog/ui/tags/search", { data: [] }),
  ],
  productNotFound: [failure("get", "/catalog/ui/products/{id}", 404, PRODUCT_NOT_FOUND_MESSAGE)],
  notifyFails: [serverError("post", "/catalog/ui/products/{id}")],
  productRequestFails: [serverError("post", "/catalog/ui/product-requests")],
  noCategories: [answer("/catalog/ui/categories", { data: [] })],
};

const cart = {
  ...commonScenarios(handlersByTag.cart),
  empty: [
    answer("/cart", { data: emptyCartFixture() }),
    answer("/cart/items/saved-for-later", { data: [] }),
  ],
  /** Two lines (a discounted one), as a snapshot: changes in this scenario do not stick. */
  withItems: [answer("/cart", { data: cartFixture() })],
  updateFails: [
    serverError("post", "/cart/items/replace", "Failed to update cart. Please try again."),
  ],
  /**
   * Quantity changes and line removals answer 800 ms late, then as usual (or as a scenario listed
   * after this one says), so the change shown before the answer can be seen.
   */
  slowChanges: [slow("post", "/cart/items/replace"), slow("delete", "/cart/items/{id}")],
  /** The drawer's remove icon fails (DELETE /cart/items/{id}). */
  removeFails: [serverError("delete", "/cart/items/{id}")],
  /** The cart refuses a line's "If unavailable" choice (the item picked no longer qualifies). */
  ifUnavailableRefused: [
    failure(
      "put",
      "/cart/items/{id}/if-unavailable",
      422,
      "That item cannot replace Basmati Rice 5 kg: pick one of the similar items in stock.",
    ),
  ],
  /** The similar items of "A specific item" cannot be loaded. */
  replacementsFail: [serverError("get", "/catalog/ui/products/{id}/replacements")],
  /** Saving for later, moving back to the cart and removing a saved item all fail. */
  savedForLaterFails: [
    serverError("post", "/cart/items/saved-for-later"),
    serverError("post", "/cart/items/saved-for-later/move-to-cart"),
    serverError("delete", "/cart/items/saved-for-later"),
  ],
  couponFails: [failure("put", "/cart/coupon", 422, "Failed to redeem coupon.")],
  /** Making the share link never answers: the dialog stays on "creating". */
  shareCreating: [loading("post", "/cart/shares")],
  shareFails: [serverError("post", "/cart/shares")],
  /** Opening a shared cart never answers. */
  shareLoading: [loading("get", "/cart/shares/{id}")],
  /** The link is unknown or has expired (the server cannot tell which, and does not say). */
  shareNotFound: [
    failure("get", "/cart/shares/{id}", 404, CART_SHARE_NOT_FOUND_MESSAGE),
    failure("post", "/cart/shares/{id}/add-to-cart", 404, CART_SHARE_NOT_FOUND_MESSAGE),
  ],
  /** Every shared product is out of stock or coming soon (a snapshot). */
  shareOutOfStock: [answer("/cart/shares/{id}", { data: outOfStockCartShareFixture() })],
  shareAddFails: [serverError("post", "/cart/shares/{id}/add-to-cart")],
  /** 'Add all to cart' never answers. */
  shareAdding: [loading("post", "/cart/shares/{id}/add-to-cart")],
};

/** The errors list of `checkout.placeOrderFails`: one toast each. */
export const PLACE_ORDER_FAILURE_ERRORS = [
  "Your card was declined.",
  "Basmati Rice 5 kg is no longer available.",
];

const PLACE_ORDER_FAILED = "Failed to submit checkout.";

/** Reads of each dispatched order under `orders.liveDelivery` (a new mock db starts over). */
const riderTrips = new WeakMap<OrderRecord, number>();
const LIVE_DELIVERY_STEPS = 2;

const orders = {
  ...commonScenarios(handlersByTag.orders),
  empty: [answer("/orders/ui", emptyPage)],
  noPreviouslyBought: [answer("/orders/ui/previously-bought-items", emptyPage)],
  orderNotFound: [failure("get", "/orders/ui/{id}", 404, "Order not found")],
  cancelFails: [serverError("put", "/orders/ui/cancel/{id}")],
  rateFails: [serverError("post", "/orders/ui/rate/{id}")],
  instructionsFail: [serverError("put", "/orders/ui/delivery-instructions/{id}")],
  tipFails: [serverError("put", "/orders/ui/additional-tip/{id}", "Failed to apply tip")],
  /** A problem report is refused (422) with the server's words, as for a quantity already reported. */
  reportRefused: [
    failure(
      "post",
      "/orders/ui/issues/{id}",
      422,
      "Basmati Rice 5 kg is already reported: there is nothing left to report or refund.",
    ),
  ],
  /**
   * A dispatched order on its way: each read of it (the order page polls) brings the rider half
   * way closer to the door, and the read after that finds it delivered.
   */
  liveDelivery: [
    http.get("/orders/ui/{id}", ({ params, response }) => {
      const record = findOrderRecord(params.id);
      if (record?.status !== "PENDING_DISPATCHED") return undefined;
      const reads = (riderTrips.get(record) ?? 0) + 1;
      riderTrips.set(record, reads);
      if (reads > LIVE_DELIVERY_STEPS) {
        record.status = "SHIPPED";
        return undefined;
      }
      const order = orderView(record);
      const door = order.orderShipping.userAddress;
      const rider = order.rider;
      if (rider?.latitude == null || rider.longitude == null) return undefined;
      const share = (reads - 1) / LIVE_DELIVERY_STEPS;
      const moved = {
        ...rider,
        latitude: rider.latitude + (door.latitude - rider.latitude) * share,
        longitude: rider.longitude + (door.longitude - rider.longitude) * share,
      };
      return response(200).json({ data: { ...order, rider: moved } });
    }),
  ],
};

const checkout = {
  ...commonScenarios(handlersByTag.checkout),
  noCards: [answer("/orders/checkout/payment-methods", { data: [] })],
  /** The checkout shows each entry of `errors` as a toast. */
  placeOrderFails: [
    failure("post", "/orders/checkout", 422, PLACE_ORDER_FAILED, PLACE_ORDER_FAILURE_ERRORS),
  ],
  /** Placing the order answers 800 ms late, then as usual: a second click lands while it is in flight. */
  placeOrderSlow: [slow("post", "/orders/checkout")],
  cardDeclined: [failure("post", "/orders/checkout/verify-card", 422, CARD_DECLINED_MESSAGE)],
  /** The offline card form's confirmation declines, as for Stripe's 4000 0000 0000 0002. */
  sandboxCardDeclined: [
    failure("post", "/orders/checkout/sandbox/confirm-card", 422, CARD_DECLINED_MESSAGE),
  ],
  removeCardFails: [serverError("delete", "/orders/checkout/payment-methods/{id}")],
  /** Starting to save a card fails (500): not the card's fault, so 'Something went wrong.'. */
  saveCardFails: [serverError("post", "/orders/checkout/save-card")],
  /** Starting to save a card never answers, so the add-card dialog stays on 'Saving…'. */
  saveCardHangs: [loading("post", "/orders/checkout/save-card")],
};

const chat = {
  ...commonScenarios(handlersByTag.chat),
  noMessages: [
    answer("/orders/chat/ui/messages", emptyThreadPage),
    answer("/users/customer/support/chat/ui/messages", emptyThreadPage),
    answer("/users/customer/support/chat/ui/unread/count", { data: { unReadMessagesCount: 0 } }),
  ],
  sendFails: [
    serverError("post", "/orders/chat/ui/messages", "Error on sending message"),
    serverError("post", "/users/customer/support/chat/ui/messages", "Failed to send message"),
  ],
  fileTooLarge: [
    failure("post", "/users/customer/support/chat/ui/messages", 413, FILE_TOO_LARGE_MESSAGE),
  ],
  /** The support agent answers a moment after each message; polling shows the answer. */
  supportAgentReplies: [supportAgentReplies],
  /** The rider answers a moment after each order chat message; polling shows the answer. */
  riderReplies: [riderReplies],
  /** An order chat message never finishes sending, so the spinner stays. */
  riderSendHangs: [loading("post", "/orders/chat/ui/messages")],
  /** A support message never finishes sending, so the spinner stays. */
  supportSendHangs: [loading("post", "/users/customer/support/chat/ui/messages")],
  supportThreadFails: [serverError("get", "/users/customer/support/chat/ui/thread")],
  supportUnreadFails: [serverError("get", "/users/customer/support/chat/ui/unread/count")],
  supportMessagesFail: [serverError("get", "/users/customer/support/chat/ui/messages")],
  /** More than a page of earlier messages in both chats: older ones load page by page. */
  longHistory: longChatHistory(),
  /** A long history whose older page never arrives, so 'Loading older messages…' stays. */
  olderMessagesHang: longChatHistory({ olderHang: true }),
  /** Past the chat's per-minute limit: both chats refuse the next message with 429. */
  sendTooFast: [
    failure("post", "/orders/chat/ui/messages", 429, CHAT_TOO_FAST_MESSAGE),
    failure("post", "/users/customer/support/chat/ui/messages", 429, CHAT_TOO_FAST_MESSAGE),
  ],
  /** Past the day's upload allowance: a file is refused with 429. */
  uploadsTooLargeToday: [
    failure(
      "post",
      "/users/customer/support/chat/ui/messages",
      429,
      CHAT_UPLOADS_TOO_LARGE_TODAY_MESSAGE,
    ),
  ],
};

const ADDRESS_ZIP_REFUSED_ENTRY = 'body.zip must match pattern "^[0-9]{5}(-[0-9]{4})?$"';
const ADDRESS_ZIP_REFUSED = `Invalid request: ${ADDRESS_ZIP_REFUSED_ENTRY}.`;

/** Adding and editing an address: each address scenario answers both alike. */
const ADDRESS_SAVES = [
  ["post", "/users/ui/address"],
  ["put", "/users/ui/address/{id}"],
] as const;

const users = {
  ...commonScenarios(handlersByTag.users),
  noAddresses: [answer("/users/ui/address", { data: [] })],
  addressNotDeliverable: ADDRESS_SAVES.map(([m, p]) => failure(m, p, 422, NOT_DELIVERABLE_MESSAGE)),
  /** The server refuses the ZIP as it refuses a value against the contract: 400 with an errors list. */
  addressInvalidZip: ADDRESS_SAVES.map(([m, p]) =>
    failure(m, p, 400, ADDRESS_ZIP_REFUSED, [ADDRESS_ZIP_REFUSED_ENTRY]),
  ),
  /** Saving an address never finishes, so the dialog stays 'Saving...'. */
  addressSaving: ADDRESS_SAVES.map(([m, p]) => loading(m, p)),
  addressSaveFails: ADDRESS_SAVES.map(([m, p]) => serverError(m, p)),
  profileUpdateFails: [
    failure("put", "/users/customer/profile", 409, "That email is already in use."),
  ],
  notificationSaveFails: [serverError("put", "/users/ui/notification-settings")],
  /** The inbox holds nothing yet (a snapshot). */
  inboxEmpty: [answer("/users/ui/notifications", { data: notificationInboxFixture([]) })],
  /** The inbox cannot be loaded. */
  inboxFails: [serverError("get", "/users/ui/notifications")],
  /** The inbox never answers. */
  inboxLoading: [loading("get", "/users/ui/notifications")],
  /** Marking one or all read fails. */
  inboxMarkReadFails: [
    serverError("post", "/users/ui/notifications/{id}/read"),
    serverError("post", "/users/ui/notifications/read-all"),
  ],
};

const promotion = {
  ...commonScenarios(handlersByTag.promotion),
  noCoupons: [
    answer("/promotion/ui/coupons/profile", { data: [] }),
    answer("/promotion/ui/coupons", { data: [] }),
  ],
};

const geo = {
  ...commonScenarios(handlersByTag.geo),
  noPlaces: [answer("/geo/places", { data: [] })],
  /** Reverse geocoding names no state or country (the header then reads 'Unknown'). */
  unknownPlace: [answer("/geo/reverse", { data: { state: "", country: "" } })],
};

const payments = commonScenarios(handlersByTag.payments);
const dev = commonScenarios(handlersByTag.dev);

export const scenarios = {
  auth,
  support,
  catalog,
  cart,
  orders,
  checkout,
  chat,
  users,
  promotion,
  payments,
  geo,
  dev,
} satisfies Record<string, Record<string, Scenario>>;

export { failure, loading, networkError, SERVER_ERROR_MESSAGE, serverError } from "./builders";
