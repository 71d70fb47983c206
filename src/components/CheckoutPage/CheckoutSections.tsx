import { CalendarClock, ShoppingBag, UserRound } from "lucide-react";
import type { Cart } from "@/api/types";
import { DeliveryWindowPicker } from "../DeliveryWindowPicker/DeliveryWindowPicker";
import { ReceiverInfoForm } from "../ReceiverInfoForm/ReceiverInfoForm";
import { checkoutPageText as text } from "./CheckoutPage.text";
import { CheckoutPageLines } from "./CheckoutPageLines";
import { CheckoutSection } from "./CheckoutSection";
import { AddressSection, CardSection } from "./CheckoutSavedChoices";
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
  ifUnavailable,
  cart,
  updatingLineIds,
  itemCount,
}: SectionsProps) {
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <AddressSection id={ids.delivery} delivery={delivery} actions={actions} />
      <CardSection id={ids.payment} payment={payment} actions={actions} />

      <CheckoutSection id={`${ids.receiver}-section`} title={text.receiver} icon={UserRound}>
        <ReceiverInfoForm
          idPrefix={ids.receiver}
          value={receiver.value}
          onChange={actions.changeReceiver}
          countries={receiver.countries}
          countriesLoading={receiver.countriesLoading}
          errors={receiver.errors}
        />
      </CheckoutSection>

      <CheckoutSection id={ids.window} title={text.window} icon={CalendarClock}>
        <DeliveryWindowPicker
          id={ids.windowInput}
          days={delivery.days}
          loading={delivery.daysLoading}
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
            {text.itemCount(itemCount)}
          </span>
        )}
      >
        <CheckoutPageLines
          lines={cart.cartItems}
          onQuantityChange={actions.changeQuantity}
          updatingLineIds={updatingLineIds}
          ifUnavailable={ifUnavailable}
        />
      </CheckoutSection>
    </div>
  );
}
