import { useState } from "react";
import type {
  Address,
  Cart,
  CheckoutRequest,
  CountryPhoneCode,
  PaymentMethod,
  TimeSlotDay,
} from "@/api/types";
import type { DeliveryWindow } from "@/components/DeliveryWindowPicker/DeliveryWindowPicker";
import {
  receiverInfoFrom,
  type ReceiverDefaults,
  type ReceiverInfo,
} from "@/components/ReceiverInfoForm/ReceiverInfoForm";
import { checkCheckout } from "./checkCheckout";

export interface CheckoutDraftInput {
  cart: Cart | null;
  address: Address | null;
  card: PaymentMethod | null;
  days: readonly TimeSlotDay[];
  countries: readonly CountryPhoneCode[];
  /** The profile the receiver starts from; later changes apply until the shopper edits. */
  receiverDefaults: ReceiverDefaults | null;
}

/**
 * The receiver and the delivery window as the shopper fills them in, and the check Place Order
 * runs over them with the chosen address and card. Nothing is flagged before the first press.
 */
export function useCheckoutDraft(input: CheckoutDraftInput) {
  const { receiverDefaults } = input;
  const [receiver, setReceiver] = useState<ReceiverInfo>(() => receiverInfoFrom(receiverDefaults));
  const [edited, setEdited] = useState(false);
  // The profile may arrive after the page: it fills the form until the shopper types.
  const defaultsKey = JSON.stringify(receiverDefaults);
  const [seededKey, setSeededKey] = useState(defaultsKey);
  if (defaultsKey !== seededKey && !edited) {
    setSeededKey(defaultsKey);
    setReceiver(receiverInfoFrom(receiverDefaults));
  }
  const [window, setWindow] = useState<DeliveryWindow | null>(null);
  const [attempt, setAttempt] = useState(0);

  const check = input.cart ? checkCheckout({ ...input, cart: input.cart, window, receiver }) : null;
  const shown = attempt > 0 && check ? check : null;
  return {
    receiver,
    window,
    attempt,
    problems: shown?.problems ?? [],
    receiverErrors: shown?.receiverErrors ?? {},
    changeReceiver: (next: ReceiverInfo) => {
      setEdited(true);
      setReceiver(next);
    },
    chooseWindow: setWindow,
    /** The order's request, or null once this press has listed what stops it. */
    submit: (): CheckoutRequest | null => {
      if (check?.request) return check.request;
      setAttempt((count) => count + 1);
      return null;
    },
  };
}
