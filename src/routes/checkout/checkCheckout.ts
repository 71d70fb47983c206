import type {
  Address,
  Cart,
  CheckoutRequest,
  CountryPhoneCode,
  PaymentMethod,
  TimeSlotDay,
} from "@/api/types";
import type { CheckoutProblem } from "@/components/CheckoutPage/checkoutModel";
import { checkoutPageText as text } from "@/components/CheckoutPage/CheckoutPage.text";
import {
  isWindowOpen,
  type DeliveryWindow,
} from "@/components/DeliveryWindowPicker/DeliveryWindowPicker";
import {
  validateReceiver,
  type ReceiverInfo,
  type ReceiverInfoErrors,
} from "@/components/ReceiverInfoForm/ReceiverInfoForm";
import { orderRequest } from "./orderRequest";

/** The shopper's choices as they stand, some perhaps still missing. */
export interface CheckoutDraft {
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
  request: CheckoutRequest | null;
  problems: CheckoutProblem[];
  receiverErrors: ReceiverInfoErrors;
} {
  const { cart, address, card } = draft;
  const problems: CheckoutProblem[] = [];
  if (cart.cartItems.length === 0) problems.push({ key: "cart", message: text.problems.cart });
  if (!address) problems.push({ key: "address", message: text.problems.address });
  if (!card) problems.push({ key: "card", message: text.problems.card });
  const { receiver, errors } = validateReceiver(draft.receiver, draft.countries);
  const receiverErrors = errors ?? {};
  for (const key of ["fullName", "email", "phone"] as const) {
    const message = receiverErrors[key];
    if (message) problems.push({ key, message });
  }
  const window = isWindowOpen(draft.days, draft.window) ? draft.window : null;
  if (!window) problems.push({ key: "window", message: text.problems.window });
  const request =
    problems.length === 0 && address && card && receiver && window
      ? orderRequest({ cart, address, card, receiver, window })
      : null;
  return { request, problems, receiverErrors };
}
