/**
 * The words of the API's refusals that the web app shows as they come: the server sends them and
 * the mock server (src/mocks) answers with the same ones, so a story shows what a shopper would.
 */

/** A repeated Idempotency-Key with a different body (checkout, or a tip added after delivery). */
export function idempotencyKeyReusedMessage(call: "checkout" | "tip" | "report"): string {
  return `This Idempotency-Key was already used for a different ${call}.`;
}

export const EMPTY_COUPON_CODE_MESSAGE = "Enter a coupon code.";

export function unknownCouponMessage(code: string): string {
  return `No coupon has the code ${code}.`;
}

export const NOT_SAVED_FOR_LATER_MESSAGE = "This product is not saved for later.";

export const NOTHING_TO_SHARE_MESSAGE =
  "Your cart and saved items are empty: there is nothing to share.";

/** An unknown or expired share link: the server cannot tell which, and does not say. */
export const CART_SHARE_NOT_FOUND_MESSAGE = "This shared cart does not exist or has expired.";

export const CARD_FORM_NOT_FOUND_MESSAGE = "We could not find that card form. Please start again.";

export const FILE_NOT_ACCEPTED_MESSAGE = "Only images, PDF, DOC and DOCX files can be sent.";

export const PRODUCT_NOT_FOUND_MESSAGE = "Product not found";

export const BLANK_PRODUCT_NAME_MESSAGE = "Please enter the product name.";

export const ADDRESS_NOT_FOUND_MESSAGE = "Address not found";

/** A store on the sandbox payment provider has no Stripe account to hear from. */
export const STRIPE_NOT_ENABLED_MESSAGE = "Stripe webhooks are not enabled on this server.";

/** The chat's limits (server/modules/chat/limits.ts): too many messages or files, too fast. */
export const CHAT_TOO_FAST_MESSAGE =
  "You are sending messages too quickly. Please wait a moment and try again.";
export const CHAT_TOO_MANY_TODAY_MESSAGE =
  "You have sent a lot of messages today. Please try again later.";
export const CHAT_FILES_TOO_FAST_MESSAGE =
  "You are sending files too quickly. Please wait a moment and try again.";
export const CHAT_TOO_MANY_FILES_TODAY_MESSAGE =
  "You have sent a lot of files today. Please try again later.";
export const CHAT_UPLOADS_TOO_LARGE_TODAY_MESSAGE =
  "You have uploaded a lot of files today. Please try again later.";
