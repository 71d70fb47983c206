import type { DietFilter, IfUnavailableChoice, OrderChatMessage, PaymentMethod } from "@/api/types";
import {
  authUserFixture,
  DISPATCHED_ORDER_THREAD,
  notificationSettingsFixture,
  savedAddresses,
  savedCards,
  seedCartShare,
  seedInboxNotifications,
  seedOrderChatMessages,
  seedOrderRecords,
  seedSupportChatMessages,
  MOCK_EPOCH,
  smsMessageFixture,
} from "./fixtures";

/** A cart line as the server stores it; prices and totals are derived when answering. */
export interface CartLine {
  id: number;
  productId: number;
  qty: number;
}

/** A product's "If unavailable" choice, kept across carts as the server keeps it. */
export interface IfUnavailableRecord {
  choice: IfUnavailableChoice;
  replacementProductId: number | null;
}

/** A file the support chat received: its bytes and the type they were recognised as. */
export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
  name: string;
}

/**
 * The mock server's whole state: one customer, one cart, their orders, chats and settings. The
 * cart starts empty, so adding a product in a story or test is visible from the first line; one
 * product waits in saved-for-later so that section has something to show.
 */
function seed() {
  // Deep copies: handlers mutate the state, and the shared fixtures must never change.
  return structuredClone({
    customer: authUserFixture(),
    cartLines: [] as CartLine[],
    savedForLater: [{ id: 3001, productId: 111 }] as Omit<CartLine, "qty">[],
    couponCode: null as string | null,
    tipAmount: 0,
    // "If unavailable" choices by product id; a product without one is a best match.
    ifUnavailable: {} as Record<number, IfUnavailableRecord>,
    addresses: savedAddresses,
    // In saving order (the newest last); the handlers answer the default first, then newest first.
    cards: savedCards,
    notificationSettings: notificationSettingsFixture(),
    orders: seedOrderRecords,
    // Rider chat messages by order thread uuid.
    orderChat: { [DISPATCHED_ORDER_THREAD]: seedOrderChatMessages } as Record<
      string,
      OrderChatMessage[]
    >,
    supportMessages: seedSupportChatMessages,
    supportUnread: 1,
    // Files sent in the support chat, by file uuid.
    supportFiles: {} as Record<string, StoredFile>,
    // The order uuid placed or tipped under each Idempotency-Key, so the app's retry does not repeat it.
    checkouts: {} as Record<string, string>,
    tips: {} as Record<string, string>,
    // The order uuid reported under each Idempotency-Key: a retry answers the order, reported once.
    issueReports: {} as Record<string, string>,
    // Cards confirmed with the sandbox card form, by payment method id, until verifyCard saves one.
    confirmedCards: {} as Record<string, Omit<PaymentMethod, "id" | "isDefault">>,
    smsOutbox: [smsMessageFixture()],
    // The customer's notification inbox, newest first (listNotifications).
    inbox: seedInboxNotifications,
    // Products the dev restockProduct call put back in stock: a second restock answers 409.
    restockedProductIds: [] as number[],
    // Products the customer asked to be told of when back in stock (requestRestockNotification).
    restockRequests: [] as number[],
    // The customer's "always show only" marks (getShoppingPreferences); listings apply them.
    shoppingPreferences: { onlyShow: [] as DietFilter[] },
    // Shared carts by creation, the seeded one first (SHARED_CART_ID).
    cartShares: [seedCartShare],
    // The last id handed out to something the mock server created (lines, addresses, orders).
    lastId: 5000,
    // Minutes past MOCK_EPOCH of the last timestamp handed out.
    clockMinutes: 0,
  });
}

export type MockDb = ReturnType<typeof seed>;

export const db: MockDb = seed();

/** Back to the seeded state; tests call it after each test, stories before each story. */
export function resetMockDb(): void {
  Object.assign(db, seed());
}

export function newId(): number {
  db.lastId += 1;
  return db.lastId;
}

/** "2026-06-01T10:01:00.000Z", then a minute later on each call. */
export function nextTimestamp(): string {
  db.clockMinutes += 1;
  return new Date(MOCK_EPOCH + db.clockMinutes * 60_000).toISOString();
}
