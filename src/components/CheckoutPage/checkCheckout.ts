import type { Address, Cart, CountryPhoneCode, PaymentMethod, TimeSlotDay } from "@/api/types";
import { isWindowOpen, type DeliveryWindow } from "../DeliveryWindowPicker/DeliveryWindowPicker";
import {
  validateReceiver,
  type Receiver,
  type ReceiverInfo,
  type ReceiverInfoErrors,
} from "../ReceiverInfoForm/ReceiverInfoForm";
import { checkoutPageText as text } from "./CheckoutPage.text";

/** What Place Order raises once the page has checked everything it can. */
export interface PlaceOrderRequest {
  receiver: Receiver;
  window: DeliveryWindow;
}

export type CheckoutProblemKey = "cart" | "address" | "card" | "window" | keyof ReceiverInfo;

export interface CheckoutProblem {
  key: CheckoutProblemKey;
  message: string;
}

interface CheckoutDraft {
  cart: Cart;
  address: Address | null;
  card: PaymentMethod | null;
  days: readonly TimeSlotDay[];
  window: DeliveryWindow | null;
  receiver: ReceiverInfo;
  countries: readonly CountryPhoneCode[];
}

/**
 * Everything that would make checkout fail and that the page can see before calling: the order
 * request when there is nothing, else the problems in page order and the receiver's field errors.
 */
export function checkCheckout(draft: CheckoutDraft): {
  request: PlaceOrderRequest | null;
  problems: CheckoutProblem[];
  receiverErrors: ReceiverInfoErrors;
} {
  const problems: CheckoutProblem[] = [];
  if (draft.cart.cartItems.length === 0)
    problems.push({ key: "cart", message: text.problems.cart });
  if (!draft.address) problems.push({ key: "address", message: text.problems.address });
  if (!draft.card) problems.push({ key: "card", message: text.problems.card });
  const receiver = validateReceiver(draft.receiver, draft.countries);
  const receiverErrors = receiver.errors ?? {};
  for (const key of ["fullName", "email", "phone"] as const) {
    const message = receiverErrors[key];
    if (message) problems.push({ key, message });
  }
  const window = isWindowOpen(draft.days, draft.window) ? draft.window : null;
  if (!window) problems.push({ key: "window", message: text.problems.window });
  const request =
    problems.length === 0 && receiver.receiver && window
      ? { receiver: receiver.receiver, window }
      : null;
  return { request, problems, receiverErrors };
}
