import { useId } from "react";
import type { Address } from "@/api/types";
import { cn } from "@/lib/cn";
import { Button } from "../ui/Button";
import { addressBookSelectorText as text } from "./AddressBookSelector.text";

interface AddressBookSelectorOptionProps {
  address: Address;
  checked: boolean;
  onCheck: () => void;
  onEdit: () => void;
}

/** One saved address: a radio named by its label, with the 'Default' badge and its two lines. */
export function AddressBookSelectorOption({
  address,
  checked,
  onCheck,
  onEdit,
}: AddressBookSelectorOptionProps) {
  const id = useId();
  const nameId = useId();
  const linesId = useId();
  return (
    <div
      className={cn(
        "flex items-start gap-3 rounded-lg border p-3",
        checked ? "border-brand-700 bg-brand-50" : "border-gray-200",
      )}
    >
      <input
        id={id}
        type="radio"
        name="saved-address"
        value={address.id}
        checked={checked}
        onChange={onCheck}
        // The whole card is the radio's label for clicks; its name is the label and badge only.
        aria-labelledby={nameId}
        aria-describedby={linesId}
        className="mt-1 size-4 shrink-0 accent-brand-700"
      />
      <label htmlFor={id} className="flex min-w-0 flex-1 cursor-pointer flex-col gap-0.5">
        <span id={nameId} className="flex items-center gap-2">
          <span className="font-semibold text-gray-900">{address.label}</span>
          {address.isDefault ? (
            <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-800">
              {text.defaultBadge}
            </span>
          ) : null}
        </span>
        <span id={linesId} className="flex flex-col text-sm text-gray-700">
          <span>{address.addressLine1}</span>
          {address.addressLine2 ? <span>{address.addressLine2}</span> : null}
        </span>
      </label>
      <Button variant="ghost" size="sm" onClick={onEdit} className="-my-1 shrink-0">
        {text.edit}
        <span className="sr-only"> {address.label}</span>
      </Button>
    </div>
  );
}
