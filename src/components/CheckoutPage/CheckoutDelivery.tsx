import { MapPin, Plus } from "lucide-react";
import type { Address } from "@/api/types";
import { Button } from "../ui/Button";
import { checkoutPageText as text } from "./CheckoutPage.text";

export function ChangeButton({
  onClick,
  describedBy,
}: {
  onClick: () => void;
  describedBy: string;
}) {
  return (
    <Button variant="outline" size="sm" onClick={onClick} aria-describedby={describedBy}>
      {text.change}
    </Button>
  );
}

/** The chosen address, as the address book shows it. */
export function AddressSummary({ address }: { address: Address }) {
  const street = [address.addressLine1, address.addressLine2].filter(Boolean).join(", ");
  return (
    <div className="flex items-start gap-3">
      <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-gray-500" />
      <div className="min-w-0 text-sm text-gray-700">
        <p className="flex flex-wrap items-center gap-2">
          <span className="text-base font-semibold text-gray-900">{address.label}</span>
          {address.isDefault ? (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
              {text.defaultBadge}
            </span>
          ) : null}
        </p>
        {/* The shopper's own words, in whatever script: each line isolated in its own direction. */}
        <p className="mt-0.5">
          <bdi>{street}</bdi>
        </p>
        <p>
          <bdi>
            {address.city}, {address.state} {address.zip}
          </bdi>
        </p>
        {address.instructions ? (
          <p className="mt-1 text-gray-600 italic">
            <bdi>{address.instructions}</bdi>
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** A dashed prompt that stands where a missing address or card would be. */
export function MissingPrompt({
  title,
  body,
  action,
  onAction,
}: {
  title: string;
  body: string;
  action: string;
  onAction: () => void;
}) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border-2 border-dashed border-gray-300 bg-gray-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-semibold text-gray-900">{title}</p>
        <p className="text-sm text-gray-600">{body}</p>
      </div>
      <Button onClick={onAction}>
        <Plus aria-hidden className="size-4" />
        {action}
      </Button>
    </div>
  );
}
