import { CalendarClock, CreditCard, MapPin, ShoppingBag, UserRound } from "lucide-react";
import type { Cart } from "@/api/types";
import { DeliveryWindowPicker } from "../DeliveryWindowPicker/DeliveryWindowPicker";
import { ReceiverInfoForm } from "../ReceiverInfoForm/ReceiverInfoForm";
import { SavedCardSummary } from "../SavedCardSummary/SavedCardSummary";
import { Skeleton } from "../ui/Skeleton";
import { AddressSummary, ChangeButton, MissingPrompt } from "./CheckoutDelivery";
import { checkoutPageText as text } from "./CheckoutPage.text";
import { CheckoutPageLines } from "./CheckoutPageLines";
import { CheckoutSection } from "./CheckoutSection";
import type { CheckoutPageProps } from "./checkoutModel";

/** The element ids the problem list leads to. */
export interface CheckoutIds {
  delivery: string;
  payment: string;
  receiver: string;
  window: string;
  windowInput: string;
}

type SectionsProps = Omit<CheckoutPageProps, "cart" | "order" | "homeHref"> & {
  ids: CheckoutIds;
  cart: Cart;
  updatingLineIds: readonly number[];
  itemCount: number;
};

/** The left column: where the order goes, how it is paid, who receives it, when, and what. */
export function CheckoutSections({
  ids,
  delivery,
  payment,
  receiver,
  actions,
  ...cart
}: SectionsProps) {
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <CheckoutSection
        id={ids.delivery}
        title={text.delivery}
        icon={MapPin}
        aside={(headingId) =>
          delivery.address ? (
            <ChangeButton onClick={actions.changeAddress} describedBy={headingId} />
          ) : null
        }
      >
        {delivery.addressLoading ? (
          <Skeleton className="h-20 w-full" />
        ) : delivery.address ? (
          <AddressSummary address={delivery.address} />
        ) : (
          <MissingPrompt
            title={text.noAddressTitle}
            body={text.noAddressBody}
            action={text.addAddress}
            onAction={actions.addAddress}
          />
        )}
      </CheckoutSection>

      <CheckoutSection
        id={ids.payment}
        title={text.payment}
        icon={CreditCard}
        aside={(headingId) =>
          payment.card ? (
            <ChangeButton onClick={actions.changeCard} describedBy={headingId} />
          ) : null
        }
      >
        {payment.loading ? (
          <Skeleton className="h-12 w-full" />
        ) : payment.card ? (
          <SavedCardSummary card={payment.card} />
        ) : (
          <MissingPrompt
            title={text.noCardTitle}
            body={text.noCardBody}
            action={text.addCard}
            onAction={actions.addCard}
          />
        )}
      </CheckoutSection>

      <CheckoutSection id={`${ids.receiver}-section`} title={text.receiver} icon={UserRound}>
        <ReceiverInfoForm
          idPrefix={ids.receiver}
          value={receiver.value}
          onChange={actions.changeReceiver}
          countries={receiver.countries}
          countriesLoading={receiver.countriesLoading ?? false}
          errors={receiver.errors ?? {}}
        />
      </CheckoutSection>

      <CheckoutSection id={ids.window} title={text.window} icon={CalendarClock}>
        <DeliveryWindowPicker
          id={ids.windowInput}
          days={delivery.days}
          loading={delivery.daysLoading ?? false}
          value={delivery.window}
          onChange={actions.chooseWindow}
        />
      </CheckoutSection>

      <CheckoutSection
        id={`${ids.delivery}-items`}
        title={text.cartItems}
        icon={ShoppingBag}
        aside={() => (
          <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-sm font-medium text-gray-700">
            {text.itemCount(cart.itemCount)}
          </span>
        )}
      >
        <CheckoutPageLines
          lines={cart.cart.cartItems}
          onQuantityChange={actions.changeQuantity}
          updatingLineIds={cart.updatingLineIds}
        />
      </CheckoutSection>
    </div>
  );
}
