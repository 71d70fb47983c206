/**
 * The calls of docs/product.md § Calls to the API, in its order, as "METHOD /path"
 * relative to the server base /api/v1. Path parameters use the contract's `{id}` style.
 * The contract test checks that openapi/storefront.v1.yaml has exactly these operations
 * plus OUR_ADDITIONS.
 */
export const SPEC_OPERATIONS = [
  // Auth
  "POST /auth/login-by-phone",
  "POST /auth/login-by-phone/verify",
  "POST /auth/guest-login",

  // Support and configuration
  "GET /support/ethnicities",
  "GET /support/country-phone-codes",
  "GET /support/configs",
  "GET /support/delivery-address/validation",
  "GET /support/delivery/time-slot-settings",

  // Catalogue
  "GET /catalog/ui/web/home",
  "GET /catalog/ui/search-page",
  "GET /catalog/ui/web/popular-searches",
  "GET /catalog/ui/categories",
  "GET /catalog/ui/products",
  "GET /catalog/ui/products/{id}",
  "POST /catalog/ui/products/{id}",
  "GET /catalog/ui/similar-products",
  "GET /catalog/ui/tags/search",
  "GET /catalog/ui/subcategories/get-all",
  "GET /catalog/ui/subcategories",
  "GET /catalog/ui/subcategories/{id}",
  "GET /catalog/ui/subcategories/siblings",

  // Cart
  "GET /cart",
  "DELETE /cart/items/{id}",
  "POST /cart/items/replace",
  "PUT /cart/coupon",
  "DELETE /cart/coupon",
  "PUT /cart/tip",
  "DELETE /cart/tip",
  "GET /cart/items/saved-for-later",
  "POST /cart/items/saved-for-later",
  "DELETE /cart/items/saved-for-later",
  "POST /cart/items/saved-for-later/move-to-cart",

  // Orders and payment: orders
  "GET /orders/ui",
  "GET /orders/ui/previously-bought-items",
  "GET /orders/ui/{id}",
  "PUT /orders/ui/cancel/{id}",
  "POST /orders/ui/rate/{id}",
  "PUT /orders/ui/delivery-instructions/{id}",
  "PUT /orders/ui/additional-tip/{id}",
  // Orders and payment: rider chat
  "GET /orders/chat/ui/messages",
  "POST /orders/chat/ui/messages",
  // Orders and payment: checkout and saved cards
  "POST /orders/checkout/save-card",
  "POST /orders/checkout/verify-card",
  "GET /orders/checkout/payment-methods",
  "DELETE /orders/checkout/payment-methods/{id}",
  "POST /orders/checkout",

  // Users: profile and account
  "PUT /users/customer/profile",
  "DELETE /users/customer/profile",
  // Users: address book
  "GET /users/ui/address",
  "POST /users/ui/address",
  "PUT /users/ui/address/{id}",
  "DELETE /users/ui/address/{id}",
  "PATCH /users/ui/address/default/{id}",
  // Users: notification settings
  "GET /users/ui/notification-settings",
  "PUT /users/ui/notification-settings",
  // Users: support chat
  "GET /users/customer/support/chat/ui/thread",
  "GET /users/customer/support/chat/ui/unread/count",
  "GET /users/customer/support/chat/ui/messages",
  "POST /users/customer/support/chat/ui/messages",

  // Promotion
  "GET /promotion/ui/coupons/profile",
  "GET /promotion/ui/coupons",
] as const;

/** Operations the spec does not show but the product needs (see docs/architecture.md § Adapters). */
export const OUR_ADDITIONS = [
  "POST /auth/logout",
  "GET /health",
  "GET /geo/places",
  "GET /geo/reverse",
  "GET /dev/sms-outbox",
  "POST /dev/orders/{id}/advance",
  "POST /orders/checkout/sandbox/confirm-card",
  "POST /payments/stripe/webhook",
  "GET /users/customer/support/chat/ui/files/{uuid}",
  "POST /catalog/ui/product-requests",
  "POST /cart/shares",
  "GET /cart/shares/{id}",
  "POST /cart/shares/{id}/add-to-cart",
  "PATCH /orders/checkout/payment-methods/default/{id}",
  "GET /orders/ui/events/{id}",
  "GET /users/customer/support/chat/ui/events",
  "GET /catalog/ui/products/{id}/replacements",
  "PUT /cart/items/{id}/if-unavailable",
  "PUT /cart/if-unavailable",
  "POST /orders/ui/replacements/{id}/{orderProductId}",
  "POST /dev/orders/{id}/shortages",
  "GET /dev/sandbox-payments",
  "POST /orders/ui/issues/{id}",
  // Issue 31: the one-click restock unsubscribe, the dev restock, shopping preferences and the inbox.
  "DELETE /catalog/ui/products/{id}/restock-notification",
  "POST /dev/products/{id}/restock",
  "GET /users/ui/shopping-preferences",
  "PUT /users/ui/shopping-preferences",
  "GET /users/ui/notifications",
  "POST /users/ui/notifications/{id}/read",
  "POST /users/ui/notifications/read-all",
] as const;

export type SpecOperation = (typeof SPEC_OPERATIONS)[number];
export type OurAddition = (typeof OUR_ADDITIONS)[number];
export type ContractOperation = SpecOperation | OurAddition;
