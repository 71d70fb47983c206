import { Button } from "../ui/Button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "../ui/Dialog";
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" closeLabel={text.close}>
        <DialogTitle>{text.title}</DialogTitle>
        <DialogDescription className="text-base text-gray-700">
          {text.description(label)}
        </DialogDescription>
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">{text.keep}</Button>
          </DialogClose>
          <Button variant="danger" onClick={onConfirm}>
            {text.confirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
