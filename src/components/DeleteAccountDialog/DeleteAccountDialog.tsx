import { ConfirmDialog } from "../ui/ConfirmDialog";
import { deleteAccountDialogText as text } from "./DeleteAccountDialog.text";

export interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** The deletion is being sent: Delete Account waits. */
  busy?: boolean;
}

/** docs/product.md § Settings: the confirmation before Delete Account, saying what goes and what stays. */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  onConfirm,
  busy = false,
}: DeleteAccountDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={text.title}
      description={
        <>
          <p>{text.erased}</p>
          <p>{text.kept}</p>
        </>
      }
      keepLabel={text.keep}
      confirmLabel={text.confirm}
      closeLabel={text.close}
      onConfirm={onConfirm}
      busy={busy}
    />
  );
}
