import { LoaderCircle } from "lucide-react";
import { Button } from "../ui/Button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "../ui/Dialog";
import { deleteAccountDialogText as text } from "./DeleteAccountDialog.text";

export interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** The deletion is being sent: Delete Account waits. */
  busy?: boolean;
}

/** Spec section 2: the confirmation before Delete Account, saying what goes and what stays. */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  onConfirm,
  busy = false,
}: DeleteAccountDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" closeLabel={text.close}>
        <DialogTitle>{text.title}</DialogTitle>
        <DialogDescription asChild>
          <div className="flex flex-col gap-2 text-base text-gray-700">
            <p>{text.erased}</p>
            <p>{text.kept}</p>
          </div>
        </DialogDescription>
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">{text.keep}</Button>
          </DialogClose>
          <Button variant="danger" onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {busy ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
            {text.confirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
