import { MapPin, Plus } from "lucide-react";
import { useState } from "react";
import type { Address } from "@/api/types";
import { Button } from "../ui/Button";
import { EmptyState, LoadFailed } from "../ui/ListStatus";
import { Skeleton } from "../ui/Skeleton";
import { addressBookText as text } from "./AddressBook.text";
import { AddressBookCard } from "./AddressBookCard";
import { AddressBookRemoveDialog } from "./AddressBookRemoveDialog";
import { BackLink } from "../ui/BackLink";

export interface AddressBookProps {
  /** The saved addresses, the default first (as the server lists them). */
  addresses: readonly Address[];
  /** True while the address book loads. */
  loading?: boolean;
  /** True when the address book could not be loaded; 'Try again' raises onRetry. */
  failed?: boolean;
  onRetry?: () => void;
  /** Where the back link goes: the settings page. */
  settingsHref: string;
  /** Addresses whose removal or default change is on its way. */
  busyIds?: readonly number[];
  onAddNew: () => void;
  onEdit: (address: Address) => void;
  /** Raised once the shopper has confirmed the removal. */
  onRemove: (address: Address) => void;
  onSetDefault: (address: Address) => void;
}

/** docs/product.md § Address book: the saved addresses, to add, edit, remove or make default. */
export function AddressBook({ settingsHref, onAddNew, ...props }: AddressBookProps) {
  return (
    <section aria-labelledby="address-book-title" className="flex flex-col gap-6">
      <BackLink href={settingsHref}>{text.backToSettings}</BackLink>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="address-book-title" className="text-2xl font-semibold">
          {text.title}
        </h1>
        {props.loading || props.failed ? null : (
          <Button onClick={onAddNew}>
            <Plus aria-hidden className="size-4" />
            {text.addNew}
          </Button>
        )}
      </div>
      <AddressBookBody {...props} />
    </section>
  );
}

function AddressBookBody({
  addresses,
  loading = false,
  failed = false,
  onRetry,
  busyIds = [],
  onEdit,
  onRemove,
  onSetDefault,
}: Omit<AddressBookProps, "settingsHref" | "onAddNew">) {
  // The address stays after the dialog closes, so its words do not change while it fades out.
  const [removing, setRemoving] = useState<Address | null>(null);
  const [confirming, setConfirming] = useState(false);

  if (loading) {
    return (
      <div role="status" aria-label={text.loading} className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-36" />
        <Skeleton className="h-36" />
      </div>
    );
  }

  if (failed) {
    return <LoadFailed description={text.loadFailed} retryLabel={text.retry} onRetry={onRetry} />;
  }

  return (
    <section aria-labelledby="saved-addresses-title" className="flex flex-col gap-3">
      <h2 id="saved-addresses-title" className="text-lg font-semibold">
        {text.savedAddresses}
      </h2>
      {addresses.length === 0 ? (
        <EmptyState icon={MapPin} title={text.empty} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {addresses.map((address) => (
            <li key={address.id}>
              <AddressBookCard
                address={address}
                busy={busyIds.includes(address.id)}
                onEdit={() => onEdit(address)}
                onRemove={() => {
                  setRemoving(address);
                  setConfirming(true);
                }}
                onSetDefault={() => onSetDefault(address)}
              />
            </li>
          ))}
        </ul>
      )}
      <AddressBookRemoveDialog
        open={confirming}
        label={removing?.label ?? ""}
        onOpenChange={setConfirming}
        onConfirm={() => {
          if (removing) onRemove(removing);
          setConfirming(false);
        }}
      />
    </section>
  );
}
