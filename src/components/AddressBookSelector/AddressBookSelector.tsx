import { Plus } from "lucide-react";
import { useState } from "react";
import type { Address } from "@/api/types";
import { Button } from "../ui/Button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../ui/Dialog";
import { Skeleton } from "../ui/Skeleton";
import { addressBookSelectorText as text } from "./AddressBookSelector.text";
import { AddressBookSelectorOption } from "./AddressBookSelectorOption";

export interface AddressBookSelectorProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The saved addresses, the default first (as the server lists them). */
  addresses: readonly Address[];
  /** True while the address book loads. */
  loading?: boolean;
  /** The address the order goes to now; the default one is chosen when none is. */
  selectedId: number | null;
  /** 'Deliver Here' with the chosen address. */
  onChoose: (address: Address) => void;
  onAddNew: () => void;
  onEdit: (address: Address) => void;
}

/** docs/product.md § Address book (checkout): the saved addresses as a radio group, to choose, edit or add one. */
export function AddressBookSelector({ open, onOpenChange, ...props }: AddressBookSelectorProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={text.close} width="lg">
        <DialogTitle>{text.title}</DialogTitle>
        <DialogDescription className="-mt-2">{text.description}</DialogDescription>
        {/* Mounted with the content, so each opening starts from the address in use. */}
        <AddressBookSelectorBody {...props} />
      </DialogContent>
    </Dialog>
  );
}

function AddressBookSelectorBody({
  addresses,
  loading = false,
  selectedId,
  onChoose,
  onAddNew,
  onEdit,
}: Omit<AddressBookSelectorProps, "open" | "onOpenChange">) {
  const [chosenId, setChosenId] = useState(selectedId);
  const chosen =
    addresses.find(({ id }) => id === chosenId) ??
    addresses.find(({ isDefault }) => isDefault) ??
    addresses[0];

  const addNew = (
    <Button variant="outline" onClick={onAddNew} className="w-full">
      <Plus aria-hidden className="size-4" />
      {text.addNew}
    </Button>
  );

  if (loading) {
    return (
      <div role="status" aria-label={text.loading} className="flex flex-col gap-3">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  }

  if (addresses.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        <p className="rounded-lg bg-gray-50 px-4 py-6 text-center text-sm text-gray-700">
          {text.empty}
        </p>
        {addNew}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-gray-900">{text.savedAddresses}</legend>
        {addresses.map((address) => (
          <AddressBookSelectorOption
            key={address.id}
            address={address}
            checked={address.id === chosen?.id}
            onCheck={() => setChosenId(address.id)}
            onEdit={() => onEdit(address)}
          />
        ))}
      </fieldset>
      {addNew}
      <Button size="lg" onClick={() => chosen && onChoose(chosen)} className="w-full">
        {text.choose}
      </Button>
    </div>
  );
}
