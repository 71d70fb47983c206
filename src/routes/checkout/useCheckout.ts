import { useState } from "react";
import { useCart } from "@/api/queries/cart";
import { usePaymentMethods } from "@/api/queries/payments";
import { useCountryCodes, useDeliveryTimeSlots } from "@/api/queries/support";
import { useAddresses } from "@/api/queries/users";
import type { Address } from "@/api/types";
import { isOffline } from "@/app/offline/isOffline";
import { useOnline } from "@/app/offline/online";
import { useSession } from "@/app/session";
import { notify } from "@/app/toast";
import { checkoutOfflineText } from "@/components/CheckoutPage/CheckoutOffline.text";
import type { CheckoutPageProps } from "@/components/CheckoutPage/checkoutModel";
import type { CheckoutDialog, CheckoutDialogsProps } from "./CheckoutDialogs";
import { chosenAddress, chosenCard } from "./savedChoice";
import { useCartChanges } from "./useCartChanges";
import { useIfUnavailableChoices } from "./useIfUnavailableChoices";
import { useCheckoutDraft } from "./useCheckoutDraft";
import { useOrderPlacement } from "./useOrderPlacement";

/**
 * Everything /checkout holds: the shopper's choices (address, card, receiver, window), the calls
 * that change the cart or place the order, and their toasts. Every figure of money is the server's
 * cart answer; Place Order checks what it can before it calls the server.
 */
export function useCheckout() {
  const { user } = useSession();
  const cart = useCart({ enabled: true });
  const addresses = useAddresses({ enabled: true });
  const cards = usePaymentMethods({ enabled: true });
  const timeSlots = useDeliveryTimeSlots({ enabled: true });
  const countries = useCountryCodes();
  const [addressId, setAddressId] = useState<number | null>(null);
  const [cardId, setCardId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<CheckoutDialog>(null);
  const [editedAddress, setEditedAddress] = useState<Address | undefined>(undefined);

  const address = chosenAddress(addresses.data, addressId);
  const card = chosenCard(cards.data, cardId);
  const days = timeSlots.data ?? [];
  const countryCodes = countries.data ?? [];
  const draft = useCheckoutDraft({
    cart: cart.data ?? null,
    address,
    card,
    days,
    countries: countryCodes,
    receiverDefaults: user,
  });
  const changes = useCartChanges(cart.data?.cartItems ?? []);
  const placement = useOrderPlacement();
  const ifUnavailable = useIfUnavailableChoices();
  const online = useOnline();

  const editAddress = (edit?: Address) => {
    setEditedAddress(edit);
    setDialog("address");
  };

  const page: Omit<CheckoutPageProps, "homeHref"> = {
    cart: { value: cart.data ?? null, loading: cart.isPending, ...changes.status },
    delivery: {
      address,
      addressLoading: addresses.isPending,
      days,
      daysLoading: timeSlots.isPending,
      window: draft.window,
    },
    payment: { card, loading: cards.isPending },
    receiver: {
      value: draft.receiver,
      countries: countryCodes,
      countriesLoading: countries.isPending,
      errors: draft.receiverErrors,
    },
    order: {
      problems: draft.problems,
      attempt: draft.attempt,
      submitting: placement.submitting,
      offline: !online,
    },
    ifUnavailable,
    actions: {
      ...changes.actions,
      changeAddress: () => setDialog("addressBook"),
      addAddress: () => editAddress(),
      changeCard: () => setDialog("cards"),
      addCard: () => setDialog("addCard"),
      changeReceiver: draft.changeReceiver,
      chooseWindow: draft.chooseWindow,
      placeOrder: () => {
        if (placement.submitting) return;
        // Offline, nothing is sent: TanStack Query would hold the order and place it whenever the
        // network came back, when the shopper may have left or changed the cart.
        if (isOffline()) {
          notify.error(checkoutOfflineText.notice, { toastId: "checkout-offline" });
          return;
        }
        const request = draft.submit();
        if (request) placement.place(request);
      },
    },
  };
  const dialogs: CheckoutDialogsProps = {
    open: dialog,
    setOpen: setDialog,
    addresses: addresses.data ?? [],
    addressesLoading: addresses.isPending,
    address,
    editedAddress,
    editAddress,
    chooseAddress: setAddressId,
    cards: cards.data,
    card,
    chooseCard: setCardId,
  };
  // Without the cart there is nothing to check out: the page says so and offers a retry.
  const failed = cart.isError && !cart.data;
  return { page, dialogs, failed, retry: () => void cart.refetch() };
}
