import type { ReactNode } from "react";
import type {
  Address,
  Cart,
  CartItem,
  CountryPhoneCode,
  PaymentMethod,
  TimeSlotDay,
} from "@/api/types";
import type { IfUnavailableChoiceForAll } from "../IfUnavailablePicker/IfUnavailableApplyAll";
import type { DeliveryWindow } from "../DeliveryWindowPicker/DeliveryWindowPicker";
import type { ReceiverInfo, ReceiverInfoErrors } from "../ReceiverInfoForm/ReceiverInfoForm";

export type CheckoutProblemKey = "cart" | "address" | "card" | "window" | keyof ReceiverInfo;

export interface CheckoutProblem {
  key: CheckoutProblemKey;
  message: string;
}

/** The session's cart and what about it awaits the server. */
export interface CheckoutCart {
  /** The server's cart (null while it loads); its formatted totals are the only money shown. */
  value: Cart | null;
  loading?: boolean;
  /** Cart line ids whose change awaits the server. */
  updatingLineIds?: readonly number[];
  /** The server's reason for refusing the last coupon code. */
  couponError?: string | null;
  applyingCoupon?: boolean;
  clearingCoupon?: boolean;
  applyingTip?: boolean;
  clearingTip?: boolean;
}

export interface CheckoutDelivery {
  /** The chosen saved address, or null when there is none. */
  address: Address | null;
  addressLoading?: boolean;
  days: readonly TimeSlotDay[];
  daysLoading?: boolean;
  window: DeliveryWindow | null;
}

export interface CheckoutPayment {
  /** The chosen saved card, or null when there is none. */
  card: PaymentMethod | null;
  loading?: boolean;
}

export interface CheckoutReceiver {
  value: ReceiverInfo;
  countries: readonly CountryPhoneCode[];
  countriesLoading?: boolean;
  /** Shown once Place Order has been pressed. */
  errors?: ReceiverInfoErrors;
}

export interface CheckoutOrder {
  /** What still stops the order; listed once Place Order has been pressed. */
  problems: readonly CheckoutProblem[];
  /** Counts the presses of Place Order that found problems: each moves focus to the list. */
  attempt: number;
  /** The order awaits the server: Place Order is disabled and says 'Placing Order...'. */
  submitting?: boolean;
  /** The device is offline: a notice beside Place Order says the order waits for the network. */
  offline?: boolean;
}

export interface CheckoutActions {
  changeAddress: () => void;
  addAddress: () => void;
  changeCard: () => void;
  addCard: () => void;
  changeReceiver: (next: ReceiverInfo) => void;
  chooseWindow: (window: DeliveryWindow) => void;
  /** 0 removes the line. */
  changeQuantity: (line: CartItem, qty: number) => void;
  applyCoupon: (code: string) => void;
  clearCoupon: () => void;
  applyTip: (amount: number) => void;
  clearTip: () => void;
  placeOrder: () => void;
}

/** Each line's "If unavailable" choice (docs/replacements.md). */
export interface CheckoutIfUnavailable {
  /** A line's control, wired by the route. */
  renderPicker: (line: CartItem) => ReactNode;
  /** "Apply to all items". */
  applyToAll: (choice: IfUnavailableChoiceForAll) => void;
  applyingToAll?: boolean;
}

/** Everything /checkout shows and raises, grouped as the page reads it. */
export interface CheckoutPageProps {
  cart: CheckoutCart;
  delivery: CheckoutDelivery;
  payment: CheckoutPayment;
  receiver: CheckoutReceiver;
  order: CheckoutOrder;
  actions: CheckoutActions;
  /** Without it the lines carry no "If unavailable" choice. */
  ifUnavailable?: CheckoutIfUnavailable;
  /** Where 'Continue Shopping' leads from an empty cart. */
  homeHref?: string;
}
