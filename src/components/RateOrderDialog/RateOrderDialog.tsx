import { LoaderCircle } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import type { RatingRequest } from "@/api/types";
import { Button } from "../ui/Button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../ui/Dialog";
import { rateOrderDialogText as text } from "./RateOrderDialog.text";
import { StarRating } from "./StarRating";

export interface RateOrderDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Both ratings (1 to 5); a comment only when one was written. */
  onSubmit: (rating: RatingRequest) => void;
  /** The rider's first name, for the rider's stars; null without a rider. */
  riderName?: string | null;
  /** The rating is being sent: the submit button waits. */
  busy?: boolean;
}

/**
 * docs/product.md § Order detail and § Validation: 'Rate Your Order' with order and rider stars (1 to 5, both required by
 * the contract) and optional comments. Sending without a rating says which one is missing
 * rather than disabling the button, so the shopper learns why. Each opening starts afresh.
 */
export function RateOrderDialog({
  open,
  onOpenChange,
  onSubmit,
  riderName = null,
  busy = false,
}: RateOrderDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={text.close}>
        <DialogTitle>{text.title}</DialogTitle>
        <DialogDescription>{text.description}</DialogDescription>
        <RatingForm onSubmit={onSubmit} riderName={riderName} busy={busy} />
      </DialogContent>
    </Dialog>
  );
}

function RatingForm({
  onSubmit,
  riderName,
  busy,
}: {
  onSubmit: (rating: RatingRequest) => void;
  riderName: string | null;
  busy: boolean;
}) {
  const orderCommentsId = useId();
  const riderCommentsId = useId();
  const [orderRating, setOrderRating] = useState<number | null>(null);
  const [driverRating, setDriverRating] = useState<number | null>(null);
  const [orderComments, setOrderComments] = useState("");
  const [driverComments, setDriverComments] = useState("");
  const [tried, setTried] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (orderRating === null || driverRating === null) {
      setTried(true);
      return;
    }
    const rating: RatingRequest = { orderRating, driverRating };
    if (orderComments.trim()) rating.orderComments = orderComments.trim();
    if (driverComments.trim()) rating.driverComments = driverComments.trim();
    onSubmit(rating);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <StarRating
        legend={text.orderLegend}
        value={orderRating}
        onChange={setOrderRating}
        error={tried && orderRating === null ? text.missingRating : null}
      />
      <Comments
        id={orderCommentsId}
        label={text.orderComments}
        value={orderComments}
        onChange={setOrderComments}
      />
      <StarRating
        legend={text.riderLegend(riderName)}
        value={driverRating}
        onChange={setDriverRating}
        error={tried && driverRating === null ? text.missingRating : null}
      />
      <Comments
        id={riderCommentsId}
        label={text.riderComments}
        value={driverComments}
        onChange={setDriverComments}
      />
      <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
        {busy ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
        {text.submit}
      </Button>
    </form>
  );
}

function Comments({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm text-gray-700">
        {label}
      </label>
      <textarea
        id={id}
        rows={2}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="w-full resize-y rounded-lg border border-gray-300 px-3 py-2 text-sm text-gray-900"
      />
    </div>
  );
}
