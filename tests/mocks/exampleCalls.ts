import type { ApiClient } from "@/api/client";
import type { CheckoutRequest, OperationId } from "@/api/types";
import {
  addressFixture,
  CUSTOMER_PHONE,
  CUSTOMER_TOKEN,
  DISPATCHED_ORDER_THREAD,
  fixtureUuid,
  SHARED_CART_ID,
  SUPPORT_THREAD_UUID,
  supportUploadFixture,
  VALID_OTP,
} from "@/mocks/fixtures";

/**
 * One valid call per operation, through the real API client. A Record over OperationId, so an
 * operation added to the contract fails the typecheck here until it has an example.
 * Some calls first prepare the state they need (a cart line to remove, a big enough cart).
 */
export type ExampleCall = (
  client: ApiClient,
) => Promise<{ response: Response; data?: unknown; error?: unknown }>;

const ACCEPTED_ORDER = fixtureUuid("order", 1);
const DISPATCHED_ORDER = fixtureUuid("order", 3);
const SHIPPED_ORDER = fixtureUuid("order", 4);
const DEVICE_ID = "device-0001-test";

/** An address body as the forms send it: the saved address without its server-side fields. */
const { id: _id, isDefault: _isDefault, ...address } = addressFixture();

/** Puts `qty` of a product in the cart and answers the new line's id (1 when that failed). */
async function addToCart(client: ApiClient, productId = 101, qty = 1): Promise<number> {
  const { data } = await client.POST("/cart/items/replace", { body: { productId, qty } });
  return data?.data.cartItems.find((item) => item.product.id === productId)?.id ?? 1;
}

/** The multipart body of a support message, as the app sends it (files as their own part). */
export function asForm(fields: object): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    form.append(name, value instanceof Blob ? value : String(value));
  }
  return form;
}

/** A checkout of the seeded cart to saved address 1 with the saved Visa, as the checkout sends it. */
export function checkoutBody(cartId: string, overrides: Partial<CheckoutRequest> = {}) {
  return {
    cartId,
    customerName: "Amina Khan",
    customerEmail: "amina.khan@example.com",
    customerPhone: CUSTOMER_PHONE,
    paymentMethodId: "pm_mock_visa_4242",
    paymentMethod: "PAY_ONLINE",
    shipping: {
      addressLine1: address.addressLine1,
      addressLine2: address.addressLine2,
      city: address.city,
      state: address.state,
      zip: address.zip,
      note: "Lobby Code 90",
      dateTimeSlot: { date: "2026-06-02", timeSlotId: 5 },
      userAddressId: 1,
    },
    ...overrides,
  } satisfies CheckoutRequest;
}

/**
 * A number a code may be texted to (shared/phone): the fixtures' CUSTOMER_PHONE, +1 555…, is
 * shown on the profile, but 555 is no US area code, so the server sends it nothing (the app
 * checks the number first, and the mock trusts it).
 */
const SIGN_IN_PHONE = "+12125550123";

