import { CreditCard, MapPin } from "lucide-react";
import { SavedCardSummary } from "../SavedCardSummary/SavedCardSummary";
import { Skeleton } from "../ui/Skeleton";
import { AddressSummary, ChangeButton, MissingPrompt } from "./CheckoutDelivery";
import { checkoutPageText as text } from "./CheckoutPage.text";
import { CheckoutSection } from "./CheckoutSection";
import type { CheckoutActions, CheckoutDelivery, CheckoutPayment } from "./checkoutModel";

type Actions = Pick<CheckoutActions, "changeAddress" | "addAddress" | "changeCard" | "addCard">;

/** Where the order goes: the chosen saved address with Change, or a prompt to add one. */
export function AddressSection({
  id,
  delivery,
  actions,
}: {
  id: string;
  delivery: Pick<CheckoutDelivery, "address" | "addressLoading">;
  actions: Actions;
}) {
  return (
    <CheckoutSection
      id={id}
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
  );
}

/** How the order is paid: the chosen saved card with Change, or a prompt to add one. */
export function CardSection({
  id,
  payment,
  actions,
}: {
  id: string;
  payment: CheckoutPayment;
  actions: Actions;
}) {
  return (
    <CheckoutSection
      id={id}
      title={text.payment}
      icon={CreditCard}
      aside={(headingId) =>
        payment.card ? <ChangeButton onClick={actions.changeCard} describedBy={headingId} /> : null
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
  );
}
