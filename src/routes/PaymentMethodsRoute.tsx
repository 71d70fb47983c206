import { lazy, useState } from "react";
import {
  usePaymentMethods,
  useRemovePaymentMethod,
  useSetDefaultPaymentMethod,
} from "@/api/queries/payments";
import type { PaymentMethod } from "@/api/types";
import { paymentMessages } from "@/app/payments/paymentMessages";
import { notify } from "@/app/toast";
import { PaymentMethods } from "@/components/PaymentMethods/PaymentMethods";
import { paths } from "@/lib/paths";
import { MountWhenOpened } from "@/components/ui/MountWhenOpened";
import { PrivatePageMeta } from "@/app/meta/StoreMeta";
import { paymentMethodsText } from "@/components/PaymentMethods/PaymentMethods.text";

// The card form (and Stripe's code, in a build with a key) loads when the shopper adds a card.
const AddCardDialogContainer = lazy(async () => ({
  default: (await import("@/app/payments/AddCardDialogContainer")).AddCardDialogContainer,
}));

/** /payment-method: the saved cards, adding one, removing one and choosing the default. */
function PaymentMethodsScreen() {
  const cards = usePaymentMethods({ enabled: true });
  const removeCard = useRemovePaymentMethod();
  const setDefault = useSetDefaultPaymentMethod();
  const [removing, setRemoving] = useState<readonly string[]>([]);
  const [adding, setAdding] = useState(false);

  const onRemove = (card: PaymentMethod) => {
    setRemoving((ids) => [...ids, card.id]);
    removeCard
      .mutateAsync(card.id)
      .then(
        () => notify.success(paymentMessages.cardRemoved),
        () => notify.error(paymentMessages.cardRemoveFailed),
      )
      .finally(() => setRemoving((ids) => ids.filter((id) => id !== card.id)));
  };

  const onSetDefault = (card: PaymentMethod) => {
    setDefault.mutateAsync(card.id).then(
      () => notify.success(paymentMessages.defaultCardSet),
      () => notify.error(paymentMessages.defaultCardFailed),
    );
  };

  return (
    <>
      <PaymentMethods
        cards={cards.data}
        failed={cards.isError}
        onRetry={() => void cards.refetch()}
        settingsHref={paths.settings()}
        onAddCard={() => setAdding(true)}
        onRemove={onRemove}
        onSetDefault={onSetDefault}
        removingCardIds={removing}
        defaultingCardId={setDefault.isPending ? (setDefault.variables ?? null) : null}
      />
      <MountWhenOpened open={adding}>
        <AddCardDialogContainer open={adding} onOpenChange={setAdding} />
      </MountWhenOpened>
    </>
  );
}

/** The page kept out of search results (docs/seo.md), titled as it is headed. */
export function PaymentMethodsRoute() {
  return (
    <>
      <PrivatePageMeta title={paymentMethodsText.title} />
      <PaymentMethodsScreen />
    </>
  );
}
