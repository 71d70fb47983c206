import { accountLayoutText } from "@/components/AccountLayout/AccountLayout.text";
import { addressBookText } from "@/components/AddressBook/AddressBook.text";
import { checkoutPageText } from "@/components/CheckoutPage/CheckoutPage.text";
import { notificationInboxText } from "@/components/NotificationInbox/NotificationInbox.text";
import { paymentMethodsText } from "@/components/PaymentMethods/PaymentMethods.text";
import { sharedCartText } from "@/components/SharedCart/SharedCart.text";
import type { RouteName } from "@/lib/paths";
import { pageMetaText as text } from "./pageMeta.text";
import { PrivatePageMeta } from "./StoreMeta";

/**
 * The pages kept out of search results, with their tab titles: a customer's own (checkout, an
 * order, the account's) and a shared cart, which is someone's cart, not the catalogue.
 */
const privateTitles: Partial<Record<RouteName, () => string>> = {
  checkout: () => checkoutPageText.title,
  order: () => text.order,
  myOrders: () => accountLayoutText.myOrders,
  coupons: () => accountLayoutText.coupons,
  settings: () => accountLayoutText.settings,
  addressBook: () => addressBookText.title,
  paymentMethods: () => paymentMethodsText.title,
  notifications: () => notificationInboxText.heading,
  sharedCart: () => sharedCartText.title,
};

/**
 * The head of route `name` when it is a private page, titled as the page is headed (an order's
 * number is its own page's to tell); null for a catalogue page, which draws its own.
 */
export function privatePageHead(name: RouteName) {
  const title = privateTitles[name];
  return title ? <PrivatePageMeta title={title()} /> : null;
}
