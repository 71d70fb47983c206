import { ConfirmDialog } from "../ui/ConfirmDialog";
import { addressBookText } from "./AddressBook.text";

const text = addressBookText.removeDialog;

export interface AddressBookRemoveDialogProps {
  open: boolean;
  /** The label of the address to remove. */
  label: string;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** Asks before an address goes: a removal cannot be undone. */
export function AddressBookRemoveDialog({
  open,
  label,
  onOpenChange,
  onConfirm,
}: AddressBookRemoveDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={text.title}
      description={text.description(label)}
      keepLabel={text.keep}
      confirmLabel={text.confirm}
      closeLabel={text.close}
      onConfirm={onConfirm}
    />
  );
}
