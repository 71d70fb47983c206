// The sessions the Lighthouse benchmark audits with, made through the API as a shopper's browser
// makes them (the same calls as tests/server/journey.test.ts), and written to local storage under
// the app's keys (src/lib/storage.ts) so no location or login modal covers the audited page.
import { randomUUID } from "node:crypto";
import type { components } from "../../shared/contract/schema.gen";

type Schemas = components["schemas"];

/** Local storage entries, as the app writes them: the token bare, every other value JSON. */
export type StoredEntries = Record<string, string>;

// Brooklyn, inside the seeded delivery area.
const LOCATION = { lat: 40.6782, lng: -73.9442, state: "NY", country: "USA" };

async function call<T>(
  origin: string,
  method: "GET" | "POST",
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const response = await fetch(`${origin}/api/v1${path}`, {
    method,
    headers: {
      "X-Requested-With": "XMLHttpRequest",
      ...(options.body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

function storageOf(session: Schemas["AuthSession"], deviceId: string): StoredEntries {
  return {
    auth_token: session.token,
    auth_user: JSON.stringify(session.user),
    deviceId: JSON.stringify(deviceId),
    location: JSON.stringify(LOCATION),
  };
}

/** A returning visitor: a guest session at a chosen location. */
export async function startGuest(origin: string): Promise<StoredEntries> {
  const deviceId = randomUUID();
  const answer = await call<Schemas["AuthSessionResponse"]>(origin, "POST", "/auth/guest-login", {
    body: { deviceId },
  });
  return storageOf(answer.data, deviceId);
}

/** Up to `count` products the home page's showcases show, for their detail pages. */
export async function readShowcaseProducts(origin: string, count: number): Promise<number[]> {
  const home = await call<Schemas["HomePageResponse"]>(origin, "GET", "/catalog/ui/web/home");
  const ids = home.data.showcaseSubCategories.flatMap((entry) => entry.products.map((p) => p.id));
  return [...new Set(ids)].slice(0, count);
}

/** A sub-category with products (the category page) and a product (its detail page). */
export async function readStorePages(
  origin: string,
): Promise<{ subCategoryId: number; productId: number }> {
  const home = await call<Schemas["HomePageResponse"]>(origin, "GET", "/catalog/ui/web/home");
  const showcase = home.data.showcaseSubCategories.find((entry) => entry.products.length > 0);
  const product = showcase?.products[0];
  if (!showcase || !product) throw new Error("The seeded home page shows no product");
  return { subCategoryId: showcase.id, productId: product.id };
}

async function inStockRice(origin: string, token: string) {
  const page = await call<Schemas["ProductPage"]>(
    origin,
    "GET",
    "/catalog/ui/products?name=rice&size=20",
    {
      token,
    },
  );
  return page.data.filter((product) => product.inStock === "IN_STOCK").slice(0, 3);
}

async function fillCart(origin: string, token: string): Promise<void> {
  for (const product of await inStockRice(origin, token)) {
    await call(origin, "POST", "/cart/items/replace", {
      token,
      body: { productId: product.id, qty: 2 },
    });
  }
}

async function firstOpenSlot(origin: string): Promise<Schemas["DateTimeSlot"]> {
  const days = await call<Schemas["TimeSlotDayListResponse"]>(
    origin,
    "GET",
    "/support/delivery/time-slot-settings",
  );
  for (const day of days.data) {
    const slot = day.deliveryTimeSlotSettings.find((setting) => setting.availability === "OPEN");
    if (slot) return { date: day.date, timeSlotId: slot.id };
  }
  throw new Error("The store offers no delivery window");
}

async function signIn(
  origin: string,
  phone: string,
  deviceId: string,
): Promise<Schemas["AuthSession"]> {
  await call(origin, "POST", "/auth/login-by-phone", { body: { recipient: phone } });
  const outbox = await call<Schemas["SmsMessageListResponse"]>(
    origin,
    "GET",
    `/dev/sms-outbox?recipient=${encodeURIComponent(phone)}`,
  );
  const otp = /\b(\d{4})\b/.exec(outbox.data[0]?.body ?? "")?.[1];
  if (!otp) throw new Error(`No code was texted to ${phone}`);
  const answer = await call<Schemas["AuthSessionResponse"]>(
    origin,
    "POST",
    "/auth/login-by-phone/verify",
    {
      body: { recipient: phone, otp, deviceId },
    },
  );
  return answer.data;
}

async function addSandboxCard(origin: string, token: string): Promise<string> {
  const intent = (
    await call<Schemas["SaveCardResultResponse"]>(origin, "POST", "/orders/checkout/save-card", {
      token,
    })
  ).data;
  const confirmed = (
    await call<Schemas["SandboxCardResultResponse"]>(
      origin,
      "POST",
      "/orders/checkout/sandbox/confirm-card",
      {
        token,
        body: {
          clientSecret: intent.clientSecret,
          cardNumber: "4242 4242 4242 4242",
          expMonth: 12,
          expYear: 2034,
          cvc: "123",
        },
      },
    )
  ).data;
  const card = (
    await call<Schemas["PaymentMethodResponse"]>(origin, "POST", "/orders/checkout/verify-card", {
      token,
      body: { paymentIntentId: intent.paymentIntentId, paymentMethodId: confirmed.paymentMethodId },
    })
  ).data;
  return card.id;
}

/**
 * A customer with an address, a sandbox card and one placed order, whose cart is filled again so
 * the checkout page shows lines, as it does for a shopper who comes back to buy more.
 */
export async function createOrderingCustomer(
  origin: string,
): Promise<{ storage: StoredEntries; orderUuid: string }> {
  const deviceId = randomUUID();
  // Each benchmark starts a store of its own, so one number serves. A number made from the clock
  // failed one run in five: a New York exchange starting with 0 or 1 is no number at all.
  const phone = "+12125550100";
  const session = await signIn(origin, phone, deviceId);
  const token = session.token;
  await fillCart(origin, token);
  const address = (
    await call<Schemas["AddressResponse"]>(origin, "POST", "/users/ui/address", {
      token,
      body: {
        label: "Home",
        addressLine1: "120 Atlantic Avenue",
        city: "Brooklyn",
        state: "NY",
        zip: "11201",
        latitude: LOCATION.lat,
        longitude: LOCATION.lng,
        country: "USA",
      },
    })
  ).data;
  const paymentMethodId = await addSandboxCard(origin, token);
  const cart = (await call<Schemas["CartResponse"]>(origin, "GET", "/cart", { token })).data;
  const placed = (
    await call<Schemas["CheckoutResultResponse"]>(origin, "POST", "/orders/checkout", {
      token,
      headers: { "idempotency-key": randomUUID() },
      body: {
        cartId: cart.uuid,
        customerName: "Amina Khan",
        customerPhone: phone,
        paymentMethodId,
        paymentMethod: "PAY_ONLINE",
        shipping: {
          addressLine1: address.addressLine1,
          city: address.city,
          state: address.state,
          zip: address.zip,
          dateTimeSlot: await firstOpenSlot(origin),
          userAddressId: address.id,
        },
      },
    })
  ).data;
  await fillCart(origin, token);
  return { storage: storageOf(session, deviceId), orderUuid: placed.uuid };
}
