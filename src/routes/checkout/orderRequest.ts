import type { Address, Cart, CheckoutRequest, PaymentMethod } from "@/api/types";
import type { DeliveryWindow } from "@/components/DeliveryWindowPicker/DeliveryWindowPicker";
import type { Receiver } from "@/components/ReceiverInfoForm/ReceiverInfoForm";

/** Everything an order is made of, once checkout has found nothing missing. */
export interface OrderChoices {
  cart: Cart;
  address: Address;
  card: PaymentMethod;
  receiver: Receiver;
  window: DeliveryWindow;
}

/**
 * The body of POST /orders/checkout: the only place it is built. The address goes as its saved id
 * and, as the contract asks, its lines; the order records the saved address's own lines.
 */
export function orderRequest({
  cart,
  address,
  card,
  receiver,
  window,
}: OrderChoices): CheckoutRequest {
  return {
    cartId: cart.uuid,
    ...receiver,
    paymentMethodId: card.id,
    paymentMethod: "PAY_ONLINE",
    shipping: {
      addressLine1: address.addressLine1,
      addressLine2: address.addressLine2,
      city: address.city,
      state: address.state,
      zip: address.zip,
      note: address.instructions,
      dateTimeSlot: window,
      userAddressId: address.id,
    },
  };
}
