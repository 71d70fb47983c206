import { useQueryClient } from "@tanstack/react-query";
import { lazy, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { ApiError } from "@/api/client";
import {
  cartKeys,
  useApplyCoupon,
  useCart,
  usePendingCartProducts,
  useRemoveCoupon,
  useRemoveTip,
  useReplaceCartItem,
  useSetTip,
} from "@/api/queries/cart";
import { usePlaceOrder } from "@/api/queries/checkout";
import { usePaymentMethods } from "@/api/queries/payments";
import { useCountryCodes, useDeliveryTimeSlots } from "@/api/queries/support";
import { useAddresses } from "@/api/queries/users";
import type { Address, Cart, CheckoutRequest, PaymentMethod } from "@/api/types";
import { preloadScreen } from "@/app/routes";
import { useSession } from "@/app/session";
import { notify } from "@/app/toast";
import { AddressBookSelector } from "@/components/AddressBookSelector/AddressBookSelector";
import { CheckoutPage, type PlaceOrderRequest } from "@/components/CheckoutPage/CheckoutPage";
import { PageError } from "@/components/PageError/PageError";
import { PaymentMethodSelector } from "@/components/PaymentMethodSelector/PaymentMethodSelector";
import { paths } from "@/lib/paths";
import { checkoutMessages } from "./checkout/checkoutMessages";
import { placeOrderFailureMessages } from "./checkout/placeOrderFailure";
import { productMessages } from "@/app/productMessages";
import { tipMessages } from "./shared/tipMessages";
import { MountWhenOpened } from "@/components/ui/MountWhenOpened";

// The forms with a map or a card field load when the shopper first asks for one.
const AddressDialogContainer = lazy(async () => ({
  default: (await import("@/app/address/AddressDialogContainer")).AddressDialogContainer,
}));
const AddCardDialogContainer = lazy(async () => ({
  default: (await import("@/app/payments/AddCardDialogContainer")).AddCardDialogContainer,
}));

type CheckoutDialog = "addressBook" | "address" | "cards" | "addCard" | null;

/** The server's reason; a call that never reached it ("Failed to fetch") has none to show. */
const reasonOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.body?.message ? error.body.message : fallback;

/** The order goes to the address picked here, else the default one, else the first saved. */
function chosenAddress(addresses: readonly Address[] | undefined, id: number | null) {
  if (!addresses) return null;
  return (
    addresses.find((address) => address.id === id) ??
    addresses.find((address) => address.isDefault) ??
    addresses[0] ??
    null
  );
}

/** The shopper's pick, else the default card, else the first. */
function chosenCard(cards: readonly PaymentMethod[] | undefined, id: string | null) {
  return (
    cards?.find((card) => card.id === id) ??
    cards?.find((card) => card.isDefault) ??
    cards?.[0] ??
    null
  );
}

function checkoutRequest(
  cart: Cart,
  address: Address,
  card: PaymentMethod,
  { receiver, window }: PlaceOrderRequest,
): CheckoutRequest {
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

/**
 * /checkout, for signed-in customers (the route guard sees to that). Every figure of money is the
 * server's cart answer; the page checks what it can before Place Order calls the server.
 */
export function CheckoutRoute() {
  const { user } = useSession();
  const navigate = useNavigate();
  const cart = useCart({ enabled: true });
  const addresses = useAddresses({ enabled: true });
  const cards = usePaymentMethods({ enabled: true });
  const timeSlots = useDeliveryTimeSlots({ enabled: true });
  const countries = useCountryCodes();
  const pendingProducts = usePendingCartProducts();
  const replaceCartItem = useReplaceCartItem();
  const applyCoupon = useApplyCoupon();
  const removeCoupon = useRemoveCoupon();
  const setTip = useSetTip();
  const removeTip = useRemoveTip();
  const placeOrder = usePlaceOrder();

  const [addressId, setAddressId] = useState<number | null>(null);
  const [cardId, setCardId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<CheckoutDialog>(null);
  const [editedAddress, setEditedAddress] = useState<Address | undefined>(undefined);
  const [couponError, setCouponError] = useState<string | null>(null);

  const address = chosenAddress(addresses.data, addressId);
  const card = chosenCard(cards.data, cardId);
  const dialogOpenChange = (name: CheckoutDialog) => (open: boolean) =>
    setDialog(open ? name : null);

  const openAddressDialog = (edit?: Address) => {
    setEditedAddress(edit);
    setDialog("address");
  };
  const openCardDialog = () => setDialog("addCard");

  const onApplyCoupon = (code: string) => {
    setCouponError(null);
    applyCoupon.mutateAsync(code).then(
      () => notify.success(checkoutMessages.couponApplied),
      (error: unknown) => {
        const reason = reasonOf(error, checkoutMessages.couponFailed);
        setCouponError(reason);
        notify.error(reason);
      },
    );
  };

  // Two clicks in one task both arrive before the page re-renders as busy; the second would join
  // the first's call (usePlaceOrder) and then toast and navigate a second time.
  const placing = useRef(false);
  // The order emptied the cart, which is asked again once checkout has gone (see placeOrderMutation).
  const queryClient = useQueryClient();
  const placed = useRef(false);
  useEffect(
    () => () => {
      if (placed.current) {
        void queryClient.refetchQueries({ queryKey: cartKeys.all, type: "active" });
      }
    },
    [queryClient],
  );
  const onPlaceOrder = (request: PlaceOrderRequest) => {
    if (placing.current || placed.current || !cart.data || !address || !card) return;
    placing.current = true;
    placeOrder
      .mutateAsync(checkoutRequest(cart.data, address, card, request))
      .then(
        (orderUuid) => {
          placed.current = true;
          notify.success(checkoutMessages.placed);
          // The order page's code first, so checkout gives way to it, not to 'Loading…'.
          const orderPath = paths.order(orderUuid);
          void preloadScreen(orderPath).then(() => navigate(orderPath));
        },
        (error: unknown) => {
          console.error("Checkout failed", error);
          for (const message of placeOrderFailureMessages(error)) notify.error(message);
        },
      )
      .finally(() => {
        placing.current = false;
      });
  };

  // Without the cart there is nothing to check out: the page says so and offers a retry.
  if (cart.isError && !cart.data) {
    return <PageError homeHref={paths.home()} onRetry={() => void cart.refetch()} />;
  }

  const lines = cart.data?.cartItems ?? [];
  return (
    <>
      <CheckoutPage
        loading={cart.isPending}
        cart={cart.data ?? null}
        address={address}
        addressLoading={addresses.isPending}
        onChangeAddress={() => setDialog("addressBook")}
        onAddAddress={() => openAddressDialog()}
        card={card}
        cardLoading={cards.isPending}
        onChangeCard={() => setDialog("cards")}
        onAddCard={openCardDialog}
        timeSlotDays={timeSlots.data ?? []}
        timeSlotsLoading={timeSlots.isPending}
        countries={countries.data ?? []}
        countriesLoading={countries.isPending}
        receiverDefaults={user}
        onQuantityChange={(line, qty) =>
          void replaceCartItem
            .mutateAsync({ productId: line.product.id, qty })
            .catch(() => notify.error(productMessages.cartUpdateFailed))
        }
        updatingLineIds={lines
          .filter((line) => pendingProducts.has(line.product.id))
          .map((line) => line.id)}
        onApplyCoupon={onApplyCoupon}
        onClearCoupon={() =>
          removeCoupon.mutateAsync().then(
            () => {
              setCouponError(null);
              notify.success(checkoutMessages.couponCleared);
            },
            () => notify.error(checkoutMessages.couponClearFailed),
          )
        }
        couponError={couponError}
        applyingCoupon={applyCoupon.isPending}
        clearingCoupon={removeCoupon.isPending}
        onApplyTip={(amount) =>
          setTip.mutateAsync(amount).then(
            () => notify.success(tipMessages.applied(amount)),
            () => notify.error(tipMessages.applyFailed),
          )
        }
        onClearTip={() =>
          removeTip.mutateAsync().then(
            () => notify.success(tipMessages.cleared),
            () => notify.error(tipMessages.clearFailed),
          )
        }
        applyingTip={setTip.isPending}
        clearingTip={removeTip.isPending}
        submitting={placeOrder.isPending}
        onPlaceOrder={onPlaceOrder}
        homeHref={paths.home()}
      />
      <AddressBookSelector
        open={dialog === "addressBook"}
        onOpenChange={dialogOpenChange("addressBook")}
        addresses={addresses.data ?? []}
        loading={addresses.isPending}
        selectedId={address?.id ?? null}
        onChoose={(chosen) => {
          setAddressId(chosen.id);
          setDialog(null);
        }}
        onAddNew={() => openAddressDialog()}
        onEdit={(edit) => openAddressDialog(edit)}
      />
      <PaymentMethodSelector
        open={dialog === "cards"}
        onOpenChange={dialogOpenChange("cards")}
        cards={cards.data}
        selectedId={card?.id ?? null}
        onSelect={(chosen) => {
          setCardId(chosen.id);
          setDialog(null);
        }}
        onAddNew={openCardDialog}
      />
      <MountWhenOpened open={dialog === "address"}>
        <AddressDialogContainer
          open={dialog === "address"}
          onOpenChange={dialogOpenChange("address")}
          address={editedAddress}
          onSaved={(saved) => setAddressId(saved.id)}
        />
      </MountWhenOpened>
      <MountWhenOpened open={dialog === "addCard"}>
        <AddCardDialogContainer
          open={dialog === "addCard"}
          onOpenChange={dialogOpenChange("addCard")}
          onSaved={(saved) => setCardId(saved.id)}
        />
      </MountWhenOpened>
    </>
  );
}
