import { Plus } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import type { PaymentMethod } from "@/api/types";
import { SavedCardSummary } from "../SavedCardSummary/SavedCardSummary";
import { Button } from "../ui/Button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../ui/Dialog";
import { Skeleton } from "../ui/Skeleton";
import { paymentMethodSelectorText as text } from "./PaymentMethodSelector.text";

export interface PaymentMethodSelectorProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The saved cards; undefined while they load. */
  cards: readonly PaymentMethod[] | undefined;
  /** The card the checkout pays with now, checked when the dialog opens. */
  selectedId: string | null;
  /** 'Use This Card' with the checked card (the container closes the dialog). */
  onSelect: (card: PaymentMethod) => void;
  /** 'Add New Card': the container opens the add-card dialog. */
  onAddNew: () => void;
}

/**
 * Checkout's payment method selector: the saved cards as a radio group. Arrow keys move the
 * check without closing anything; 'Use This Card' takes the checked one.
 */
export function PaymentMethodSelector({
  open,
  onOpenChange,
  cards,
  selectedId,
  onSelect,
  onAddNew,
}: PaymentMethodSelectorProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={text.close}>
        <DialogTitle>{text.title}</DialogTitle>
        <DialogDescription>{text.description}</DialogDescription>
        {cards === undefined ? <LoadingCards /> : null}
        {cards?.length === 0 ? <p className="text-sm text-gray-700">{text.empty}</p> : null}
        {cards?.length ? (
          <CardChoice cards={cards} selectedId={selectedId} onSelect={onSelect} />
        ) : null}
        <Button variant="outline" onClick={onAddNew}>
          <Plus aria-hidden className="size-4" />
          {text.addNew}
        </Button>
      </DialogContent>
    </Dialog>
  );
}

function LoadingCards() {
  return (
    <div role="status" className="flex flex-col gap-2">
      <span className="sr-only">{text.loading}</span>
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-16 w-full" />
    </div>
  );
}

/** Mounted with each opening (the dialog's content is), so it starts from the checkout's card. */
function CardChoice({
  cards,
  selectedId,
  onSelect,
}: Pick<PaymentMethodSelectorProps, "selectedId" | "onSelect"> & {
  cards: readonly PaymentMethod[];
}) {
  const [checkedId, setCheckedId] = useState(
    () => cards.find((card) => card.id === selectedId)?.id ?? cards[0]?.id,
  );
  const name = useId();
  const checked = cards.find((card) => card.id === checkedId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checked) onSelect(checked);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-gray-900">{text.savedCards}</legend>
        {cards.map((card) => (
          <label
            key={card.id}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-gray-200 p-3 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={card.id}
              checked={card.id === checkedId}
              onChange={() => setCheckedId(card.id)}
              className="size-4 shrink-0 accent-brand-700"
            />
            <SavedCardSummary card={card} />
          </label>
        ))}
      </fieldset>
      <Button type="submit" disabled={!checked}>
        {text.useCard}
      </Button>
    </form>
  );
}
