import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./Button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "./Dialog";

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /**
   * A string is one paragraph; anything else (several paragraphs, say) is laid out as a block,
   * since paragraphs may not sit inside a paragraph.
   */
  description: ReactNode;
  /** The outline button that closes the dialog and changes nothing. */
  keepLabel: string;
  /** The danger button that raises onConfirm. */
  confirmLabel: string;
  /** The accessible name of the close icon. */
  closeLabel: string;
  onConfirm: () => void;
  /** The confirmed action is being sent: the confirm button waits, so it cannot be sent twice. */
  busy?: boolean;
}

/** An "are you sure" question before something that cannot be undone. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  keepLabel,
  confirmLabel,
  closeLabel,
  onConfirm,
  busy = false,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" closeLabel={closeLabel}>
        <DialogTitle>{title}</DialogTitle>
        {typeof description === "string" ? (
          <DialogDescription look="body" className="text-gray-700">
            {description}
          </DialogDescription>
        ) : (
          <DialogDescription look="body" asChild>
            <div className="flex flex-col gap-2 text-gray-700">{description}</div>
          </DialogDescription>
        )}
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">{keepLabel}</Button>
          </DialogClose>
          <Button variant="danger" onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {busy ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
