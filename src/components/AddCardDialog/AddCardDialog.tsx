import { LoaderCircle, TriangleAlert } from "lucide-react";
import type { FormEvent, ReactNode } from "react";
import { Button } from "../ui/Button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "../ui/Dialog";
import { addCardDialogText as text } from "./AddCardDialog.text";

/** What the dialog tells the card form it draws. */
export interface CardFormRenderProps {
  /** True while the card is being saved: the fields cannot change. */
  disabled: boolean;
}

export interface AddCardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Draws the card fields (the container passes its payments provider's form). */
  renderCardForm: (props: CardFormRenderProps) => ReactNode;
  /** 'Save Card' or Enter in a field; the container checks the card and saves it. */
  onSubmit: () => void;
  /** True while the card is being saved. */
  saving?: boolean;
  /** Why the last save failed, e.g. the provider's "Your card was declined.". */
  error?: string | null;
}

/** docs/product.md § Payment methods: the 'Add New Card' dialog of checkout and the payment methods page. */
export function AddCardDialog({
  open,
  onOpenChange,
  renderCardForm,
  onSubmit,
  saving = false,
  error = null,
}: AddCardDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) onSubmit();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={text.close}>
        <DialogTitle>{text.title}</DialogTitle>
        <DialogDescription>{text.description}</DialogDescription>
        {/* The fields check themselves; the browser's own bubbles would talk over them. */}
        <form noValidate onSubmit={submit} aria-busy={saving} className="flex flex-col gap-4">
          {renderCardForm({ disabled: saving })}
          {error ? (
            <p
              role="alert"
              className="flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm font-medium text-danger-700"
            >
              <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
              {error}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="ghost" disabled={saving}>
                {text.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={saving}>
              {saving ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
              {saving ? text.saving : text.save}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
