/**
 * What other modules use of the users: sign-in finds or creates the user row, the checkout delivers to one of the caller's addresses
 * and pays with one of their saved cards (whose endpoints checkout's tag serves); a tip charges
 * the order's card. Sessions are a user's: sign-in creates them, logout and sign-in end them,
 * and app.ts hands the live-session lookup to http. Orders and chats read the riders' names, and
 * the support chat its agent.
 */
export { findOwnAddress, type AddressRow } from "./addressRepository";
export { findLiveCard as findSavedCard, type PaymentMethodRow } from "./cardRepository";
export {
  confirmSandboxCardForm,
  listCards,
  makeCardDefault,
  removeCard,
  saveVerifiedCard,
  startSavingCard,
} from "./cards";
export {
  fetchUserNames,
  findGuest,
  findOrCreateCustomer,
  findOrCreateGuest,
  lockLiveUser,
  supportAgentId,
} from "./repository";
export { revokeUserSessions } from "./sessionRepository";
export { createSession, findLiveSessionOf, revokeSession } from "./sessions";
export { readSettings as readNotificationSettings } from "./notificationSettings";
// The catalogue keeps a customer's listings to their "always show only" marks.
export { onlyShowFor } from "./shoppingPreferences";
export { isUniqueViolation } from "./uniqueViolation";
// Restocks and order news write to the inbox in their own transaction; restock texts go to phones.
export {
  addInboxNotifications,
  customerPhones,
  type NewInboxNotification,
} from "./inboxRepository";