export const exampleCalls: Record<OperationId, ExampleCall> = {
  // auth
  loginByPhone: (c) => c.POST("/auth/login-by-phone", { body: { recipient: SIGN_IN_PHONE } }),
  verifyLoginByPhone: (c) =>
    c.POST("/auth/login-by-phone/verify", {
      body: { recipient: SIGN_IN_PHONE, otp: VALID_OTP, deviceId: DEVICE_ID },
    }),
  guestLogin: (c) => c.POST("/auth/guest-login", { body: { deviceId: DEVICE_ID } }),
  logout: (c) => c.POST("/auth/logout"),
  // support
  getHealth: (c) => c.GET("/health"),
  listEthnicities: (c) => c.GET("/support/ethnicities"),
  listCountryPhoneCodes: (c) => c.GET("/support/country-phone-codes"),
  listSupportConfigs: (c) => c.GET("/support/configs"),
  validateDeliveryAddress: (c) =>
    c.GET("/support/delivery-address/validation", {
      params: { query: { latitude: 40.6943, longitude: -73.9903 } },
    }),
  listDeliveryTimeSlots: (c) => c.GET("/support/delivery/time-slot-settings"),
  // catalog
  getHomePage: (c) => c.GET("/catalog/ui/web/home", { params: { query: { ethnicity: 1 } } }),
  getSearchPage: (c) => c.GET("/catalog/ui/search-page"),
  getPopularSearches: (c) => c.GET("/catalog/ui/web/popular-searches"),
  listCategories: (c) => c.GET("/catalog/ui/categories"),
  listProducts: (c) =>
    c.GET("/catalog/ui/products", {
      params: { query: { page: 1, size: 20, name: "rice", ethnicity: 1, sortBy: "PRICE_LOW" } },
    }),
  getProduct: (c) => c.GET("/catalog/ui/products/{id}", { params: { path: { id: 101 } } }),
  requestRestockNotification: (c) =>
    c.POST("/catalog/ui/products/{id}", { params: { path: { id: 104 } } }),
  cancelRestockNotification: (c) =>
    c.DELETE("/catalog/ui/products/{id}/restock-notification", { params: { path: { id: 104 } } }),
  listReplacementProducts: (c) =>
    c.GET("/catalog/ui/products/{id}/replacements", { params: { path: { id: 101 } } }),
  listSimilarProducts: (c) =>
    c.GET("/catalog/ui/similar-products", { params: { query: { categoryId: 11 } } }),
  searchTags: (c) => c.GET("/catalog/ui/tags/search", { params: { query: { name: "pa" } } }),
  listAllSubCategories: (c) => c.GET("/catalog/ui/subcategories/get-all"),
  listSubCategories: (c) =>
    c.GET("/catalog/ui/subcategories", { params: { query: { categoryId: 1 } } }),
  getSubCategory: (c) => c.GET("/catalog/ui/subcategories/{id}", { params: { path: { id: 11 } } }),
  listSiblingSubCategories: (c) =>
    c.GET("/catalog/ui/subcategories/siblings", { params: { query: { subcategoryId: 11 } } }),
  requestMissingProduct: (c) =>
    c.POST("/catalog/ui/product-requests", {
      body: { productName: "Kashmiri saffron 1 g", note: "The Lion brand, please." },
    }),
  // cart
  getCart: (c) => c.GET("/cart"),
  removeCartItem: async (c) => {
    const id = await addToCart(c);
    return c.DELETE("/cart/items/{id}", { params: { path: { id } } });
  },
  replaceCartItem: (c) => c.POST("/cart/items/replace", { body: { productId: 101, qty: 2 } }),
  setCartItemIfUnavailable: async (c) => {
    const id = await addToCart(c);
    return c.PUT("/cart/items/{id}/if-unavailable", {
      params: { path: { id } },
      body: { choice: "REFUND" },
    });
  },
  setCartIfUnavailable: async (c) => {
    await addToCart(c);
    return c.PUT("/cart/if-unavailable", { body: { choice: "BEST_MATCH" } });
  },
  applyCartCoupon: async (c) => {
    await addToCart(c, 101, 2);
    return c.PUT("/cart/coupon", { body: { code: "WELCOME5" } });
  },
  removeCartCoupon: (c) => c.DELETE("/cart/coupon"),
  setCartTip: async (c) => {
    await addToCart(c);
    return c.PUT("/cart/tip", { body: { tipAmount: 5 } });
  },
  removeCartTip: (c) => c.DELETE("/cart/tip"),
  listSavedForLater: (c) => c.GET("/cart/items/saved-for-later"),
  saveForLater: async (c) => {
    await addToCart(c, 109);
    return c.POST("/cart/items/saved-for-later", { body: { productId: 109 } });
  },
  removeSavedForLater: (c) => c.DELETE("/cart/items/saved-for-later", { body: { ids: [3001] } }),
  moveSavedToCart: (c) =>
    c.POST("/cart/items/saved-for-later/move-to-cart", { body: { productId: 111 } }),
  createCartShare: (c) => c.POST("/cart/shares"),
  getCartShare: (c) => c.GET("/cart/shares/{id}", { params: { path: { id: SHARED_CART_ID } } }),
  addCartShareToCart: (c) =>
    c.POST("/cart/shares/{id}/add-to-cart", { params: { path: { id: SHARED_CART_ID } } }),
  // orders
  listOrders: (c) =>
    c.GET("/orders/ui", {
      params: { query: { statuses: "PENDING_ACCEPTED,PENDING_IN_PREPARATION", page: 1 } },
    }),
  listPreviouslyBoughtItems: (c) =>
    c.GET("/orders/ui/previously-bought-items", { params: { query: { period: "lastMonth" } } }),
  getOrder: (c) => c.GET("/orders/ui/{id}", { params: { path: { id: DISPATCHED_ORDER } } }),
  cancelOrder: (c) => c.PUT("/orders/ui/cancel/{id}", { params: { path: { id: ACCEPTED_ORDER } } }),
  rateOrder: (c) =>
    c.POST("/orders/ui/rate/{id}", {
      params: { path: { id: SHIPPED_ORDER } },
      body: { orderRating: 5, orderComments: "Fresh!", driverRating: 4, driverComments: "Kind" },
    }),
  updateDeliveryInstructions: (c) =>
    c.PUT("/orders/ui/delivery-instructions/{id}", {
      params: { path: { id: ACCEPTED_ORDER } },
      body: { note: "Lobby Code 90", leaveAtDoorstep: true },
    }),
  addAdditionalTip: (c) =>
    c.PUT("/orders/ui/additional-tip/{id}", {
      params: {
        path: { id: SHIPPED_ORDER },
        header: { "Idempotency-Key": "example-tip-0001" },
      },
      body: { tipAmount: 10 },
    }),
  // chat
  listOrderChatMessages: (c) =>
    c.GET("/orders/chat/ui/messages", {
      params: { query: { orderId: DISPATCHED_ORDER, threadId: DISPATCHED_ORDER_THREAD } },
    }),
  sendOrderChatMessage: (c) =>
    c.POST("/orders/chat/ui/messages", {
      body: {
        orderId: DISPATCHED_ORDER,
        threadId: DISPATCHED_ORDER_THREAD,
        type: "TEXT",
        message: "Where you at?",
      },
    }),
  streamOrderEvents: (c) =>
    c.GET("/orders/ui/events/{id}", {
      params: { path: { id: DISPATCHED_ORDER } },
      parseAs: "blob",
    }),
  streamSupportChatEvents: (c) =>
    c.GET("/users/customer/support/chat/ui/events", { parseAs: "blob" }),
  getSupportChatFile: async (c) => {
    // The upload needs a session whoever calls: the download itself is the call under test,
    // and its key must work without one.
    const sent = await c.POST("/users/customer/support/chat/ui/messages", {
      headers: { Authorization: `Bearer ${CUSTOMER_TOKEN}` },
      body: { threadId: SUPPORT_THREAD_UUID, type: "FILE", file: supportUploadFixture() },
      bodySerializer: asForm,
    });
    const file = sent.data?.data.fileResponse;
    const key = new URL(file?.fullUrl ?? "/?key=none", "http://localhost").searchParams.get("key");
    return c.GET("/users/customer/support/chat/ui/files/{uuid}", {
      params: {
        path: { uuid: file?.uuid ?? fixtureUuid("file", 1) },
        query: { key: key ?? "none" },
      },
      parseAs: "blob",
    });
  },
  getSupportThread: (c) => c.GET("/users/customer/support/chat/ui/thread"),
  getSupportUnreadCount: (c) => c.GET("/users/customer/support/chat/ui/unread/count"),
  listSupportChatMessages: (c) =>
    c.GET("/users/customer/support/chat/ui/messages", {
      params: { query: { threadId: SUPPORT_THREAD_UUID } },
    }),
  sendSupportChatMessage: (c) =>
    c.POST("/users/customer/support/chat/ui/messages", {
      body: { threadId: SUPPORT_THREAD_UUID, type: "TEXT", message: "Hello!" },
      bodySerializer: asForm,
    }),
  // checkout
  createSaveCardIntent: (c) => c.POST("/orders/checkout/save-card"),
  verifyCard: (c) =>
    c.POST("/orders/checkout/verify-card", {
      body: { paymentIntentId: "seti_mock_1", paymentMethodId: "pm_card_visa" },
    }),
  listPaymentMethods: (c) => c.GET("/orders/checkout/payment-methods"),
  deletePaymentMethod: (c) =>
    c.DELETE("/orders/checkout/payment-methods/{id}", {
      params: { path: { id: "pm_mock_visa_4242" } },
    }),
  setDefaultPaymentMethod: (c) =>
    c.PATCH("/orders/checkout/payment-methods/default/{id}", {
      params: { path: { id: "pm_mock_mastercard_4444" } },
    }),
  placeOrder: async (c) => {
    await addToCart(c, 101, 2);
    const cart = await c.GET("/cart");
    return c.POST("/orders/checkout", {
      params: { header: { "Idempotency-Key": "example-checkout-0001" } },
      body: checkoutBody(cart.data?.data.uuid ?? ""),
    });
  },
  confirmSandboxCard: async (c) => {
    const intent = await c.POST("/orders/checkout/save-card");
    return c.POST("/orders/checkout/sandbox/confirm-card", {
      body: {
        clientSecret: intent.data?.data.clientSecret ?? "seti_mock_1_secret_storefront",
        cardNumber: "4242 4242 4242 4242",
        expMonth: 12,
        expYear: 2030,
        cvc: "123",
      },
    });
  },
  // payments
  receiveStripeWebhook: (c) =>
    c.POST("/payments/stripe/webhook", {
      params: { header: { "Stripe-Signature": "t=1780308000,v1=mock" } },
      body: { id: "evt_mock_1", type: "charge.refunded" },
    }),
  // users
  updateProfile: (c) =>
    c.PUT("/users/customer/profile", {
      body: { firstName: "Amina", email: "amina@example.com" },
    }),
  deleteAccount: (c) => c.DELETE("/users/customer/profile"),
  listAddresses: (c) => c.GET("/users/ui/address"),
  createAddress: (c) => c.POST("/users/ui/address", { body: { ...address, label: "Mum's" } }),
  updateAddress: (c) =>
    c.PUT("/users/ui/address/{id}", { params: { path: { id: 1 } }, body: address }),
  deleteAddress: (c) => c.DELETE("/users/ui/address/{id}", { params: { path: { id: 2 } } }),
  setDefaultAddress: (c) =>
    c.PATCH("/users/ui/address/default/{id}", { params: { path: { id: 2 } } }),
  getNotificationSettings: (c) => c.GET("/users/ui/notification-settings"),
  updateNotificationSettings: (c) =>
    c.PUT("/users/ui/notification-settings", {
      body: {
        promotionsEmailNotifications: false,
        promotionsPushNotifications: true,
        promotionsSmsNotifications: true,
        personalizedEmailNotifications: true,
        personalizedPushNotifications: true,
        personalizedSmsNotifications: false,
        orderPushNotifications: false,
      },
    }),
  getShoppingPreferences: (c) => c.GET("/users/ui/shopping-preferences"),
  updateShoppingPreferences: (c) =>
    c.PUT("/users/ui/shopping-preferences", { body: { onlyShow: ["VEGETARIAN", "HALAL"] } }),
  listNotifications: (c) => c.GET("/users/ui/notifications"),
  markNotificationRead: (c) =>
    c.POST("/users/ui/notifications/{id}/read", { params: { path: { id: 1 } } }),
  markAllNotificationsRead: (c) => c.POST("/users/ui/notifications/read-all"),
  // promotion
  listProfileCoupons: (c) =>
    c.GET("/promotion/ui/coupons/profile", { params: { query: { period: "used" } } }),
  listAvailableCoupons: (c) => c.GET("/promotion/ui/coupons"),
  // geo
  searchPlaces: (c) => c.GET("/geo/places", { params: { query: { q: "brooklyn" } } }),
  reverseGeocode: (c) => c.GET("/geo/reverse", { params: { query: { lat: 40.69, lng: -73.99 } } }),
  // dev
  listSmsOutbox: (c) =>
    c.GET("/dev/sms-outbox", { params: { query: { recipient: CUSTOMER_PHONE } } }),
  advanceOrder: (c) =>
    c.POST("/dev/orders/{id}/advance", { params: { path: { id: ACCEPTED_ORDER } } }),
  shortOrderItem: (c) =>
    c.POST("/dev/orders/{id}/shortages", {
      params: { path: { id: ACCEPTED_ORDER } },
      body: { productId: 101 },
    }),
  listSandboxPayments: (c) =>
    c.GET("/dev/sandbox-payments", { params: { query: { order: ACCEPTED_ORDER } } }),
  // Biryani Masala is coming soon in the mock catalogue.
  restockProduct: (c) => c.POST("/dev/products/{id}/restock", { params: { path: { id: 118 } } }),
  // A damaged item of the delivered order's first line, reported once under its key.
  reportOrderIssue: async (c) => {
    const { data } = await c.GET("/orders/ui/{id}", { params: { path: { id: SHIPPED_ORDER } } });
    const line = data?.data.orderProducts[0];
    return c.POST("/orders/ui/issues/{id}", {
      params: {
        path: { id: SHIPPED_ORDER },
        header: { "Idempotency-Key": "example-report-0001" },
      },
      body: {
        reason: "DAMAGED",
        items: JSON.stringify([{ orderProductId: line?.id ?? 1, qty: 1 }]),
      },
      bodySerializer: asForm,
    });
  },
  // The accepted order's basmati runs short first: its best match is then offered for approval.
  decideReplacement: async (c) => {
    const { data } = await c.POST("/dev/orders/{id}/shortages", {
      params: { path: { id: ACCEPTED_ORDER } },
      body: { productId: 101 },
    });
    const line = data?.data.orderProducts.find((item) => item.product.id === 101);
    return c.POST("/orders/ui/replacements/{id}/{orderProductId}", {
      params: { path: { id: ACCEPTED_ORDER, orderProductId: line?.id ?? 1 } },
      body: { decision: "APPROVE" },
    });
  },
};
