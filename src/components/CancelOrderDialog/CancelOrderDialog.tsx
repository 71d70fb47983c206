import { LoaderCircle } from "lucide-react";
import { Button } from "../ui/Button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "../ui/Dialog";
import { cancelOrderDialogText as text } from "./CancelOrderDialog.text";

export interface CancelOrderDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** The cancellation is being sent: Cancel Order waits. */
  busy?: boolean;
}

/** Spec section 2: 'Cancel Order?' with the refund text, before an order is cancelled. */
export function CancelOrderDialog({
  open,
  onOpenChange,
  onConfirm,
  busy = false,
}: CancelOrderDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" closeLabel={text.close}>
        <DialogTitle>{text.title}</DialogTitle>
        <DialogDescription className="text-base text-gray-700">{text.refund}</DialogDescription>
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
