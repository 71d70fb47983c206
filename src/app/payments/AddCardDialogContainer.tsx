import { useRef, useState } from "react";
import { useSaveCard } from "@/api/queries/payments";
import type { PaymentMethod } from "@/api/types";
import { AddCardDialog } from "@/components/AddCardDialog/AddCardDialog";
import { notify } from "@/app/toast";
import {
  payments as configuredPayments,
  type CardEntry,
  type PaymentsAdapter,
} from "@/platform/payments";
import { cardSaveFailure, paymentMessages } from "./paymentMessages";

export interface AddCardDialogContainerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The card was saved (the dialog has closed): checkout picks it. */
  onSaved?: (card: PaymentMethod) => void;
  /** The payments provider; the build's unless a story picks one. */
  paymentsAdapter?: PaymentsAdapter;
}

/**
 * The 'Add New Card' dialog of docs/product.md § Payment methods, wired to the payments provider: the card form checks
 * the card, then save-card → the provider's confirm → verify-card, with the toasts of docs/product.md § Messages and errors.
 */
export function AddCardDialogContainer({
  open,
  onOpenChange,
  onSaved,
  paymentsAdapter = configuredPayments,
}: AddCardDialogContainerProps) {
  const { CardForm } = paymentsAdapter;
  const card = useRef<CardEntry>(null);
  const saveCard = useSaveCard();
  const [error, setError] = useState<string | null>(null);

  const changeOpen = (next: boolean) => {
    // The card form must stay until the provider has answered, or the card would be lost mid-way.
    if (!next && saveCard.isPending) return;
    if (!next) setError(null);
    onOpenChange(next);
  };

  const submit = () => {
    const entry = card.current;
    if (!entry || saveCard.isPending || !entry.check()) return;
    setError(null);
    saveCard.mutate(entry.confirm, {
      onSuccess: (saved) => {
        notify.success(paymentMessages.cardSaved);
        onOpenChange(false);
        onSaved?.(saved);
      },
      onError: (failure) => {
        const { toast, inline } = cardSaveFailure(failure);
        notify.error(toast);
        setError(inline);
      },
    });
  };

  return (
    <AddCardDialog
      open={open}
      onOpenChange={changeOpen}
      renderCardForm={(props) => <CardForm ref={card} {...props} />}
      onSubmit={submit}
      saving={saveCard.isPending}
      error={error}
    />
  );
}
