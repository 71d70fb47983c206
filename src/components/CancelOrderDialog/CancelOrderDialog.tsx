import { ConfirmDialog } from "../ui/ConfirmDialog";
import { cancelOrderDialogText as text } from "./CancelOrderDialog.text";

export interface CancelOrderDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** The cancellation is being sent: Cancel Order waits. */
  busy?: boolean;
}

/** docs/product.md § Order detail: 'Cancel Order?' with the refund text, before an order is cancelled. */
export function CancelOrderDialog({
  open,
  onOpenChange,
  onConfirm,
  busy = false,
}: CancelOrderDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={text.title}
      description={text.refund}
      keepLabel={text.keep}
      confirmLabel={text.confirm}
      closeLabel={text.close}
      onConfirm={onConfirm}
      busy={busy}
    />
  );
}
