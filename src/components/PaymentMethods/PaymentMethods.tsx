import { CreditCard, Plus } from "lucide-react";
import { useId, useState } from "react";
import type { PaymentMethod } from "@/api/types";
import { cardBrandName } from "../CardBrandLogo/CardBrandLogo.text";
import { SavedCardSummary } from "../SavedCardSummary/SavedCardSummary";
import { Button } from "../ui/Button";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { EmptyState, LoadFailed } from "../ui/ListStatus";
import { Skeleton } from "../ui/Skeleton";
import { paymentMethodsText as text } from "./PaymentMethods.text";
import { BackLink } from "../ui/BackLink";

/** A card as a screen reader names it: "Visa ending in 4242". */
const nameOf = (card: PaymentMethod) =>
  text.cardName(cardBrandName(card.brand.toLowerCase()), card.last4);

export interface PaymentMethodsProps {
  /** The saved cards, the default first; undefined while they load. */
  cards: readonly PaymentMethod[] | undefined;
  /** The cards could not be loaded. */
  failed?: boolean;
  onRetry: () => void;
  settingsHref: string;
  onAddCard: () => void;
  onRemove: (card: PaymentMethod) => void;
  onSetDefault: (card: PaymentMethod) => void;
  /** Cards whose removal the server has not answered yet. */
  removingCardIds?: readonly string[];
  /** The card being made the default, until the server answers. */
  defaultingCardId?: string | null;
}

/**
 * /payment-method (docs/product.md § Payment methods): the saved cards with their brand, masked number and expiry;
 * only the default one has the badge, the others can become it.
 */
export function PaymentMethods({
  cards,
  failed = false,
  onRetry,
  settingsHref,
  onAddCard,
  onRemove,
  onSetDefault,
  removingCardIds = [],
  defaultingCardId = null,
}: PaymentMethodsProps) {
  const listId = useId();
  // The card stays after the dialog closes, so its words do not change while it fades out.
  const [removing, setRemoving] = useState<PaymentMethod | null>(null);
  const [confirming, setConfirming] = useState(false);
  return (
    <section className="flex flex-col gap-6">
      <BackLink href={settingsHref}>{text.back}</BackLink>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-gray-900">{text.title}</h1>
        <Button onClick={onAddCard}>
          <Plus aria-hidden className="size-4" />
          {text.addNewCard}
        </Button>
      </div>
      <div className="flex flex-col gap-3">
        <h2 id={listId} className="text-lg font-semibold text-gray-900">
          {text.savedCards}
        </h2>
        {failed && !cards ? (
          <LoadFailed description={text.loadFailed} retryLabel={text.retry} onRetry={onRetry} />
        ) : !cards ? (
          <div aria-busy className="flex flex-col gap-3">
            <span className="sr-only">{text.loading}</span>
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
        ) : cards.length === 0 ? (
          <EmptyState icon={CreditCard} title={text.empty} hint={text.emptyHint} />
        ) : (
          <ul aria-labelledby={listId} className="flex flex-col gap-3">
            {cards.map((card) => (
              <SavedCardRow
                key={card.id}
                card={card}
                removing={removingCardIds.includes(card.id)}
                defaulting={defaultingCardId === card.id}
                onRemove={() => {
                  setRemoving(card);
                  setConfirming(true);
                }}
                onSetDefault={() => onSetDefault(card)}
              />
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={text.removeDialog.title}
        description={text.removeDialog.description(removing ? nameOf(removing) : "")}
        keepLabel={text.removeDialog.keep}
        confirmLabel={text.removeDialog.confirm}
        closeLabel={text.removeDialog.close}
        onConfirm={() => {
          if (removing) onRemove(removing);
          setConfirming(false);
        }}
      />
    </section>
  );
}

function SavedCardRow({
  card,
  removing,
  defaulting,
  onRemove,
  onSetDefault,
}: {
  card: PaymentMethod;
  removing: boolean;
  defaulting: boolean;
  onRemove: () => void;
  onSetDefault: () => void;
}) {
  const name = nameOf(card);
  const busy = removing || defaulting;
  return (
    <li
      aria-label={name}
      aria-busy={busy}
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-gray-200 bg-white p-4"
    >
      <div className="flex min-w-0 items-center gap-3">
        <SavedCardSummary card={card} />
        {card.isDefault ? (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
            {text.default}
          </span>
        ) : null}
      </div>
      <div className="flex gap-2">
        {card.isDefault ? null : (
          <Button variant="outline" size="sm" disabled={busy} onClick={onSetDefault}>
            {text.setAsDefault}
            <span className="sr-only">: {name}</span>
          </Button>
        )}
        <Button variant="ghostDanger" size="sm" disabled={busy} onClick={onRemove}>
          {removing ? text.removing : text.remove}
          <span className="sr-only">: {name}</span>
        </Button>
      </div>
    </li>
  );
}
