import { LoaderCircle } from "lucide-react";
import { useId } from "react";
import type { Address } from "@/api/types";
import { Button } from "../ui/Button";
import { addressBookText as text } from "./AddressBook.text";

export interface AddressBookCardProps {
  address: Address;
  /** A removal or default change of this address is on its way: its buttons wait. */
  busy?: boolean;
  onEdit: () => void;
  onRemove: () => void;
  onSetDefault: () => void;
}

/** One saved address: label, 'Default' badge, lines 1 and 2, and what can be done with it. */
export function AddressBookCard({
  address,
  busy = false,
  onEdit,
  onRemove,
  onSetDefault,
}: AddressBookCardProps) {
  const labelId = useId();
  // Each button names its address too, so a screen reader's button list tells them apart.
  const named = (action: string) => (
    <>
      {action}
      <span className="sr-only"> {address.label}</span>
    </>
  );
  return (
    <article
      aria-labelledby={labelId}
      aria-busy={busy}
      className="flex h-full flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={labelId} className="font-semibold text-gray-900">
          {address.label}
        </h3>
        {address.isDefault ? (
          <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-800">
            {text.defaultBadge}
          </span>
        ) : null}
        {busy ? (
          <LoaderCircle aria-hidden className="ms-auto size-4 animate-spin text-gray-500" />
        ) : null}
      </div>
      <p className="flex flex-1 flex-col text-sm text-gray-700">
        <span>{address.addressLine1}</span>
        {address.addressLine2 ? <span>{address.addressLine2}</span> : null}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} disabled={busy}>
          {named(text.edit)}
        </Button>
        <Button variant="ghost" size="sm" onClick={onRemove} disabled={busy}>
          {named(text.remove)}
        </Button>
        {address.isDefault ? null : (
          <Button variant="ghost" size="sm" onClick={onSetDefault} disabled={busy}>
            {named(text.setDefault)}
          </Button>
        )}
      </div>
    </article>
  );
}
